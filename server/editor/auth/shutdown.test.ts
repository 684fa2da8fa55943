/**
 * A stopping server finishes the work it queued after answers already sent (a sign-in link's
 * lookup and mail, after-answer.ts) before it closes the database: the person who was told
 * "a link is on its way" gets it even when the server stops a moment later.
 */
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { openDatabase } from "../../db/database";
import { createServices } from "../../services";
import { tempDir } from "../../../tests/support/contact";
import { withAfterAnswer } from "./after-answer";
import { listAudit } from "./audit";

const tmp = tempDir("lead-shutdown-");
afterAll(() => tmp.remove());
const config = () =>
  loadConfig({ NODE_ENV: "test", DATA_DIR: tmp.dir, DATABASE_URL: path.join(tmp.dir, "lead.db"), LOG_LEVEL: "silent" });

describe("shutting down with a sign-in link queued after its answer", () => {
  it("queues the link's mail and its audit line before the database closes", async () => {
    const services = await createServices(config());
    const invited = await services.editor.invite({ email: "ana@lead.example", role: "admin", by: null });
    if (!invited.ok) throw new Error(invited.error);
    const token = new URL(invited.link).searchParams.get("token");
    expect(await services.editor.signInWithLink(token, "10.0.0.1")).toMatchObject({ ok: true });

    // The request's answer is sent (finish), and the server stops at once: the lookup and the
    // mail have not run yet (they are queued for the next turn of the event loop).
    const { result, finish } = withAfterAnswer((afterAnswer) =>
      services.editor.requestLink({ email: "ana@lead.example", ip: "10.0.0.2", afterAnswer }),
    );
    expect(await result).toEqual({ ok: true });
    finish();
    await services.close();

    const handle = openDatabase(config());
    try {
      const mails = await handle.db.selectFrom("contact_message").select(["recipient", "message"]).execute();
      const signIn = mails.filter((m) => m.recipient === "ana@lead.example" && !m.message.includes("convite=1"));
      expect(signIn).toHaveLength(1);
      expect(signIn[0]!.message).toMatch(/\/editor\/entrar\/link\?token=[\w-]{43}/);
      expect((await listAudit(handle.db)).map((a) => a.action)).toContain("sign-in-link");
    } finally {
      await handle.close();
    }
  }, 60_000);
});
