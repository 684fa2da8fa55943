/**
 * The picker of an item's picture or Libras clip: nothing is typed by name.
 *
 * Without JavaScript it is the field's hidden value (the media's name), the current thumbnail, and a
 * plain file input named `media-upload:<field>` in the item's own form: saving or publishing the
 * form (multipart) stores the file and attaches it (server/editor/media/item-form.ts).
 *
 * With JavaScript, choosing or dropping a file uploads it at once (XMLHttpRequest: the progress
 * is shown and announced in quarter steps), then shows its thumbnail; "Escolher entre as imagens
 * enviadas" opens the list of what is already uploaded (thumbnails, search by name or description,
 * paged); replacing or removing is one action. An image asks for its description (alt text) in
 * pt, en and es beside it; publishing without one names the field and the language.
 */
import { useId, useRef, useState, type DragEvent } from "react";
import { useHydrated } from "../../components/use-hydrated";
import { fieldId, formLangs, type FormLang } from "../../../common/editor/form-model";
import { uploadInputName, type MediaKind, type MediaPickerProps, type PickerMedia } from "../../../common/editor/media-picker";
import { mediaStrings } from "../../../common/editor/media-strings";
import type { UiLang } from "../../../common/editor/strings";

const langTags: Record<FormLang, string> = { pt: "pt-BR", en: "en-US", es: "es-ES" };

export interface MediaFieldProps {
  kind: MediaKind;
  /** The field's posted name: an image object's (`image`), or a clip's (`libras`). */
  name: string;
  label: string;
  /** An image: `{ file, alt }`; a clip: its name. */
  value: unknown;
  /** The field may be left empty (then it can be removed). */
  optional: boolean;
  ui: UiLang;
  picker?: MediaPickerProps;
  /** Error messages of a posted name, as the form holds them. */
  errorsOf: (name: string) => string[];
  errorPrefix: string;
}

type Phase =
  | { phase: "idle" }
  | { phase: "sending"; percent: number }
  | { phase: "processing" }
  | { phase: "done" }
  | { phase: "chosen"; label: string }
  | { phase: "removed" }
  | { phase: "failed"; message: string };

export function MediaField(props: MediaFieldProps) {
  const { kind, name, label, value, optional, ui, errorsOf, errorPrefix } = props;
  const t = mediaStrings[ui];
  const uid = useId();
  const fileName = kind === "image" ? `${name}.file` : name;
  // The error summary links to the file input (fieldId of the value's name); the group has its own.
  const id = kind === "image" ? fieldId(name) : `${fieldId(name)}-picker`;
  const inputId = fieldId(fileName);
  // Uploading at once, the list and removing need the browser's script: until then, the plain form.
  const live = useHydrated();
  const picker = live ? props.picker : undefined;
  const obj = (value && typeof value === "object" ? value : {}) as { file?: unknown; alt?: Record<string, unknown> };
  const initial = kind === "image" ? (typeof obj.file === "string" ? obj.file : "") : typeof value === "string" ? value : "";
  const [current, setCurrent] = useState(initial);
  const [known, setKnown] = useState<Record<string, PickerMedia>>(props.picker?.current ?? {});
  const [state, setState] = useState<Phase>({ phase: "idle" });
  const [dragging, setDragging] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const media = current ? known[current] : undefined;
  const busy = state.phase === "sending" || state.phase === "processing";
  const fileErrors = errorsOf(fileName);
  const failed = state.phase === "failed" ? [state.message] : fileErrors;
  const hintId = `${id}-upload-hint`;
  const errorId = `${id}-upload-error`;
  const statusText =
    state.phase === "sending"
      ? // in quarter steps: a screen reader hears four updates, not a hundred
        t.sending(Math.floor(state.percent / 25) * 25)
      : state.phase === "processing"
        ? t.processing[kind]
        : state.phase === "done"
          ? t.done[kind]
          : state.phase === "chosen"
            ? t.chosen(state.label)
            : state.phase === "removed"
              ? t.removed[kind]
              : "";

  const attach = (m: PickerMedia) => {
    setKnown((k) => ({ ...k, [m.name]: m }));
    setCurrent(m.name);
  };

  const upload = (file: File) => {
    if (!picker || busy) return;
    const form = new FormData();
    form.append("file", file);
    const request = new XMLHttpRequest();
    request.open("POST", picker.upload[kind]);
    request.setRequestHeader("Accept", "application/json");
    request.responseType = "json";
    request.upload.onprogress = (e) => {
      if (e.lengthComputable) setState({ phase: "sending", percent: Math.floor((e.loaded / e.total) * 100) });
    };
    request.upload.onload = () => setState({ phase: "processing" });
    request.onload = () => {
      const body = request.response as {
        ok?: boolean;
        name?: string;
        media?: PickerMedia;
        message?: Record<UiLang, string>;
      } | null;
      if (request.status < 300 && body?.ok && body.name) {
        attach(body.media ?? { name: body.name, kind, label: file.name, thumb: "" });
        setState({ phase: "done" });
      } else {
        setState({ phase: "failed", message: body?.message?.[ui] ?? t.failed });
        fileRef.current?.focus();
      }
    };
    request.onerror = () => {
      setState({ phase: "failed", message: t.failed });
      fileRef.current?.focus();
    };
    setState({ phase: "sending", percent: 0 });
    request.send(form);
    // The file went now: the item's own form does not send it again.
    if (fileRef.current) fileRef.current.value = "";
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) upload(file);
  };

  return (
    <fieldset
      className="ef-group ef-media"
      id={id}
      data-dragging={dragging || undefined}
      data-invalid={failed.length > 0 || undefined}
      onDragOver={(e) => {
        if (!picker) return;
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={picker ? onDrop : undefined}
    >
      <legend>{label}</legend>
      <input type="hidden" name={fileName} value={current} />
      <div className="ef-media-current">
        {current && media?.thumb ? (
          <figure>
            <img
              src={media.thumb}
              alt={
                (kind === "image" && typeof obj.alt?.pt === "string" && obj.alt.pt) || media.description?.pt || t.thumbAlt[kind]
              }
              width={160}
            />
            <figcaption>
              {[t.current[kind], media.label || media.description?.[ui === "en" ? "en" : "pt"]].filter(Boolean).join(": ")}
            </figcaption>
          </figure>
        ) : (
          <p className="ef-hint">{current ? [t.current[kind], media?.label].filter(Boolean).join(": ") : t.none[kind]}</p>
        )}
      </div>
      <div className="ef-field ef-media-upload">
        <label htmlFor={inputId}>{current ? t.replace[kind] : t.upload[kind]}</label>
        <p className="ef-hint" id={hintId}>
          {t.uploadHint[kind]} {picker ? null : t.noScriptHint}
        </p>
        {failed.length > 0 && (
          <p className="ef-error" id={errorId}>
            <span className="visually-hidden">{errorPrefix}</span> {failed.join(" ")}
          </p>
        )}
        <input
          ref={fileRef}
          id={inputId}
          name={uploadInputName(fileName)}
          type="file"
          accept={kind === "image" ? "image/jpeg,image/png,image/webp" : "video/mp4"}
          aria-describedby={failed.length ? `${hintId} ${errorId}` : hintId}
          aria-invalid={failed.length > 0 || undefined}
          disabled={busy}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file && picker) upload(file);
          }}
        />
      </div>
      {state.phase === "sending" && <progress className="ef-progress" max={100} value={state.percent} aria-label={t.progress} />}
      <p role="status" aria-live="polite" className="ef-media-status">
        {statusText}
      </p>
      {picker ? (
        <div className="ef-media-actions">
          <Library
            kind={kind}
            picker={picker}
            ui={ui}
            chooseRef={chooseRef}
            onChoose={(m) => {
              attach(m);
              setState({ phase: "chosen", label: m.label || m.description?.pt || t.untitled });
            }}
          />
          {optional && current ? (
            <button
              type="button"
              className="ef-list-button"
              onClick={() => {
                setCurrent("");
                setState({ phase: "removed" });
                chooseRef.current?.focus();
              }}
            >
              {t.remove[kind]}
            </button>
          ) : null}
        </div>
      ) : null}
      {kind === "image" ? (
        <fieldset className="ef-languages ef-media-alt" id={fieldId(`${name}.alt`)} aria-describedby={`${uid}-alt-hint`}>
          <legend>{t.altLegend}</legend>
          <p className="ef-hint" id={`${uid}-alt-hint`}>
            {t.altHint}
          </p>
          <div className="ef-language-row">
            {formLangs.map((l) => {
              const altName = `${name}.alt.${l}`;
              const altId = fieldId(altName);
              const messages = errorsOf(altName);
              return (
                <div className="ef-language" key={l} data-invalid={messages.length > 0 || undefined}>
                  <label htmlFor={altId}>{t.altLabel(t.languageNames[l])}</label>
                  {messages.length ? (
                    <p className="ef-error" id={`${altId}-error`}>
                      <span className="visually-hidden">{errorPrefix}</span> {messages.join(" ")}
                    </p>
                  ) : null}
                  {/* A description runs to a sentence or two: read whole, not scrolled in one line. */}
                  <textarea
                    id={altId}
                    name={altName}
                    rows={2}
                    lang={langTags[l]}
                    defaultValue={typeof obj.alt?.[l] === "string" ? (obj.alt[l] as string) : ""}
                    aria-describedby={messages.length ? `${uid}-alt-hint ${altId}-error` : `${uid}-alt-hint`}
                    aria-invalid={messages.length > 0 || undefined}
                  />
                </div>
              );
            })}
          </div>
        </fieldset>
      ) : null}
    </fieldset>
  );
}

/** The uploaded media: a disclosure with a search and thumbnails to choose from. */
function Library({
  kind,
  picker,
  ui,
  chooseRef,
  onChoose,
}: {
  kind: MediaKind;
  picker: MediaPickerProps;
  ui: UiLang;
  chooseRef: React.RefObject<HTMLButtonElement | null>;
  onChoose: (m: PickerMedia) => void;
}) {
  const t = mediaStrings[ui];
  const uid = useId();
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState<PickerMedia[]>([]);
  const [more, setMore] = useState(false);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const [loading, setLoading] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);

  const load = async (query: string, nextPage: number) => {
    setLoading(true);
    try {
      const params = new URLSearchParams({
        midia: kind === "clip" ? "clipe" : "imagem",
        busca: query,
        pagina: String(nextPage),
        lang: ui,
      });
      const res = await fetch(`${picker.library}&${params}`, { headers: { Accept: "application/json" } });
      const body = (await res.json()) as { items?: PickerMedia[]; more?: boolean };
      setItems((old) => (nextPage === 1 ? (body.items ?? []) : [...old, ...(body.items ?? [])]));
      setMore(Boolean(body.more));
      setPage(nextPage);
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <button
        type="button"
        ref={chooseRef}
        className="ef-list-button"
        aria-expanded={open}
        aria-controls={`${uid}-library`}
        onClick={() => {
          const next = !open;
          setOpen(next);
          if (next) {
            void load(search, 1);
            requestAnimationFrame(() => searchRef.current?.focus());
          }
        }}
      >
        {open ? t.closeLibrary : t.choose[kind]}
      </button>
      {open ? (
        <section className="ef-media-library" id={`${uid}-library`} aria-labelledby={`${uid}-library-title`}>
          <h3 id={`${uid}-library-title`}>{t.libraryTitle[kind]}</h3>
          <div className="ef-media-search" role="search">
            <label htmlFor={`${uid}-search`}>{t.search}</label>
            <input
              ref={searchRef}
              id={`${uid}-search`}
              type="search"
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              onKeyDown={(e) => {
                // Enter searches here instead of submitting the item's form.
                if (e.key === "Enter") {
                  e.preventDefault();
                  void load(search, 1);
                }
              }}
            />
            <button type="button" className="ef-list-button" onClick={() => void load(search, 1)}>
              {t.searchButton}
            </button>
          </div>
          <p role="status" aria-live="polite" className="ef-media-status">
            {loading ? t.loading : items.length === 0 ? t.empty : ""}
          </p>
          <ul className="ef-media-grid">
            {items.map((m) => {
              const name = m.label || m.description?.[ui === "en" ? "en" : "pt"] || t.untitled;
              return (
                <li key={m.name}>
                  <button
                    type="button"
                    className="ef-media-choice"
                    onClick={() => {
                      onChoose(m);
                      setOpen(false);
                      chooseRef.current?.focus();
                    }}
                  >
                    <img src={m.thumb} alt={m.description?.pt ?? ""} width={120} loading="lazy" />
                    <span>
                      <span className="visually-hidden">{t.use("")}</span>
                      {name}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          {more ? (
            <button type="button" className="ef-list-button" disabled={loading} onClick={() => void load(search, page + 1)}>
              {t.more}
            </button>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
