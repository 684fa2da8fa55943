/**
 * The upload addresses' checks, judged before the body is read: a session (401), this session's
 * CSRF token from this site (403), a role that may edit the type (403); then the upload module's
 * answer, JSON for the form's script or a short page without it, and an audit line.
 */
import express from "express";
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "../../services";
import { createEditorMediaRouter } from "./http";

let server: Server;
let base = "";
let received = 0;
const audited: unknown[] = [];

beforeAll(async () => {
  const sessions: Record<string, { account: { id: number; email: string; role: string; lang: string }; csrf: string }> = {
    olga: { account: { id: 1, email: "olga@lead.example", role: "openings", lang: "pt" }, csrf: "tok-olga" },
    caio: { account: { id: 2, email: "caio@lead.example", role: "communications", lang: "en" }, csrf: "tok-caio" },
  };
  const services = {
    log: { error: () => undefined },
    editor: {
      session: async (cookie: string | undefined) => sessions[/editor_session=(\w+)/.exec(cookie ?? "")?.[1] ?? ""] ?? null,
      csrfValid: (req: { secFetchSite: string | null | undefined }, session: { csrf: string } | null, token: unknown) =>
        req.secFetchSite === "same-origin" && session?.csrf === token,
    },
    editorMedia: {
      receiveImage: async () => {
        received++;
        return { ok: true, name: "editor/u1", image: { width: 640, height: 480, color: "#fff", sources: {} }, alt: {} };
      },
      receiveClip: async () => {
        received++;
        return { ok: false, status: 415, error: "clip_type" };
      },
    },
    mediaLibrary: {
      describe: (name: string) => ({ name, kind: "image", label: "foto.png", thumb: "/media/img/editor/u1/u1.jpg" }),
    },
    database: {
      db: {
        insertInto: () => ({ values: (v: unknown) => ({ execute: async () => void audited.push(v) }) }),
      },
    },
  } as unknown as Services;
  const app = express();
  app.use("/editor/midia", createEditorMediaRouter(services));
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function upload(path: string, who: string, headers: Record<string, string> = {}) {
  return fetch(`${base}/editor/midia${path}`, {
    method: "POST",
    headers: {
      "content-type": "multipart/form-data; boundary=x",
      "sec-fetch-site": "same-origin",
      ...(who ? { cookie: `editor_session=${who}` } : {}),
      ...headers,
    },
    body: "--x--\r\n",
  });
}
const json = { accept: "application/json" };

describe("the editor's upload addresses", () => {
  it("refuse without a session, without the token, from another site, or for a type the role may not edit", async () => {
    const cases: Array<[string, string, Record<string, string>, number, string]> = [
      ["/imagem?tipo=gallery", "", json, 401, "Entre no editor para enviar arquivos."],
      ["/imagem?tipo=gallery", "olga", json, 403, "O formulário expirou. Recarregue a página e tente de novo."],
      ["/imagem?tipo=gallery&_csrf=tok-caio", "olga", json, 403, "O formulário expirou. Recarregue a página e tente de novo."],
      [
        "/imagem?tipo=gallery&_csrf=tok-olga",
        "olga",
        { ...json, "sec-fetch-site": "cross-site" },
        403,
        "O formulário expirou. Recarregue a página e tente de novo.",
      ],
      ["/imagem?tipo=gallery&_csrf=tok-caio", "caio", json, 403, "Your role may not upload media for this content."],
      ["/imagem?_csrf=tok-olga", "olga", json, 403, "Seu papel não permite enviar mídia para este conteúdo."],
    ];
    for (const [path, who, headers, status, message] of cases) {
      const response = await upload(path, who, headers);
      expect(response.status, path).toBe(status);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json(), path).toEqual({ ok: false, message });
    }
    expect(received).toBe(0);
  });

  it("answers an upload with JSON for the script (the header token), or a page without JavaScript, and audits it", async () => {
    const scripted = await upload("/imagem?tipo=gallery", "olga", { ...json, "x-editor-csrf": "tok-olga" });
    expect(scripted.status).toBe(201);
    // With what the picker shows: the thumbnail and the file's own name.
    expect(await scripted.json()).toMatchObject({
      ok: true,
      name: "editor/u1",
      media: { label: "foto.png", thumb: "/media/img/editor/u1/u1.jpg" },
    });
    const plain = await upload("/imagem?tipo=gallery&_csrf=tok-olga", "olga");
    expect(plain.status).toBe(201);
    expect(plain.headers.get("content-type")).toContain("text/html");
    expect(await plain.text()).toContain("Envio concluído. Nome da mídia: editor/u1");
    expect(audited).toEqual([
      expect.objectContaining({
        actor_email: "olga@lead.example",
        action: "media.image",
        subject: "editor/u1",
        detail: "gallery",
      }),
      expect.objectContaining({ action: "media.image" }),
    ]);
    const refused = await upload("/clipe?tipo=vacancy&lang=en", "olga", { ...json, "x-editor-csrf": "tok-olga" });
    expect(refused.status).toBe(415);
    expect(((await refused.json()) as { error: string }).error).toBe("clip_type");
  });
});
