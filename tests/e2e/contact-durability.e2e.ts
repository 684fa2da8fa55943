/**
 * Never lost: the built server acknowledges a message (with a file), is killed with SIGKILL at
 * once, and a new process on the same data delivers it to a real SMTP server, exactly once.
 * The first process has no SMTP configured, so nothing can be sent before the kill: the mail can
 * only come from what was committed before the acknowledgement.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import Database from "../../server/db/sqlite-driver";
import { startServer, type RunningServer } from "./harness";
import { filesUnder, startSmtp, tempDir, tinyJpeg, type TestSmtp } from "../support/contact";

const cleanup: Array<() => unknown> = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c();
});

async function token(server: RunningServer) {
  const response = await fetch(`${server.url}/api/contact/xsrf`);
  return ((await response.json()) as { token: string }).token;
}

describe("a message acknowledged just before a crash", () => {
  it("is delivered by the next process, with its attachment", async () => {
    const data = tempDir("lead-durable-");
    cleanup.push(() => data.remove());
    const env = { DATA_DIR: data.dir, DATABASE_URL: path.join(data.dir, "lead.db"), SMTP_URL: "" };

    const first = await startServer(env);
    cleanup.push(() => rmSync(first.dataDir, { recursive: true, force: true }));
    const jpeg = await tinyJpeg();
    const xsrf = await token(first);
    const body = new FormData();
    body.append("name", "Dora");
    body.append("email", "dora@visitante.example");
    body.append("subject", "Antes da queda");
    body.append("attachments", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "foto.jpg");
    const exited = new Promise((resolve) => first.process.once("exit", resolve));
    const response = await fetch(`${first.url}/api/contact/`, {
      method: "POST",
      headers: { "x-xsrf-token": xsrf, cookie: `XSRF-TOKEN=${xsrf}` },
      body,
    });
    // Killed the moment the acknowledgement arrives: no graceful shutdown, no flush.
    first.process.kill("SIGKILL");
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await exited;

    const db = new Database(path.join(data.dir, "lead.db"), { readonly: true });
    const row = db.prepare("select status from mail_outbox").all();
    db.close();
    expect(row).toEqual([{ status: "pending" }]);
    const uploads = path.join(data.dir, "uploads");
    expect(filesUnder(uploads).filter((f) => path.relative(uploads, f).includes(id))).toHaveLength(1);

    const smtp: TestSmtp = await startSmtp();
    cleanup.push(() => smtp.close());
    const second = await startServer({ ...env, SMTP_URL: smtp.url });
    cleanup.push(() => second.stop());
    await expect.poll(() => smtp.mails.length, { timeout: 20_000 }).toBe(1);
    const mail = smtp.mails[0]!;
    expect(mail.headers["message-id"]).toBe(`<${id}@lead-portal>`);
    expect(mail.headers.subject).toContain("Antes da queda");
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.content.equals(jpeg)).toBe(true);
  });
});
