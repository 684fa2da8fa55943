/**
 * Page form bodies within their budgets, over real HTTP: the handler behind reads the body the
 * way React Router's Express adapter does (a web stream pumped from the request), so what passes
 * the budget reaches an action's `request.formData()` whole, and a multipart body reaches its
 * action as Node's own stream.
 */
import { createServer, type Server } from "node:http";
import { connect } from "node:net";
import { Readable } from "node:stream";
import express from "express";
import { createReadableStreamFromReadable } from "@react-router/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { budgetPageBodies, DEFAULT_PAGE_FORM_BUDGET, EDITOR_ITEM_FORM_BUDGET, pageFormBudget } from "./page-bodies";
import { apiRefusalMessages, closeUnreadBodies } from "./refusals";

let server: Server;
let port: number;
let actionsRun = 0;

beforeAll(async () => {
  const app = express();
  app.use(closeUnreadBodies());
  app.use(
    budgetPageBodies(async (req, res) => {
      actionsRun++;
      const adapterRequest = new Request(`http://x${req.originalUrl}`, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: createReadableStreamFromReadable(req),
        duplex: "half",
      } as RequestInit);
      // An upload's action reads Node's own stream (app/context.ts uploadBody); the adapter's is then empty.
      const uploadBody = res.locals.uploadBody as Readable | undefined;
      const adapterBytes = uploadBody ? (await adapterRequest.arrayBuffer()).byteLength : null;
      const request = uploadBody
        ? new Request(adapterRequest.url, {
            method: req.method,
            headers: req.headers as Record<string, string>,
            body: Readable.toWeb(uploadBody),
            duplex: "half",
          } as RequestInit)
        : adapterRequest;
      const form = await request.formData();
      res.json({
        path: req.path,
        lang: req.query.lang ?? null,
        fields: Object.fromEntries(form),
        ...(uploadBody ? { adapterBytes } : {}),
      });
    }),
  );
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends raw bytes and returns what came back until the server closed or a full answer arrived. */
function raw(head: string, body: Buffer | string = "", keepSending = false): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(head);
      socket.write(body);
      if (!keepSending) return;
      // An endless chunked body: sends until the server answers.
      const chunk = `4000\r\n${"a".repeat(0x4000)}\r\n`;
      const pump = () => {
        while (!socket.destroyed && socket.write(chunk));
      };
      socket.on("drain", pump);
      pump();
    });
    let text = "";
    socket.on("data", (c: Buffer) => {
      text += c.toString();
      if (/\r\n\r\n[\s\S]+$/.test(text) && /content-length: (\d+)/i.test(text)) {
        const length = Number(/content-length: (\d+)/i.exec(text)![1]);
        if (Buffer.byteLength(text.split("\r\n\r\n").slice(1).join("\r\n\r\n")) >= length) socket.destroy();
      }
    });
    socket.on("close", () => resolve(text));
    socket.on("error", () => resolve(text));
  });
}

describe("page form budgets", () => {
  it("gives /preferencias kilobytes and other page forms the default", () => {
    expect(pageFormBudget("/preferencias")).toBe(4096);
    expect(pageFormBudget("/preferencias/")).toBe(4096);
    expect(pageFormBudget("/portal/contato")).toBe(DEFAULT_PAGE_FORM_BUDGET);
  });

  it("gives an editor's item form 1 MB (three languages of rich text), and the editor's own pages the default", () => {
    expect(EDITOR_ITEM_FORM_BUDGET).toBe(1024 * 1024);
    expect(pageFormBudget("/editor/vagas/desenvolvedor-mobile-junior")).toBe(EDITOR_ITEM_FORM_BUDGET);
    expect(pageFormBudget("/editor/noticias/novo")).toBe(EDITOR_ITEM_FORM_BUDGET);
    for (const path of [
      "/editor/entrar/link",
      "/editor/contas",
      "/editor/vagas",
      "/editor/vagas/x/historico",
      "/portal/trabalhe/x",
    ]) {
      expect(pageFormBudget(path), path).toBe(DEFAULT_PAGE_FORM_BUDGET);
    }
  });

  it("refuses an editor's item form over 1 MB while it streams, with the message", async () => {
    const before = actionsRun;
    const answer = await raw(
      "POST /editor/vagas/x?lang=en HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n",
      "",
      true,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toContain(apiRefusalMessages.en.payload_too_large);
    expect(actionsRun).toBe(before);
  });

  it("hands a form within its budget to the action whole", async () => {
    const body = new URLSearchParams({ acao: "fonte-maior", back: "/portal/contato?lang=en" }).toString();
    const response = await fetch(`http://127.0.0.1:${port}/preferencias`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      path: "/preferencias",
      lang: null,
      fields: { acao: "fonte-maior", back: "/portal/contato?lang=en" },
    });
  });

  it("refuses a declared 200 MB body before reading it, in the visitor's language, and closes", async () => {
    const before = actionsRun;
    const answer = await raw(
      "POST /preferencias?lang=en HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 209715200\r\n\r\n",
      "acao=",
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer.toLowerCase()).toContain("connection: close");
    expect(answer).toContain(apiRefusalMessages.en.payload_too_large);
    expect(actionsRun).toBe(before);
  });

  it("refuses an endless chunked body once it passes the budget, and the answer arrives", async () => {
    const before = actionsRun;
    const answer = await raw(
      "POST /preferencias HTTP/1.1\r\nHost: x\r\nAccept-Language: es\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n",
      "",
      true,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toContain(apiRefusalMessages.es.payload_too_large);
    expect(actionsRun).toBe(before);
  });

  it("leaves multipart bodies to the action's own streaming limits, as Node's stream, the adapter's request empty", async () => {
    const form = new FormData();
    form.append("name", "x".repeat(DEFAULT_PAGE_FORM_BUDGET + 10));
    const response = await fetch(`http://127.0.0.1:${port}/portal/contato`, { method: "POST", body: form });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { fields: { name: string }; adapterBytes: number | null };
    expect(answer.fields.name).toHaveLength(DEFAULT_PAGE_FORM_BUDGET + 10);
    expect(answer.adapterBytes).toBe(0);
  });

  it("hands any other multipart post (the editor's item form) to the action's formData() whole", async () => {
    const form = new FormData();
    form.append("title.pt", "Vaga nova");
    form.append("body.pt", "x".repeat(DEFAULT_PAGE_FORM_BUDGET + 10));
    const response = await fetch(`http://127.0.0.1:${port}/editor/vacancy/novo`, { method: "POST", body: form });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { fields: Record<string, string>; adapterBytes?: number };
    expect(answer.fields["title.pt"]).toBe("Vaga nova");
    expect(answer.fields["body.pt"]).toHaveLength(DEFAULT_PAGE_FORM_BUDGET + 10);
    expect(answer.adapterBytes).toBeUndefined();
  });
});
