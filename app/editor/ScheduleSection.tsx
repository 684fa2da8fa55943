/**
 * "Agendar" on an item's form: plan a publish or an end at a date and a time (Fortaleza), with
 * native date and time inputs and plain forms (it works without JavaScript), and the plans still
 * to come, each with its Cancel button. The data and the POST: app/editor/schedule.server.ts.
 */
import { scheduleStrings } from "../../common/editor/schedule-strings";
import type { EditorLang } from "./strings";
import type { ScheduleSectionView } from "./views";

const FIELD_OF_ERROR: Record<string, "acao" | "data" | "hora"> = {
  action: "acao",
  date: "data",
  time: "hora",
  bad_moment: "data",
  past: "data",
  already_planned: "data",
  not_applicable: "acao",
};

export function ScheduleSection({ view, lang, csrf }: { view: ScheduleSectionView; lang: EditorLang; csrf: string }) {
  const s = scheduleStrings[lang];
  const message = view.error ? ((s.errors as Record<string, string>)[view.error] ?? s.failures.other) : null;
  const field = view.error ? FIELD_OF_ERROR[view.error] : undefined;
  const notice =
    view.notice === "planned" && view.noticeAt
      ? s.notices.planned(view.noticeAt)
      : view.notice === "cancelled" || view.notice === "gone"
        ? s.notices[view.notice]
        : null;
  const errorFor = (name: "acao" | "data" | "hora") =>
    message && field === name ? (
      <p className="editor-field-error" id={`agenda-${name}-erro`}>
        {message}
      </p>
    ) : null;
  const describedBy = (name: "acao" | "data" | "hora", hint?: string) =>
    [hint, message && field === name ? `agenda-${name}-erro` : undefined].filter(Boolean).join(" ") || undefined;
  const endNote = view.endNote === "highlight" ? s.highlightEnd : view.endNote === "opening" ? s.openingEnd : null;
  return (
    <section aria-labelledby="agendar" className="editor-schedule">
      <h2 id="agendar">{s.title}</h2>
      {notice ? (
        <p className="editor-notice" role="status">
          {notice}
        </p>
      ) : null}
      {message && !field ? (
        <p className="editor-field-error" role="alert">
          {message}
        </p>
      ) : null}
      <h3>{s.pendingTitle}</h3>
      {view.pending.length ? (
        <ul>
          {view.pending.map((p) => {
            const line = s.pendingLine(p.action, p.at, p.by);
            return (
              <li key={p.id}>
                {line}
                {p.running ? ` (${s.running})` : null}{" "}
                {p.running ? null : (
                  <form method="post" action={view.action} className="editor-inline-form">
                    <input type="hidden" name="_csrf" value={csrf} />
                    <button
                      type="submit"
                      name="cancelar"
                      value={String(p.id)}
                      className="editor-button editor-button-quiet"
                      aria-label={s.cancelLabel(line)}
                    >
                      {s.cancel}
                    </button>
                  </form>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <p>{s.nonePending}</p>
      )}
      <p className="editor-hint">{s.intro}</p>
      {endNote ? <p className="editor-hint">{endNote}</p> : null}
      <form method="post" action={view.action}>
        <input type="hidden" name="_csrf" value={csrf} />
        {view.canEnd ? (
          <fieldset className={field === "acao" ? "editor-field editor-field-invalid" : "editor-field"}>
            <legend>{s.actionLegend}</legend>
            {errorFor("acao")}
            {(["publish", "unpublish"] as const).map((a) => (
              <div key={a}>
                <input
                  type="radio"
                  id={`agenda-acao-${a}`}
                  name="acao"
                  value={a}
                  defaultChecked={view.values.action === a}
                  aria-describedby={describedBy("acao", `agenda-acao-${a}-dica`)}
                />{" "}
                <label htmlFor={`agenda-acao-${a}`}>{s.actions[a]}</label>
                <p className="editor-hint" id={`agenda-acao-${a}-dica`}>
                  {s.actionHints[a]}
                </p>
              </div>
            ))}
          </fieldset>
        ) : (
          <input type="hidden" name="acao" value="publish" />
        )}
        {(
          [
            ["data", "date", s.date, s.dateHint, view.values.date],
            ["hora", "time", s.time, s.timeHint, view.values.time],
          ] as const
        ).map(([name, type, label, hint, value]) => (
          <div key={name} className={field === name ? "editor-field editor-field-invalid" : "editor-field"}>
            <label htmlFor={`agenda-${name}`}>{label}</label>
            <p className="editor-hint" id={`agenda-${name}-dica`}>
              {hint}
            </p>
            {errorFor(name)}
            <input
              id={`agenda-${name}`}
              name={name}
              type={type}
              required
              defaultValue={value}
              aria-describedby={describedBy(name, `agenda-${name}-dica`)}
              aria-invalid={field === name || undefined}
            />
          </div>
        ))}
        <button type="submit" className="editor-button">
          {view.canEnd ? s.submit : `${s.submit}: ${s.actions.publish}`}
        </button>
      </form>
      {view.recent.length ? (
        <>
          <h3>{s.recentTitle}</h3>
          <ul>
            {view.recent.map((r) => (
              <li key={`${r.action}-${r.at}`}>
                {r.failed
                  ? s.recentFailed(r.action, r.at, s.failures[r.failed] ?? s.failures.other!)
                  : s.recentDone(r.action, r.at)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
