/**
 * The activity log (/editor/auditoria) in sentences: "«ana@lead.example» publicou a vaga
 * 'Desenvolvedor(a) Web' em 26/11/2026 às 14:05." Every word from the strings table, the item by
 * its title, the role by its name, the time at Fortaleza's clock; never an action code or ISO date.
 */
import { formatDateTime } from "../../common/editor/format-date";
import { isEditorRole } from "../../common/editor/roles";
import { withLang } from "./EditorShell";
import type { EditorLang, EditorStrings } from "./strings";
import type { AuditLine, EditorPageProps, EditorView } from "./views";

type AuditViewData = Extract<EditorView, { kind: "audit" }>;

const contentActions = ["create", "save", "publish", "unpublish", "duplicate", "restore", "rename"] as const;
type ContentAction = (typeof contentActions)[number];

/** One entry of the log as a sentence, without its time. */
export function auditSentence(row: AuditLine, t: EditorStrings): string {
  const a = t.auditPage;
  const e = a.entries;
  const who = row.actorEmail ? a.who(row.actorEmail) : row.action === "invite" ? a.commandLine : a.nobody;
  const role = (code: string) => (isEditorRole(code) ? t.roles[code]! : code);
  switch (row.action) {
    case "sign-in":
      return e.signIn(who, row.detail === "passkey" ? 1 : 0);
    case "sign-in-link":
      return e.signInLink(who);
    case "sign-in-link-refused":
      return e.signInLinkRefused(row.subject);
    case "sign-in-failed":
      return row.subject === "link" ? e.signInFailedLink : e.signInFailed(row.subject);
    case "passkey-added":
      return e.passkeyAdded(who);
    case "sign-out":
      return e.signOut(who);
    case "sign-out-everywhere":
      return e.signOutEverywhere(who);
    case "invite":
      return e.invite(who, row.subject, role(row.detail.replace(/^role /, "")));
    case "invite-link":
      return e.inviteLink(who, row.subject);
    case "role-change": {
      const [from = "", to = ""] = row.detail.split(" → ");
      return e.roleChange(who, row.subject, role(from), role(to));
    }
    case "disable":
      return e.disable(who, row.subject);
    case "enable":
      return e.enable(who, row.subject);
    case "media.image":
      return e.image(who, row.subject);
    case "media.clip":
      return e.clip(who, row.subject);
  }
  const action = row.action.startsWith("content.") ? row.action.slice("content.".length) : "";
  if ((contentActions as readonly string[]).includes(action)) {
    const type = row.subject.slice(0, row.subject.indexOf("/"));
    const thing = a.things[type] ?? a.someItem;
    const title = row.title ?? row.subject.slice(row.subject.indexOf("/") + 1);
    if (action === "restore") return e.restore(who, thing, title, Number(/^version (\d+)/.exec(row.detail)?.[1] ?? 0));
    if (action === "rename") {
      const to = row.subject.slice(row.subject.indexOf("/") + 1);
      return e.rename(who, thing, title, /^from (\S+)/.exec(row.detail)?.[1] ?? "", to);
    }
    return e[action as Exclude<ContentAction, "restore" | "rename">](who, thing, title);
  }
  return e.other(who);
}

export function AuditView({ view, props, t }: { view: AuditViewData; props: EditorPageProps; t: EditorStrings }) {
  const a = t.auditPage;
  const lang: EditorLang = props.lang;
  return (
    <>
      <h1>{a.title}</h1>
      <p>{a.intro}</p>
      {view.rows.length ? (
        <ol className="editor-activity" aria-label={a.listLabel}>
          {view.rows.map((row) => (
            <li key={row.id}>{a.when(auditSentence(row, t), formatDateTime(row.at, lang))}</li>
          ))}
        </ol>
      ) : (
        <p>{a.empty}</p>
      )}
      {view.older ? (
        <p>
          <a href={withLang(`/editor/auditoria?antes=${view.older}`, props.lang)}>{a.older}</a>
        </p>
      ) : null}
    </>
  );
}
