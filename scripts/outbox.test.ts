/**
 * `npm run outbox` lists what waits in the outbox and prints each kind of mail, with no SMTP
 * configured: a visitor's message (with its Reply-To), a chat transcript, an editor's invitation
 * and sign-in link, a notice, a job alert's confirmation and digest (no Reply-To: they crashed it).
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/database";
import { migrateToLatest } from "../server/db/migrate";
import { createLogger } from "../server/log";
import { createContactStore } from "../server/contact/store";
import { insertPlainMail } from "../server/mail/plain-mail";
import { tempDir } from "../tests/support/contact";

const run = promisify(execFile);
const tmp = tempDir("lead-outbox-cli-");
afterAll(() => tmp.remove());

describe("npm run outbox", () => {
  it("lists pending mail and prints one message", async () => {
    const env = { DATA_DIR: tmp.dir, DATABASE_URL: path.join(tmp.dir, "lead.db"), LOG_LEVEL: "silent" };
    const handle = openDatabase(loadConfig(env));
    await migrateToLatest(handle);
    const store = createContactStore({ db: handle.db, uploadsDir: path.join(tmp.dir, "uploads"), log: createLogger("silent") });
    await store.commit({
      kind: "form",
      lang: "en",
      name: "Eva Ramos",
      email: "eva@visitante.example",
      subject: "Visita técnica",
      message: "Podemos visitar o laboratório?",
      recipient: "contato@lead.example",
      files: [],
      idempotencyKey: null,
    });
    await store.commit({
      kind: "chat",
      lang: "pt",
      name: "Rui Lima",
      email: "rui@visitante.example",
      subject: "Conversa do chat",
      message: "Quero falar com uma pessoa sobre as vagas.",
      recipient: "contato@lead.example",
      files: [],
      idempotencyKey: null,
    });
    const at = new Date().toISOString();
    const plain = [
      {
        kind: "editor",
        subject: "Convite para o editor do Lead Portal",
        text: "Entre: https://lead.example/editor/entrar/link#convite-1",
      },
      { kind: "editor", subject: "Seu link de entrada", text: "Entre: https://lead.example/editor/entrar/link#entrada-2" },
      { kind: "notice", subject: "Recebemos sua candidatura", text: "Obrigado pela candidatura." },
      { kind: "alertconf", subject: "Confirme seus alertas de vagas", text: "Confirme: https://lead.example/confirmar" },
      {
        kind: "alert",
        subject: "Novas vagas",
        text: "Uma vaga nova em Desenvolvimento.",
        html: "<p>Uma vaga nova em Desenvolvimento.</p>",
        unsubscribeUrl: "https://lead.example/cancelar/abc",
      },
    ];
    await handle.db.transaction().execute(async (trx) => {
      for (const mail of plain) await insertPlainMail(trx, { ...mail, recipient: "ana@lead.example", lang: "pt" }, at);
    });
    await handle.close();
    const cli = (...args: string[]) =>
      run(process.execPath, ["--import", "tsx", "scripts/outbox.ts", ...args], { env: { ...process.env, ...env } });
    const list = await cli();
    expect(list.stdout).toContain("Visita técnica");
    expect(list.stdout).toContain("7 pending, 0 failed");
    const show = await cli("show", "1");
    expect(show.stdout).toContain("Reply-To: Eva Ramos <eva@visitante.example>");
    expect(show.stdout).toContain("Podemos visitar o laboratório?");
    expect((await cli("show", "2")).stdout).toContain("Quero falar com uma pessoa");
    const shows = await Promise.all(plain.map((_, i) => cli("show", String(3 + i))));
    for (const [i, mail] of plain.entries()) {
      const shown = shows[i]!;
      expect(shown.stdout).toContain("To: ana@lead.example");
      expect(shown.stdout).toContain(`Subject: ${mail.subject}`);
      expect(shown.stdout).toContain(mail.text);
      expect(shown.stdout).not.toContain("Reply-To");
      if (mail.unsubscribeUrl) expect(shown.stdout).toContain(`List-Unsubscribe: <${mail.unsubscribeUrl}>`);
    }
  }, 120_000);
});
