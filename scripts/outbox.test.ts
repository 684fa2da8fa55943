/** `npm run outbox` lists what waits in the outbox and prints one mail, with no SMTP configured. */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/database";
import { migrateToLatest } from "../server/db/migrate";
import { createLogger } from "../server/log";
import { createContactStore } from "../server/contact/store";
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
    await handle.close();
    const cli = (...args: string[]) =>
      run(process.execPath, ["--import", "tsx", "scripts/outbox.ts", ...args], { env: { ...process.env, ...env } });
    const list = await cli();
    expect(list.stdout).toContain("Visita técnica");
    expect(list.stdout).toContain("1 pending, 0 failed");
    const show = await cli("show", "1");
    expect(show.stdout).toContain("Reply-To: Eva Ramos <eva@visitante.example>");
    expect(show.stdout).toContain("Podemos visitar o laboratório?");
  });
});
