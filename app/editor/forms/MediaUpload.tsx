/**
 * The upload form for an image (with its alt text in pt, en and es) or a Libras clip. Without
 * JavaScript it is a plain multipart form that posts to `action` (the route renders the result).
 * With JavaScript the same form is sent with XMLHttpRequest so that a progress bar can show the
 * bytes sent, then "processing" until the server has made the variants; the server's answer (the
 * JSON of server/editor/media/uploads.ts) is shown in a live region and handed to `onUploaded`.
 * It is its own form: rendered outside the item's form (forms do not nest).
 */
import { useId, useRef, useState, type FormEvent } from "react";
import { formLangs, type FormLang } from "../../../common/editor/form-model";
import { formStrings, type UiLang } from "../../../common/editor/strings";

const langTags: Record<FormLang, string> = { pt: "pt-BR", en: "en-US", es: "es-ES" };

export interface MediaUploadProps {
  kind: "image" | "clip";
  action: string;
  ui: UiLang;
  /** Hidden fields the route needs before the file (a CSRF token). */
  hidden?: Record<string, string>;
  /** An error to show when the page was rendered after a refused upload without JavaScript. */
  error?: string;
  onUploaded?: (result: { name: string }) => void;
}

type State =
  | { phase: "idle" }
  | { phase: "sending"; percent: number }
  | { phase: "processing" }
  | { phase: "done"; name: string }
  | { phase: "failed"; message: string };

export function MediaUpload({ kind, action, ui, hidden = {}, error, onUploaded }: MediaUploadProps) {
  const t = formStrings[ui];
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>(error ? { phase: "failed", message: error } : { phase: "idle" });
  const busy = state.phase === "sending" || state.phase === "processing";

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const request = new XMLHttpRequest();
    request.open("POST", action);
    request.setRequestHeader("Accept", "application/json");
    request.responseType = "json";
    request.upload.onprogress = (e) => {
      if (e.lengthComputable) setState({ phase: "sending", percent: Math.floor((e.loaded / e.total) * 100) });
    };
    request.upload.onload = () => setState({ phase: "processing" });
    request.onload = () => {
      const body = request.response as { ok?: boolean; name?: string; message?: Record<UiLang, string> } | null;
      if (request.status < 300 && body?.ok && body.name) {
        setState({ phase: "done", name: body.name });
        onUploaded?.({ name: body.name });
      } else {
        setState({ phase: "failed", message: body?.message?.[ui] ?? t.upload.failed });
        fileRef.current?.focus();
      }
    };
    request.onerror = () => {
      setState({ phase: "failed", message: t.upload.failed });
      fileRef.current?.focus();
    };
    setState({ phase: "sending", percent: 0 });
    request.send(new FormData(event.currentTarget));
  };

  const fileId = `${id}-file`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const failed = state.phase === "failed";
  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      encType="multipart/form-data"
      className="ef-upload"
      onSubmit={onSubmit}
      noValidate
    >
      <fieldset>
        <legend>{kind === "image" ? t.upload.imageLegend : t.upload.clipLegend}</legend>
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {kind === "image" && (
          <fieldset className="ef-languages">
            <legend>{t.upload.alt}</legend>
            <p className="ef-hint" id={`${id}-alt-hint`}>
              {t.upload.altHint}
            </p>
            <div className="ef-language-row">
              {formLangs.map((l) => (
                <div className="ef-language" key={l}>
                  <label htmlFor={`${id}-alt-${l}`} lang={langTags[l]}>
                    {t.languageNames[l]}
                  </label>
                  <input
                    id={`${id}-alt-${l}`}
                    name={`alt.${l}`}
                    type="text"
                    lang={langTags[l]}
                    required
                    aria-describedby={`${id}-alt-hint`}
                  />
                </div>
              ))}
            </div>
          </fieldset>
        )}
        <div className="ef-field" data-invalid={failed || undefined}>
          <label htmlFor={fileId}>{t.upload.file}</label>
          <p className="ef-hint" id={hintId}>
            {kind === "image" ? t.upload.imageHint : t.upload.clipHint}
          </p>
          {failed && (
            <p className="ef-error" id={errorId}>
              <span className="visually-hidden">{t.errorPrefix}</span> {state.message}
            </p>
          )}
          <input
            ref={fileRef}
            id={fileId}
            name="file"
            type="file"
            required
            accept={kind === "image" ? "image/jpeg,image/png,image/webp" : "video/mp4"}
            aria-describedby={failed ? `${hintId} ${errorId}` : hintId}
            aria-invalid={failed || undefined}
          />
        </div>
        <button type="submit" disabled={busy}>
          {t.upload.submit}
        </button>
        {state.phase === "sending" && (
          <progress className="ef-progress" max={100} value={state.percent} aria-label={t.upload.progress} />
        )}
        <p role="status" className="ef-upload-status">
          {state.phase === "sending"
            ? // in quarter steps: a screen reader hears four updates, not a hundred
              t.upload.sending(Math.floor(state.percent / 25) * 25)
            : state.phase === "processing"
              ? t.upload.processing
              : state.phase === "done"
                ? t.upload.done
                : ""}
        </p>
      </fieldset>
    </form>
  );
}
