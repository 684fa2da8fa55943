/**
 * The editor's routes go through here: who is signed in (read from the database on every
 * request, role included), where a request without a session goes (303 to sign-in for a page,
 * 401 for an action), 403 for a role that may not, CSRF on every form, the editor's language.
 */
import { data, redirect } from "react-router";
import type { ActionArgs, LoaderArgs } from "../context";
import { canEdit, canManageAccounts, editableTypes } from "../../common/editor/roles";
import type { SignedIn } from "../../server/editor/auth/service";
import { CSRF_FIELD } from "../../server/editor/auth/service";
import { attachUploads, discardUploads, readMultipartForm } from "../../server/editor/media/item-form";
import { toEditorLang, type EditorLang } from "./strings";
import type { ShellProps } from "./views";

export const SIGN_IN_PATH = "/editor/entrar";
export const EDITOR_HOME = "/editor";
/** Forms are small: more than this is refused before reading. */
const MAX_FORM_BYTES = 32 * 1024;
/**
 * An item's form: three languages of rich text. The same figure is the page-body budget of
 * /editor/<type>/<key> in server/http/page-bodies.ts, which enforces it while the bytes stream.
 */
export const ITEM_FORM_BYTES = 1024 * 1024;

type Args = LoaderArgs | ActionArgs;

/**
 * A path inside the editor to come back to after signing in, or the editor's home: never
 * another site (`//evil`, `/\evil`), never outside /editor, never a control character.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== "string" || value.length > 500) return EDITOR_HOME;
  if (!/^\/editor(\/[\w\-./~%]*)?(\?[\w\-.~%=&]*)?$/.test(value)) return EDITOR_HOME;
  if (value.includes("//") || value.includes("/..") || value.startsWith(SIGN_IN_PATH)) return EDITOR_HOME;
  return value;
}

/** The editor's language: `?lang=en|pt`, else the account's choice, else the site's (Spanish reads Portuguese). */
export function editorLang(args: Args, session: SignedIn | null): EditorLang {
  const query = new URL(args.request.url).searchParams.get("lang");
  if (query === "en" || query === "pt") return query;
  if (session?.account.lang) return toEditorLang(session.account.lang);
  return toEditorLang(args.context.lang);
}

export async function currentSession(args: Args): Promise<SignedIn | null> {
  return args.context.services.editor.session(args.request.headers.get("cookie"));
}

/** A refusal page's data: the page renders it through the editor's error boundary. */
function refuse(status: 401 | 403 | 404, code: string): never {
  throw data({ code }, { status });
}

/**
 * The signed-in editor, or the refusal: a page (GET) goes to sign-in with its address to come
 * back to; anything else gets 401. `type`: the content type the page reads or changes (403 when
 * the role may not); `admin`: accounts and the audit log.
 */
export async function requireEditor(args: Args, need: { type?: string; admin?: boolean } = {}): Promise<SignedIn> {
  const session = await currentSession(args);
  if (!session) {
    if (args.request.method === "GET" || args.request.method === "HEAD") {
      const url = new URL(args.request.url);
      const back = safeReturnPath(url.pathname + url.search);
      throw redirect(back === EDITOR_HOME ? SIGN_IN_PATH : `${SIGN_IN_PATH}?voltar=${encodeURIComponent(back)}`, 303);
    }
    refuse(401, "unauthorized");
  }
  if (need.admin && !canManageAccounts(session.account.role)) refuse(403, "forbidden");
  if (need.type !== undefined && !canEdit(session.account.role, need.type)) refuse(403, "forbidden");
  return session;
}

export function shellProps(session: SignedIn, path: string): ShellProps {
  return {
    email: session.account.email,
    role: session.account.role,
    types: editableTypes(session.account.role),
    isAdmin: canManageAccounts(session.account.role),
    csrf: session.csrf,
    path,
  };
}

/**
 * A form's fields, after the checks every editor form passes: a small urlencoded body, this
 * site's Fetch Metadata, and the CSRF token (403 otherwise).
 */
export async function readEditorForm(args: ActionArgs, session: SignedIn | null, maxBytes = MAX_FORM_BYTES): Promise<FormData> {
  const { request } = args;
  // An item's form with its pictures' file inputs (without JavaScript): server/editor/media/item-form.ts.
  if (maxBytes === ITEM_FORM_BYTES && session && (request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    return readItemFormWithUploads(args, session, maxBytes);
  }
  const length = Number(request.headers.get("content-length") ?? NaN);
  if (!(length <= maxBytes)) throw data({ code: "too_large" }, { status: 413 });
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded")) throw data({ code: "bad_request" }, { status: 415 });
  const form = await request.formData();
  const ok = args.context.services.editor.csrfValid(
    { cookieHeader: request.headers.get("cookie"), secFetchSite: request.headers.get("sec-fetch-site") },
    session,
    form.get(CSRF_FIELD),
  );
  if (!ok) throw data({ code: "csrf" }, { status: 403 });
  return form;
}

export { CSRF_FIELD };

async function readItemFormWithUploads(args: ActionArgs, session: SignedIn, maxBytes: number): Promise<FormData> {
  const { request } = args;
  const media = args.context.services.editorMedia;
  const read = await readMultipartForm(request, {
    media,
    maxFieldBytes: 50_000 * 4,
    maxFields: 3000,
    maxTotalFieldBytes: maxBytes,
  });
  if (!read.ok) throw data({ code: read.status === 413 ? "too_large" : "bad_request" }, { status: read.status });
  const ok = args.context.services.editor.csrfValid(
    { cookieHeader: request.headers.get("cookie"), secFetchSite: request.headers.get("sec-fetch-site") },
    session,
    read.form.get(CSRF_FIELD),
  );
  if (!ok) {
    await discardUploads(read);
    throw data({ code: "csrf" }, { status: 403 });
  }
  return attachUploads(read, media, session.account.email);
}
