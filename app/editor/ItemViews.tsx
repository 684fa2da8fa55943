/**
 * The editor's content pages inside EditorPage: a type's list (search, status, languages), an
 * item's form (ItemForm from the type's schema, pt/en/es side by side, Save draft, Publish,
 * Unpublish, Duplicate, previews, an image upload) and its history (versions, a readable diff,
 * Restore). Every action is a plain form post; nothing needs JavaScript.
 */
import { editorPath } from "../../common/editor/paths";
import { useEffect, useRef } from "react";
import type { z } from "zod";
import { contentTypeRows } from "../../common/content/content-types";
import { proposeItemKey } from "../../common/content/item-key";
import { formatDateTime } from "../../common/editor/format-date";
import { parseFieldName } from "../../common/editor/form-model";
import { fieldPathLabel, formStrings } from "../../common/editor/strings";
import { shownValue } from "./change-values";
import { ItemForm, type SystemField } from "./forms";
import { ScheduleSection } from "./ScheduleSection";
import { withLang } from "./EditorShell";
import { itemStrings, type ItemStrings } from "./item-strings";
import type { EditorLang, EditorStrings } from "./strings";
import {
  REPLACE_REDIRECT_FIELD,
  type ChangeLine,
  type EditorPageProps,
  type EditorView,
  type ShownMedia,
  type StaleInfo,
} from "./views";

type ViewOf<K extends EditorView["kind"]> = Extract<EditorView, { kind: K }>;
const LANGS = ["pt", "en", "es"] as const;
/** Types whose id the server gives at creation (server/editor/content/identifiers.ts). */
const generatedIdTypes: ReadonlySet<string> = new Set(["vacancy", "news", "social-action", "award", "research"]);
/**
 * Of those, the types whose id staff use: an opening's number ("Número da vaga", 77). The others'
 * ids ("noticia12", "premiacao3") are the system's alone: the form posts them back unchanged and
 * shows nothing; the item is known by its title, as the page's heading and the list name it.
 */
const shownIdTypes: ReadonlySet<string> = new Set(["vacancy"]);
/** Whether a type's items are keyed by an id staff never see (the list names them by title alone too). */
const hiddenId = (type: string) => generatedIdTypes.has(type) && !shownIdTypes.has(type);

/** The schema of one item of a type: a list's element, or the single value's schema. */
function itemSchema(type: string): z.ZodType | undefined {
  const row = contentTypeRows.find((r) => r.type === type);
  if (!row) return undefined;
  return row.key ? (row.schema as unknown as z.ZodArray<z.ZodType>).element : (row.schema as z.ZodType);
}

const itemHref = (type: string, key: string) => editorPath(type, key);

/** A changed field by its name in the staff's words: "Requisitos › item 3 (inglês)", never `requirements[2].en`. */
function changedField(type: string, path: string, lang: EditorLang, i: ItemStrings): string {
  if (path === "" || path === "(item)") return i.history.wholeItem;
  const keys = parseFieldName(path.startsWith("[") ? `value${path}` : path);
  if (!keys) return i.history.someField;
  return fieldPathLabel(path.startsWith("[") ? keys.slice(1) : keys, lang, type);
}

/** A status message that takes focus when the page opens with it (after a save, a publish…). */
function Notice({ text }: { text: string | null }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  if (!text) return null;
  return (
    // eslint-disable-next-line jsx-a11y/no-autofocus -- the answer to a save or publish: read first, also without JavaScript
    <p className="editor-notice" role="status" tabIndex={-1} ref={ref} autoFocus>
      {text}
    </p>
  );
}

export function ItemsView({ view, props, t }: { view: ViewOf<"items">; props: EditorPageProps; t: EditorStrings }) {
  const i = itemStrings[props.lang];
  const typeName = t.types[view.type] ?? view.type;
  const base = editorPath(view.type);
  return (
    <>
      <h1>{typeName}</h1>
      {view.list ? (
        <p>
          <a className="editor-button" href={withLang(`${base}/novo`, props.lang)}>
            {i.list.newItem}
          </a>
        </p>
      ) : null}
      <form method="get" action={base} className="editor-inline-form" role="search" aria-label={i.list.searchLabel}>
        {props.lang === "en" ? <input type="hidden" name="lang" value="en" /> : null}
        <div className="editor-field">
          <label htmlFor="busca">{i.list.searchLabel}</label>
          <p className="editor-hint" id="busca-dica">
            {i.list.searchHint}
          </p>
          <input id="busca" name="q" type="search" defaultValue={view.search} aria-describedby="busca-dica" />
        </div>
        <div className="editor-field">
          <label htmlFor="estado">{i.list.statusLabel}</label>
          <select id="estado" name="estado" defaultValue={view.status}>
            <option value="">{i.list.anyStatus}</option>
            {(["draft", "published", "closed"] as const).map((s) => (
              <option key={s} value={s}>
                {i.status[s]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="editor-button">
          {i.list.filter}
        </button>
      </form>
      <p role="status">{i.list.count(view.total)}</p>
      {view.items.length ? (
        // A table wider than a phone scrolls in its own box, which the keyboard must reach.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="editor-table-wrap" tabIndex={0} role="region" aria-label={`${typeName}: ${i.list.caption}`}>
          <table className="editor-table editor-items">
            <thead>
              <tr>
                <th scope="col">{i.list.title}</th>
                <th scope="col">{i.list.status}</th>
                <th scope="col">{i.list.languages}</th>
                <th scope="col">{i.list.updated}</th>
              </tr>
            </thead>
            <tbody>
              {view.items.map((item) => (
                <tr key={item.key}>
                  <td>
                    <a href={withLang(itemHref(view.type, item.key), props.lang)}>{item.title}</a>
                    {item.title !== item.key && !hiddenId(view.type) ? <span className="editor-hint"> ({item.key})</span> : null}
                  </td>
                  <td>
                    {i.status[item.status]}
                    {item.hasDraft && item.status !== "draft" ? `, ${i.list.pendingDraft}` : ""}
                  </td>
                  <td>
                    <Languages i={i} languages={item.languages} />
                  </td>
                  <td>
                    {formatDateTime(item.updatedAt, props.lang)} · {i.authors[item.updatedBy] ?? item.updatedBy}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{i.list.empty}</p>
      )}
    </>
  );
}

function Languages({ i, languages }: { i: ItemStrings; languages: Record<(typeof LANGS)[number], boolean> }) {
  return (
    <ul className="editor-langs">
      {LANGS.map((l) => (
        <li key={l} className={languages[l] ? "editor-lang-ok" : "editor-lang-missing"}>
          <abbr title={i.langNames[l]}>{i.langAbbr[l]}</abbr>
          <span className="visually-hidden">{` ${i.langNames[l]}:`}</span> {languages[l] ? i.complete : i.incomplete}
        </li>
      ))}
    </ul>
  );
}

/**
 * A picture or clip in a change, as staff know it: a thumbnail, the description they wrote (or the
 * file's name as uploaded), never the name it is stored under. The thumbnail is decorative: the
 * words beside it say what it shows.
 */
function MediaValue({ media, lang, i }: { media: ShownMedia; lang: EditorLang; i: ItemStrings }) {
  const description = media.description?.[lang]?.trim() || media.description?.pt.trim() || null;
  const fallback = media.kind === "image" ? i.history.pictureWithoutDescription : i.history.librasClip;
  return (
    <span className="editor-diff-media">
      {media.thumb ? <img src={media.thumb} alt="" loading="lazy" decoding="async" /> : null}
      <span>
        {description ?? (media.fileName ? null : fallback)}
        {media.fileName ? (
          <>
            {description ? " " : null}
            <span className={description ? "editor-hint editor-diff-file" : "editor-diff-file"}>
              {i.history.uploadedAs(media.fileName)}
            </span>
          </>
        ) : null}
      </span>
    </span>
  );
}

/** One side of a change, the same for both: what was removed (`del`) or added (`ins`), a picture or the text, or "nada". */
function ChangeSide({
  Mark,
  text,
  media,
  path,
  type,
  lang,
  i,
}: {
  Mark: "del" | "ins";
  text: string;
  media: ShownMedia | undefined;
  path: string;
  type: string;
  lang: EditorLang;
  i: ItemStrings;
}) {
  if (media)
    return (
      <Mark>
        <MediaValue media={media} lang={lang} i={i} />
      </Mark>
    );
  return text ? <Mark>{shownValue(type, path, text, lang)}</Mark> : i.history.nothing;
}

function Changes({
  i,
  changes,
  caption,
  type,
  lang,
}: {
  i: ItemStrings;
  changes: ChangeLine[];
  caption: string;
  type: string;
  lang: EditorLang;
}) {
  if (!changes.length) return <p>{i.history.noChanges}</p>;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a wide table scrolls in its own box
    <div className="editor-table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="editor-table editor-diff editor-stacked">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{i.history.field}</th>
            <th scope="col">{i.history.before}</th>
            <th scope="col">{i.history.after}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((c, n) => (
            <tr key={n}>
              <th scope="row">
                {changedField(type, c.path, lang, i)} <span className="editor-hint">({i.history.kinds[c.kind]})</span>
              </th>
              <td data-label={i.history.before}>
                <ChangeSide Mark="del" text={c.before} media={c.beforeMedia} path={c.path} type={type} lang={lang} i={i} />
              </td>
              <td data-label={i.history.after}>
                <ChangeSide Mark="ins" text={c.after} media={c.afterMedia} path={c.path} type={type} lang={lang} i={i} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Stale({ i, stale, type, lang }: { i: ItemStrings; stale: StaleInfo; type: string; lang: EditorLang }) {
  return (
    <div
      className="editor-error-summary"
      role="alert"
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the server's answer to a refused save
      autoFocus
      aria-labelledby="versao-antiga"
    >
      <h2 id="versao-antiga">{i.stale.title}</h2>
      <p>{i.stale.text(stale.baseVersion, stale.currentVersion)}</p>
      <ul>
        {stale.since.map((s) => (
          <li key={`${s.version}-${s.action}`}>
            {i.stale.by(s.author, i.history.actions[s.action] ?? s.action, formatDateTime(s.at, lang))}
          </li>
        ))}
      </ul>
      <Changes
        i={i}
        type={type}
        lang={lang}
        changes={stale.changes}
        caption={i.history.diffTitle(stale.baseVersion, stale.currentVersion)}
      />
    </div>
  );
}

/** The fields the system fills: an opening's number shown read-only, other ids kept out of sight, an opening's key proposed from its title (a saved key stays). */
function systemFields(type: string, isNew: boolean, ui: EditorPageProps["lang"]): Record<string, SystemField> {
  const f = formStrings[ui];
  const out: Record<string, SystemField> = {};
  // A new opening's number reads "Será atribuído ao salvar." where the number will be, once: the
  // same sentence as its hint too said nothing more. A saved one's hint says where its number came from.
  if (generatedIdTypes.has(type))
    out.id = hiddenId(type)
      ? { kind: "hidden" }
      : isNew
        ? { kind: "locked", shown: f.newId }
        : { kind: "locked", hint: f.generatedId, shown: null };
  if (type === "vacancy") {
    out.key = isNew
      ? { kind: "proposed", hint: f.keyHint, from: "title.pt", propose: proposeItemKey }
      : { kind: "changeable", hint: f.changeableKey };
  }
  return out;
}

export function ItemView({ view, props, t }: { view: ViewOf<"item">; props: EditorPageProps; t: EditorStrings }) {
  const i = itemStrings[props.lang];
  const schema = itemSchema(view.type);
  const typeName = t.types[view.type] ?? view.type;
  const itemTitle = titleOf(view.item) ?? view.key ?? "";
  const title = view.key === null ? i.item.newTitle(typeName) : i.item.editTitle(itemTitle);
  const here = view.key === null ? editorPath(view.type, "novo") : itemHref(view.type, view.key);
  const action = withLang(here, props.lang);
  const csrf = props.shell?.csrf ?? "";
  const isList = Boolean(contentTypeRows.find((r) => r.type === view.type)?.key);
  if (!schema) return null;
  const differs = view.status === "published" && view.hasDraft && view.publishedVersion !== null;
  const mainPreviews = view.previews.filter((p) => p.main);
  if (view.confirmUnpublish && view.key !== null) {
    return (
      <>
        <h1>{i.item.confirmTitle(itemTitle)}</h1>
        <p>{i.item.confirmText}</p>
        <form method="post" action={action} className="editor-confirm">
          <input type="hidden" name="_csrf" value={csrf} />
          <input type="hidden" name="_version" value={String(view.version)} />
          <button type="submit" name="intent" value="unpublish" className="editor-button editor-button-danger">
            {i.item.confirmYes}
          </button>
          <a href={action}>{i.item.confirmNo}</a>
        </form>
      </>
    );
  }
  return (
    <>
      <p>
        <a href={withLang(editorPath(view.type), props.lang)}>{i.item.back(typeName)}</a>
      </p>
      <h1>{title}</h1>
      <p className="editor-hint">{i.item.state(i.status[view.status] ?? view.status, view.version)}</p>
      {differs && view.key !== null ? (
        <p className="editor-draft-differs">
          <strong>{i.item.draftDiffers}</strong>{" "}
          <a
            href={withLang(
              `${itemHref(view.type, view.key)}/historico?de=${view.publishedVersion}&para=${view.version}`,
              props.lang,
            )}
          >
            {i.item.seeDifference}
          </a>
        </p>
      ) : null}
      {mainPreviews.length ? (
        <ul className="editor-previews">
          {mainPreviews.map((p) => (
            <li key={p.href}>
              <a href={p.href} className={p.lang === "pt" ? "editor-button editor-button-quiet" : undefined}>
                {p.lang === "pt" ? i.item.viewPreview : i.item.previewIn(i.item.previewLangs[p.lang] ?? p.lang)}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {view.errors.length || view.stale ? null : <Notice text={view.notice} />}
      {view.stale ? <Stale i={i} stale={view.stale} type={view.type} lang={props.lang} /> : null}
      <ItemForm
        schema={schema}
        item={view.item}
        ui={props.lang}
        errors={view.errors}
        action={action}
        hidden={{ _csrf: csrf, _version: String(view.version) }}
        focus={view.focus}
        media={view.media ?? undefined}
        title={i.item.formLabel}
        system={systemFields(view.type, view.key === null, props.lang)}
        defaultAction={{ name: "intent", value: "save", label: i.item.save }}
        actions={
          <>
            <button
              type="submit"
              name="intent"
              value="publish"
              className="editor-button editor-button-primary"
              aria-describedby="publicar-dica"
            >
              {i.item.publish}
            </button>
            <button type="submit" name="intent" value="save" className="editor-button editor-button-quiet">
              {i.item.save}
            </button>
            {view.redirectConflict ? (
              <div className="ef-field ef-checkbox">
                <input id="usar-endereco" type="checkbox" name={REPLACE_REDIRECT_FIELD} value="1" />
                <label htmlFor="usar-endereco">{i.item.replaceRedirect(view.redirectConflict)}</label>
              </div>
            ) : null}
            {view.key !== null && view.type === "vacancy" ? (
              <button type="submit" name="intent" value="duplicate" className="editor-button editor-button-quiet">
                {i.item.duplicate}
              </button>
            ) : null}
            <p className="editor-hint" id="publicar-dica">
              {i.item.publishHint}
            </p>
          </>
        }
      />
      {view.oldKeys?.length ? (
        <p className="editor-hint">
          {i.item.oldAddresses} {view.oldKeys.map((k) => `«${k}»`).join(", ")}
        </p>
      ) : null}
      {view.schedule ? <ScheduleSection view={view.schedule} lang={props.lang} csrf={csrf} /> : null}
      {view.key !== null ? (
        <p>
          <a href={withLang(`${itemHref(view.type, view.key)}/historico`, props.lang)}>{i.item.history}</a>
        </p>
      ) : null}
      {view.previews.length ? (
        <section aria-labelledby="previas">
          <h2 id="previas">{i.item.previewsTitle}</h2>
          <p className="editor-hint">{i.item.previewsHint}</p>
          <ul>
            {view.previews.map((p) => (
              <li key={p.href}>
                <a href={p.href}>{p.label}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {view.key !== null && view.status === "published" && isList ? (
        <section className="editor-danger-zone" aria-labelledby="tirar-do-site">
          <h2 id="tirar-do-site">{i.item.dangerTitle}</h2>
          <p>{i.item.dangerText}</p>
          <p>
            <a className="editor-button editor-button-danger" href={withLang(`${here}?confirmar=despublicar`, props.lang)}>
              {i.item.unpublishAsk}
            </a>
          </p>
        </section>
      ) : null}
    </>
  );
}

function titleOf(item: unknown): string | undefined {
  const title = (item as { title?: { pt?: unknown } } | null)?.title?.pt;
  return typeof title === "string" && title.trim() ? title : undefined;
}

export function HistoryView({ view, props }: { view: ViewOf<"history">; props: EditorPageProps }) {
  const i = itemStrings[props.lang];
  const base = itemHref(view.type, view.key);
  const csrf = props.shell?.csrf ?? "";
  return (
    <>
      <p>
        <a href={withLang(base, props.lang)}>{i.history.backToItem}</a>
      </p>
      <h1>{i.history.title(view.title)}</h1>
      {view.notice ? (
        <div
          className="editor-error-summary"
          role="alert"
          tabIndex={-1}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the server's answer to a refused restore
          autoFocus
        >
          <p>{view.notice}</p>
        </div>
      ) : null}
      {view.diff ? (
        <section aria-labelledby="mudancas">
          <h2 id="mudancas">{i.history.diffTitle(view.diff.from, view.diff.to)}</h2>
          <Changes
            i={i}
            type={view.type}
            lang={props.lang}
            changes={view.diff.changes}
            caption={i.history.diffTitle(view.diff.from, view.diff.to)}
          />
        </section>
      ) : null}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a wide table scrolls in its own box (on a phone its rows stack instead) */}
      <div className="editor-table-wrap" tabIndex={0} role="region" aria-label={i.history.caption}>
        <table className="editor-table editor-history editor-stacked">
          <caption>{i.history.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{i.history.version}</th>
              <th scope="col">{i.history.action}</th>
              <th scope="col">{i.history.author}</th>
              <th scope="col">{i.history.at}</th>
              <th scope="col">
                <span className="visually-hidden">{i.history.actionsColumn}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {view.entries.map((e) => (
              <tr key={e.id}>
                <td data-label={i.history.version}>{e.version}</td>
                <td data-label={i.history.action}>{i.history.actions[e.action] ?? e.action}</td>
                <td data-label={i.history.author}>{i.authors[e.author] ?? e.author}</td>
                <td data-label={i.history.at}>{formatDateTime(e.at, props.lang)}</td>
                <td className="editor-history-actions">
                  {e.hasData && e.version > 1 ? (
                    <a href={withLang(`${base}/historico?de=${e.version - 1}&para=${e.version}`, props.lang)}>
                      {i.history.compare(e.version)}
                    </a>
                  ) : null}
                  {e.hasData && e.version < view.version ? (
                    <form method="post" action={withLang(`${base}/historico`, props.lang)} className="editor-inline-form">
                      <input type="hidden" name="_csrf" value={csrf} />
                      <input type="hidden" name="_version" value={String(view.version)} />
                      <input type="hidden" name="restaurar" value={String(e.version)} />
                      <button type="submit" className="editor-button editor-button-quiet">
                        {i.history.restore(e.version)}
                      </button>
                    </form>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {view.older ? (
        <p>
          <a href={withLang(`${base}/historico?antes=${view.older}`, props.lang)}>{i.history.older}</a>
        </p>
      ) : null}
    </>
  );
}
