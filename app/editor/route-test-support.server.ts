/**
 * For the editor routes' tests (app/editor/*.test.ts*): the whole server's services on a database
 * of their own, a signed-in session of any role, and the arguments React Router gives a loader or
 * an action, for a GET or a form's POST with that session.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ActionArgs, LoaderArgs } from "../context";
import { editorTypeSlug } from "../../common/editor/paths";
import type { EditorRole } from "../../common/editor/roles";
import { loadConfig } from "../../server/config";
import { createServices, type Services } from "../../server/services";

/** The services on a new SQLite database (the content files imported) in a temporary DATA_DIR; `stop` removes it. */
export async function startEditorServices(prefix: string): Promise<{ services: Services; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const services = await createServices(
    loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, DATABASE_URL: path.join(dataDir, "lead.db"), LOG_LEVEL: "silent" }),
  );
  return {
    services,
    async stop() {
      await services.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestSession {
  cookie: string;
  csrf: string;
  accountId: number;
}

/** An active account of `role` with a session: its cookie and CSRF token. */
export async function signedInSession(services: Services, email: string, role: EditorRole): Promise<TestSession> {
  const { account } = await services.editor.store.accounts.upsertInvited(email, role);
  await services.editor.store.accounts.setStatus(account.id, "active");
  const { token } = await services.editor.store.sessions.create(account.id);
  const cookie = `editor_session=${token}`;
  return { cookie, csrf: (await services.editor.session(cookie))!.csrf, accountId: account.id };
}

/**
 * A loader's or action's arguments: GET `url`, or POST `form` when given, with `cookie` ("" for none).
 * `params.type` may be a content type ("vacancy"): the route receives its word in the address ("vagas").
 */
export function routeArgs(
  services: Services,
  url: string,
  { cookie, params = {}, form }: { cookie: string; params?: Record<string, string>; form?: URLSearchParams },
): LoaderArgs & ActionArgs {
  const body = form?.toString();
  const request = new Request(`http://localhost${url}`, {
    method: form ? "POST" : "GET",
    headers: {
      cookie,
      "sec-fetch-site": "same-origin",
      ...(body ? { "content-type": "application/x-www-form-urlencoded", "content-length": String(Buffer.byteLength(body)) } : {}),
    },
    body,
  });
  const routeParams = params.type ? { ...params, type: editorTypeSlug(params.type) } : params;
  return { request, params: routeParams, context: { services, lang: "pt", cspNonce: "" } } as unknown as LoaderArgs & ActionArgs;
}
