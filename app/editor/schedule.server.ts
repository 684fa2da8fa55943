/**
 * The "Agendar" section of an item's form: what is planned for the item (read with the form), and
 * its own POST (/editor/<type>/<key>/agenda): plan a publish or an end at a Fortaleza date and
 * time, or cancel a plan. Answered by a redirect back to the item with a notice or the refusal and
 * what was typed in the address (post/redirect/get: it works without JavaScript). Each write is
 * audited. The calendar itself: server/editor/schedule/scheduler.ts.
 */
import { editorPath, typeOfEditorSlug } from "../../common/editor/paths";
import { data, redirect } from "react-router";
import type { ActionArgs, LoaderArgs } from "../context";
import { contentTypeRows } from "../../common/content/content-types";
import { fortalezaInstant } from "../../common/editor/schedule-time";
import { recordAudit } from "../../server/editor/auth/audit";
import { canEnd, isScheduleError } from "../../server/editor/schedule/scheduler";
import { addressKeyTypes } from "../../server/editor/content/identifiers";
import { renamedTo } from "../../server/editor/content/redirects";
import { CSRF_FIELD, readEditorForm, requireEditor } from "./editor.server";
import type { ScheduleSectionView } from "./views";

type Args = LoaderArgs | ActionArgs;

const itemPath = (type: string, key: string) => editorPath(type, key);

/** The section's data for an item's page (null for a new item, not saved yet). */
export async function scheduleSection(args: Args, type: string, key: string | null): Promise<ScheduleSectionView | null> {
  const row = contentTypeRows.find((r) => r.type === type);
  if (!row || key === null) return null;
  const { pending, recent } = await args.context.services.scheduler.forItem(type, key);
  const query = new URL(args.request.url).searchParams;
  const error = query.get("agenda-erro");
  const wanted = query.get("agenda-acao");
  return {
    action: `${itemPath(type, key)}/agenda`,
    canEnd: canEnd(row),
    endNote: type === "news-highlight" ? "highlight" : row.snapshot === "vacancies" ? "opening" : null,
    pending: pending.map((c) => ({ id: c.id, action: c.action, at: c.at, by: c.scheduledBy, running: c.status === "running" })),
    recent: recent.map((c) => ({ action: c.action, at: c.at, failed: c.status === "failed" ? (c.outcome ?? "other") : null })),
    notice: query.get("agenda-aviso"),
    noticeAt: query.get("agenda-em"),
    error,
    values: {
      action: wanted === "unpublish" ? "unpublish" : "publish",
      date: (query.get("agenda-data") ?? "").slice(0, 10),
      time: (query.get("agenda-hora") ?? "").slice(0, 5),
    },
  };
}

/** POST /editor/<type>/<key>/agenda: `agendar` (plan) or `cancelar` (the plan's id). */
export async function scheduleAction(args: ActionArgs) {
  const type = typeOfEditorSlug(args.params.type ?? "") ?? "";
  const row = contentTypeRows.find((r) => r.type === type);
  if (!row) throw data({ code: "not_found" }, { status: 404 });
  const session = await requireEditor(args, { type });
  const form = await readEditorForm(args, session);
  const { scheduler, database } = args.context.services;
  // A form opened before someone changed the item's key plans for the item under its key now.
  const named = args.params.key ?? "";
  const key = (addressKeyTypes.has(type) && (await renamedTo(database.db, type, named))) || named;
  const actor = { id: session.account.email, role: session.account.role };
  const lang = new URL(args.request.url).searchParams.get("lang");
  const back = (params: Record<string, string>) =>
    redirect(
      `${itemPath(type, key)}?${new URLSearchParams({ ...(lang === "en" || lang === "pt" ? { lang } : {}), ...params })}#agendar`,
      303,
    );
  const audit = (action: string, detail: string) =>
    recordAudit(database.db, {
      actor: { id: session.account.id, email: session.account.email },
      action,
      subject: `${type}/${key}`,
      detail,
    });

  const cancel = form.get("cancelar");
  if (cancel !== null) {
    const id = Number(cancel);
    if (!Number.isSafeInteger(id)) throw data({ code: "bad_request" }, { status: 400 });
    try {
      const cancelled = await scheduler.cancel(actor, id, { type, key });
      if (!cancelled) return back({ "agenda-aviso": "gone" });
      await audit("schedule.cancel", `${cancelled.action} ${cancelled.at}`);
      return back({ "agenda-aviso": "cancelled" });
    } catch (error) {
      if (isScheduleError(error)) return back({ "agenda-erro": error.code });
      throw error;
    }
  }

  const action = String(form.get("acao") ?? "");
  const date = String(form.get("data") ?? "").trim();
  const time = String(form.get("hora") ?? "").trim();
  const typed = { "agenda-acao": action.slice(0, 12), "agenda-data": date.slice(0, 10), "agenda-hora": time.slice(0, 5) };
  if (action !== "publish" && action !== "unpublish") return back({ ...typed, "agenda-erro": "action" });
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return back({ ...typed, "agenda-erro": "date" });
  if (!/^\d{2}:\d{2}$/.test(time)) return back({ ...typed, "agenda-erro": "time" });
  const at = fortalezaInstant(date, time);
  if (!at) return back({ ...typed, "agenda-erro": "bad_moment" });
  try {
    const planned = await scheduler.plan(actor, type, key, action, at);
    await audit("schedule.plan", `${action} ${planned.at}`);
    return back({ "agenda-aviso": "planned", "agenda-em": planned.at });
  } catch (error) {
    if (isScheduleError(error)) return back({ ...typed, "agenda-erro": error.code });
    throw error;
  }
}

export { CSRF_FIELD };
