/**
 * Sign-in, a one-time link's page, and sign-out. The link's page (GET) only shows a button: a
 * mail scanner that fetches the address does not use it up, and the POST that uses it is a
 * same-site request, so the new SameSite=Strict cookie is sent on the redirect that follows.
 */
import { data, redirect } from "react-router";
import type { ActionArgs, LoaderArgs } from "../context";
import { signInLinkForm, fieldErrors } from "../../common/editor/forms";
import { currentSession, editorLang, EDITOR_HOME, readEditorForm, safeReturnPath, SIGN_IN_PATH } from "./editor.server";
import type { EditorPageProps, EditorView } from "./views";

function csrfFor(args: LoaderArgs | ActionArgs, headers: Headers): string {
  return args.context.services.editor.csrfToken(args.request.headers.get("cookie"), null, (c) => headers.append("Set-Cookie", c));
}

const returnToOf = (request: Request) => safeReturnPath(new URL(request.url).searchParams.get("voltar"));

export async function signInData(
  args: LoaderArgs,
): Promise<{ signedIn: true; returnTo: string } | { props: EditorPageProps; headers: Headers }> {
  const session = await currentSession(args);
  const returnTo = returnToOf(args.request);
  if (session) return { signedIn: true, returnTo };
  const headers = new Headers();
  const view: EditorView = { kind: "sign-in", returnTo, csrf: csrfFor(args, headers), sent: false, email: "", errors: {} };
  return { props: { lang: editorLang(args, null), shell: null, view }, headers };
}

/** Asks for a sign-in link: the same answer whether the address has an account or not. */
export async function signInAction(args: ActionArgs): Promise<{ props: EditorPageProps; status: number; headers: Headers }> {
  const headers = new Headers();
  const lang = editorLang(args, null);
  const returnTo = returnToOf(args.request);
  const form = await readEditorForm(args, null);
  const view = (extra: Partial<Extract<EditorView, { kind: "sign-in" }>>): EditorPageProps => ({
    lang,
    shell: null,
    view: { kind: "sign-in", returnTo, csrf: csrfFor(args, headers), sent: false, email: "", errors: {}, ...extra },
  });
  const parsed = signInLinkForm.safeParse({ email: form.get("email") ?? "" });
  if (!parsed.success) {
    return {
      props: view({ errors: fieldErrors(parsed.error), email: String(form.get("email") ?? "").slice(0, 254) }),
      status: 400,
      headers,
    };
  }
  const outcome = await args.context.services.editor.requestLink({
    email: parsed.data.email,
    ip: args.context.clientIp ?? "unknown",
    afterAnswer: args.context.afterAnswer,
  });
  if (!outcome.ok) {
    headers.set("Retry-After", String(outcome.retryAfterSeconds ?? 60));
    return {
      props: view({ errors: { form: "rate_limited" }, email: parsed.data.email, retryAfterSeconds: outcome.retryAfterSeconds }),
      status: 429,
      headers,
    };
  }
  return { props: view({ sent: true, email: parsed.data.email }), status: 200, headers };
}

export async function linkData(args: LoaderArgs): Promise<{ props: EditorPageProps; headers: Headers; status: number }> {
  const headers = new Headers();
  const url = new URL(args.request.url);
  const token = url.searchParams.get("token") ?? "";
  const checked = await args.context.services.editor.checkLink(token);
  const invite = url.searchParams.get("convite") === "1";
  const view: EditorView = checked.ok
    ? {
        kind: "link",
        token,
        csrf: csrfFor(args, headers),
        state: "ok",
        invite: checked.purpose === "invite",
        email: checked.account.email,
      }
    : // A refused link's token is not printed back into the page.
      { kind: "link", token: "", csrf: "", state: checked.reason, invite, email: "" };
  return { props: { lang: editorLang(args, null), shell: null, view }, headers, status: checked.ok ? 200 : 400 };
}

/** Uses the link: a new session (whatever session cookie came along is replaced), then the editor. */
export async function linkAction(args: ActionArgs): Promise<Response | { props: EditorPageProps; status: number }> {
  const { editor } = args.context.services;
  const previous = await currentSession(args);
  const form = await readEditorForm(args, null);
  const outcome = await editor.signInWithLink(form.get("token"), args.context.clientIp ?? "unknown");
  const lang = editorLang(args, null);
  if (!outcome.ok) {
    const state =
      outcome.error === "rate_limited"
        ? "rate_limited"
        : (outcome.error.replace("link_", "") as "invalid" | "used" | "expired" | "accepted");
    return {
      props: { lang, shell: null, view: { kind: "link", token: "", csrf: "", state, invite: false, email: "" } },
      status: outcome.error === "rate_limited" ? 429 : 400,
    };
  }
  if (previous) await editor.store.sessions.revoke(previous.tokenHash);
  const target = outcome.account.lang === "en" || lang === "en" ? `${EDITOR_HOME}?lang=en` : EDITOR_HOME;
  return redirect(target, { status: 303, headers: { "Set-Cookie": outcome.cookie } });
}

/** Sign out (this session) or sign out everywhere (every session of the account). */
export async function signOutAction(args: ActionArgs): Promise<Response> {
  const { editor } = args.context.services;
  const session = await currentSession(args);
  if (!session) throw data({ code: "unauthorized" }, { status: 401 });
  const form = await readEditorForm(args, session);
  if (form.get("everywhere") === "1") await editor.signOutEverywhere(session);
  else await editor.signOut(session);
  const lang = editorLang(args, session);
  return redirect(lang === "en" ? `${SIGN_IN_PATH}?lang=en` : SIGN_IN_PATH, {
    status: 303,
    headers: { "Set-Cookie": editor.clearedCookie() },
  });
}
