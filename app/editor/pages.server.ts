/** Loaders and actions of the signed-in editor's pages: home, my account, accounts, the audit log (content: items.server.ts). */
import { data } from "react-router";
import type { ActionArgs, LoaderArgs } from "../context";
import { accountForm, fieldErrors, inviteForm, roleForm } from "../../common/editor/forms";
import { listAudit } from "../../server/editor/auth/audit";
import { dashboardOf } from "../../server/editor/content/dashboard";
import { listScheduled } from "../../server/editor/content/schedule-view";
import type { SignedIn } from "../../server/editor/auth/service";
import { editorLang, readEditorForm, requireEditor, shellProps } from "./editor.server";
import { editorStrings, type EditorLang } from "./strings";
import type { AuditLine, EditorPageProps, EditorView } from "./views";

type Args = LoaderArgs | ActionArgs;

function page(args: Args, session: SignedIn, view: EditorView, lang: EditorLang = editorLang(args, session)): EditorPageProps {
  return { lang, shell: shellProps(session, new URL(args.request.url).pathname), view };
}

export async function homeData(args: LoaderArgs): Promise<EditorPageProps> {
  const session = await requireEditor(args);
  const { editor, contentEditor, database } = args.context.services;
  const types = contentEditor.types({ id: session.account.email, role: session.account.role }).map((t) => t.type);
  const [passkeys, board, scheduled] = await Promise.all([
    editor.store.credentials.listFor(session.account.id),
    dashboardOf(database.db, types, Date.now()),
    listScheduled(database.db),
  ]);
  return page(args, session, {
    kind: "home",
    hasPasskey: passkeys.length > 0,
    ...board,
    scheduled: scheduled.filter((s) => types.includes(s.type)).map(({ scheduledBy, ...s }) => ({ ...s, by: scheduledBy })),
  });
}

async function accountView(args: Args, session: SignedIn, notice: string | null, errors = {}): Promise<EditorView> {
  const passkeys = await args.context.services.editor.store.credentials.listFor(session.account.id);
  return { kind: "account", passkeys, notice, errors };
}

export async function accountData(args: LoaderArgs): Promise<EditorPageProps> {
  const session = await requireEditor(args);
  const lang = editorLang(args, session);
  const added = new URL(args.request.url).searchParams.get("chave") === "criada";
  return page(args, session, await accountView(args, session, added ? editorStrings[lang].account.passkeyAdded : null), lang);
}

/** My account's forms: the editor's language. */
export async function accountAction(args: ActionArgs) {
  const session = await requireEditor(args);
  const form = await readEditorForm(args, session);
  if (form.get("intent") === "language") {
    const lang = form.get("lang") === "en" ? "en" : "pt";
    await args.context.services.editor.store.accounts.setLang(session.account.id, lang);
    const fresh = { ...session, account: { ...session.account, lang } };
    return page(args, fresh, await accountView(args, fresh, editorStrings[lang].account.languageSaved), lang);
  }
  return data(page(args, session, await accountView(args, session, null, { form: "bad_request" })), { status: 400 });
}

async function accountsView(
  args: Args,
  session: SignedIn,
  extra: Partial<Extract<EditorView, { kind: "accounts" }>> = {},
): Promise<EditorView> {
  const accounts = (await args.context.services.editor.store.accounts.list()).map(({ id, email, role, status }) => ({
    id,
    email,
    role,
    status,
  }));
  return {
    kind: "accounts",
    accounts,
    selfId: session.account.id,
    mailServer: args.context.services.editor.mailServer,
    invitation: null,
    notice: null,
    errors: {},
    values: { email: "", role: "openings" },
    ...extra,
  };
}

export async function accountsData(args: LoaderArgs): Promise<EditorPageProps> {
  const session = await requireEditor(args, { admin: true });
  return page(args, session, await accountsView(args, session));
}

/** Invite, change a role, disable or enable: administrators only, each with its answer on the same page. */
export async function accountsAction(args: ActionArgs) {
  const session = await requireEditor(args, { admin: true });
  const form = await readEditorForm(args, session);
  const { editor } = args.context.services;
  const lang = editorLang(args, session);
  const t = editorStrings[lang].accountsPage;
  const intent = form.get("intent");
  const answer = async (status: number, extra: Partial<Extract<EditorView, { kind: "accounts" }>>) =>
    data(page(args, session, await accountsView(args, session, extra), lang), { status });
  /**
   * An invitation made: with a mail server, it went by mail; without one, its link is in this answer
   * only (no-store, like every editor answer), and the log records that it was shown.
   */
  const invited = async (outcome: { link: string; expiresAt: Date; account: { email: string } }) => {
    const { email } = outcome.account;
    if (editor.mailServer) return answer(200, { notice: t.invited(email) });
    await editor.audit({ id: session.account.id, email: session.account.email }, "invite-link", email);
    return answer(200, {
      notice: t.invitedNoMail(email),
      invitation: { email, link: outcome.link, expiresAt: outcome.expiresAt.toISOString() },
    });
  };

  if (intent === "invite") {
    const values = { email: String(form.get("email") ?? "").slice(0, 254), role: String(form.get("role") ?? "") };
    const parsed = inviteForm.safeParse(values);
    if (!parsed.success) return answer(400, { errors: fieldErrors(parsed.error), values });
    const outcome = await editor.invite({ ...parsed.data, by: session.account });
    if (!outcome.ok) return answer(outcome.error === "forbidden" ? 403 : 400, { errors: { email: outcome.error }, values });
    return invited(outcome);
  }
  // A pending invitation again: a new link (the earlier unused ones stop working), by mail or shown once.
  if (intent === "new-link") {
    const parsed = accountForm.safeParse({ account: form.get("account") });
    if (!parsed.success) return answer(400, { errors: { form: "invalid_account" } });
    const target = await editor.store.accounts.byId(parsed.data.account);
    if (!target) return answer(400, { errors: { form: "invalid_account" } });
    if (target.status !== "invited") return answer(400, { errors: { form: "not_invited" } });
    const outcome = await editor.invite({ email: target.email, role: target.role, by: session.account });
    if (!outcome.ok) return answer(outcome.error === "forbidden" ? 403 : 400, { errors: { form: outcome.error } });
    return invited(outcome);
  }
  if (intent === "role") {
    const parsed = roleForm.safeParse({ account: form.get("account"), role: form.get("role") });
    if (!parsed.success) return answer(400, { errors: { form: Object.values(fieldErrors(parsed.error))[0] ?? "invalid_role" } });
    const outcome = await editor.changeRole(session.account, parsed.data.account, parsed.data.role);
    if (!outcome.ok) return answer(400, { errors: { form: outcome.error } });
    const target = await editor.store.accounts.byId(parsed.data.account);
    return answer(200, { notice: t.roleChanged(target?.email ?? "") });
  }
  if (intent === "disable" || intent === "enable") {
    const parsed = accountForm.safeParse({ account: form.get("account") });
    if (!parsed.success) return answer(400, { errors: { form: "invalid_account" } });
    const outcome = await editor.setDisabled(session.account, parsed.data.account, intent === "disable");
    if (!outcome.ok) return answer(400, { errors: { form: outcome.error } });
    const target = await editor.store.accounts.byId(parsed.data.account);
    return answer(200, { notice: (intent === "disable" ? t.disabled : t.enabled)(target?.email ?? "") });
  }
  return answer(400, { errors: { form: "bad_request" } });
}

export async function auditData(args: LoaderArgs): Promise<EditorPageProps> {
  const session = await requireEditor(args, { admin: true });
  const before = Number(new URL(args.request.url).searchParams.get("antes") ?? "");
  const limit = 100;
  const rows = await listAudit(args.context.services.database.db, {
    limit: limit + 1,
    before: Number.isSafeInteger(before) && before > 0 ? before : undefined,
  });
  const shown = rows.slice(0, limit);
  const lang = editorLang(args, session);
  const titles = await itemTitles(args, session, shown, lang);
  const withTitles = shown.map((row) => (titles.has(row.subject) ? { ...row, title: titles.get(row.subject) } : row));
  return page(
    args,
    session,
    { kind: "audit", rows: withTitles, older: rows.length > limit ? shown[shown.length - 1]!.id : null },
    lang,
  );
}

/** The titles of the content items the log's lines are about (`vacancy/dev-2026`), in the editor's language. */
async function itemTitles(args: LoaderArgs, session: SignedIn, rows: AuditLine[], lang: EditorLang) {
  const subjects = new Set(rows.filter((r) => r.action.startsWith("content.")).map((r) => r.subject));
  const actor = { id: session.account.email, role: session.account.role };
  const titles = new Map<string, string>();
  for (const subject of subjects) {
    const slash = subject.indexOf("/");
    try {
      const item = await args.context.services.contentEditor.get(actor, subject.slice(0, slash), subject.slice(slash + 1));
      const localized = (item.data as { title?: Record<string, unknown> } | null)?.title?.[lang];
      titles.set(subject, typeof localized === "string" && localized.trim() ? localized : item.title);
    } catch {
      // An item that no longer exists is named by its key.
    }
  }
  return titles;
}
