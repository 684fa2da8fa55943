/**
 * The loaders and actions of the editor's content pages: a type's list, an item's form (new and
 * existing), its history. The route modules call these; the data layer is
 * server/editor/content/items.ts, the form codec server/editor/forms/parse-item.ts.
 *
 * - The role is checked here (requireEditor with the type: 403) and again by the data layer.
 * - Every write is a POST of the item's form (CSRF, its own 1 MB budget), answered by a redirect
 *   to the item with a notice (post/redirect/get), or by the same page with the messages next to
 *   their fields and the form as typed (400, 409 for a stale version).
 * - Every write goes to the audit log (recordAudit) with the version it wrote.
 */
import { editorPath, editorPreviewPath, typeOfEditorSlug } from "../../common/editor/paths";
import { data, redirect } from "react-router";
import type { ActionArgs, LoaderArgs } from "../context";
import { contentTypeRows, type ContentTypeRow } from "../../common/content/content-types";
import { vacancyPath } from "../../common/paths";
import { applyListAction, listActionName, parseListAction, type ParseResult } from "../../common/editor/form-data";
import { namedMessage, refineKind } from "../../common/editor/field-errors";
import { fieldName, formModel, nodeAt, parseFieldName, rootPath, type FieldNode } from "../../common/editor/form-model";
import type { MediaKind } from "../../common/editor/media-picker";
import { fieldMessages } from "../../common/editor/strings";
import { recordAudit } from "../../server/editor/auth/audit";
import type { SignedIn } from "../../server/editor/auth/service";
import type { FieldChange } from "../../server/editor/content/diff";
import { isContentEditError } from "../../server/editor/content/errors";
import type { Actor, ItemStatus } from "../../server/editor/content/items";
import { itemSchemaOf, type FieldProblem } from "../../server/editor/content/validate";
import { parseEditorForm } from "../../server/editor/forms/parse-item";
import { addressKeyTypes } from "../../server/editor/content/identifiers";
import { oldKeysOf, renamedTo } from "../../server/editor/content/redirects";
import { uploadErrorsOf } from "../../server/editor/media/item-form";
import { pickerProps } from "../../server/editor/media/picker";
import type { Services } from "../../server/services";
import { editorLang, ITEM_FORM_BYTES, readEditorForm, requireEditor, shellProps, CSRF_FIELD } from "./editor.server";
import { changeText, type MediaKindAt } from "./change-values";
import { itemStrings, type ItemStrings } from "./item-strings";
import { scheduleSection } from "./schedule.server";
import { editorStrings, type EditorLang } from "./strings";
import {
  REPLACE_REDIRECT_FIELD,
  type ChangeLine,
  type EditorPageProps,
  type EditorView,
  type ItemFieldError,
  type ShownMedia,
  type StaleInfo,
} from "./views";

type Args = LoaderArgs | ActionArgs;
type ItemView = Extract<EditorView, { kind: "item" }>;

/** The key of a new item's address: /editor/<type>/novo. */
export const NEW_ITEM = "novo";
/** The form's own fields, beside the item's. */
const VERSION_FIELD = "_version";
const INTENT_FIELD = "intent";
const CONTROL_NAMES = [CSRF_FIELD, VERSION_FIELD, INTENT_FIELD, REPLACE_REDIRECT_FIELD];
const STATUSES: readonly ItemStatus[] = ["draft", "published", "closed"];

const notFound = (): never => {
  throw data({ code: "not_found" }, { status: 404 });
};

/** The type's row, the signed-in editor allowed to edit it (404 for an unknown type, 403 for the wrong role). */
async function typeAccess(args: Args): Promise<{ session: SignedIn; row: ContentTypeRow; actor: Actor }> {
  // The address names the type in Portuguese (common/editor/paths.ts): /editor/vagas.
  const type = typeOfEditorSlug(args.params.type ?? "") ?? "";
  const row = contentTypeRows.find((r) => r.type === type);
  if (!row) {
    await requireEditor(args);
    return notFound();
  }
  const session = await requireEditor(args, { type });
  return { session, row, actor: actorOf(session) };
}

/** The data layer's actor: the e-mail address is what a history shows as the author. */
export const actorOf = (session: SignedIn): Actor => ({ id: session.account.email, role: session.account.role });

function page(args: Args, session: SignedIn, view: EditorView, lang: EditorLang = editorLang(args, session)): EditorPageProps {
  return { lang, shell: shellProps(session, new URL(args.request.url).pathname), view };
}

const itemPath = (type: string, key: string) => editorPath(type, key);

/** A not-found from the data layer is a 404 page; anything else goes on. */
async function orNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isContentEditError(error) && (error.refusal.code === "not_found" || error.refusal.code === "unknown_type")) {
      return notFound();
    }
    if (isContentEditError(error) && error.refusal.code === "forbidden") {
      throw data({ code: "forbidden" }, { status: 403 });
    }
    throw error;
  }
}

// --- the list ---------------------------------------------------------------------------------

export async function itemsData(args: LoaderArgs): Promise<EditorPageProps> {
  const { session, row, actor } = await typeAccess(args);
  const query = new URL(args.request.url).searchParams;
  const search = (query.get("q") ?? "").slice(0, 200);
  const wanted = query.get("estado") ?? "";
  const status = (STATUSES as readonly string[]).includes(wanted) ? (wanted as ItemStatus) : undefined;
  const { total, items } = await args.context.services.contentEditor.list(actor, row.type, { search, status, limit: 200 });
  return page(args, session, {
    kind: "items",
    type: row.type,
    list: Boolean(row.key),
    search,
    status: status ?? "",
    total,
    items: items.map(({ key, title, status, hasDraft, languages, updatedAt, updatedBy }) => ({
      key,
      title,
      status,
      hasDraft,
      languages,
      updatedAt,
      updatedBy,
    })),
  });
}

// --- the item's form --------------------------------------------------------------------------

/** Public pages an item shows on, to preview with its draft: its own page (or the section where it appears) first. */
const publicPages: Record<string, (key: string) => string[]> = {
  vacancy: (key) => [vacancyPath(key), "/portal/trabalhe"],
  news: () => ["/portal/institucional#noticias"],
  "social-action": () => ["/portal/institucional#acoes-sociais"],
  award: () => ["/portal/institucional#premios-titulo"],
  benefit: () => ["/portal/trabalhe"],
  gallery: () => ["/portal/trabalhe"],
  about: () => ["/portal/institucional"],
  partners: () => ["/portal/institucional"],
  release: () => ["/portal/institucional"],
  area: () => ["/portal/atuacao"],
  research: () => ["/portal/atuacao"],
  solution: () => ["/portal/solucoes"],
};

function previewsOf(type: string, key: string | null, t: ItemStrings): ItemView["previews"] {
  if (!key) return [];
  const paths = (publicPages[type] ?? (() => ["/portal"]))(key);
  const out: ItemView["previews"] = [];
  for (const lang of ["pt", "en", "es"] as const) {
    paths.forEach((path, i) => {
      const name = t.langNames[lang] ?? lang;
      const label = i === 0 && type === "vacancy" ? t.preview.labels.page(name) : t.preview.labels.listing(name);
      const [page, fragment] = path.split("#");
      out.push({
        label,
        lang,
        main: i === 0,
        href: `${editorPreviewPath(type, key)}?${new URLSearchParams({ pagina: page!, lang })}${fragment ? `#${fragment}` : ""}`,
      });
    });
  }
  return out;
}

/** A new item's starting values: an opening is posted today and visible. */
function blankItem(row: ContentTypeRow): unknown {
  if (row.snapshot === "vacancies") {
    return { visible: true, place: "Fortaleza - CE", datePosted: new Date().toISOString().slice(0, 10) };
  }
  return {};
}

async function itemView(args: Args, session: SignedIn, row: ContentTypeRow, key: string | null, extra: Partial<ItemView> = {}) {
  const view = await itemViewOf(args, session, row, key, extra);
  // The pickers' addresses and the thumbnails of the media the item holds (server/editor/media/picker.ts).
  return { ...view, media: await pickerProps(args.context.services, itemSchemaOf(row), row.type, session.csrf, view.item) };
}

async function itemViewOf(
  args: Args,
  session: SignedIn,
  row: ContentTypeRow,
  key: string | null,
  extra: Partial<ItemView> = {},
): Promise<ItemView> {
  const t = itemStrings[editorLang(args, session)];
  const base = {
    kind: "item" as const,
    type: row.type,
    errors: [],
    notice: null,
    stale: null,
    previews: previewsOf(row.type, key, t),
  };
  if (key === null) {
    return {
      ...base,
      key: null,
      item: blankItem(row),
      version: 0,
      status: "new",
      hasDraft: false,
      publishedVersion: null,
      ...extra,
    };
  }
  const detail = await orNotFound(args.context.services.contentEditor.get(actorOf(session), row.type, key));
  return {
    ...base,
    oldKeys: addressKeyTypes.has(row.type) ? await oldKeysOf(args.context.services.database.db, row.type, key) : [],
    key,
    item: detail.data,
    version: detail.version,
    status: detail.status,
    hasDraft: detail.hasDraft,
    publishedVersion: detail.publishedVersion,
    schedule: await scheduleSection(args, row.type, key),
    ...extra,
  };
}

/** An item that is not here under `key` but was renamed from it: a 308 to its address now, query kept. */
async function movedItem(args: Args, type: string, key: string, rest = ""): Promise<void> {
  if (!addressKeyTypes.has(type)) return;
  const target = await renamedTo(args.context.services.database.db, type, key);
  if (target) throw redirect(`${editorPath(type, target)}${rest}${new URL(args.request.url).search}`, 308);
}

export async function itemData(args: LoaderArgs): Promise<EditorPageProps> {
  const { session, row } = await typeAccess(args);
  const key = args.params.key ?? null;
  if (key === null && !row.key) return notFound();
  if (key !== null) await movedItem(args, row.type, key);
  const lang = editorLang(args, session);
  const url = new URL(args.request.url);
  const notice = itemNotice(itemStrings[lang], url.searchParams.get("aviso"), Number(url.searchParams.get("v") ?? 0));
  const confirmUnpublish = key !== null && Boolean(row.key) && url.searchParams.get("confirmar") === "despublicar";
  return page(args, session, await itemView(args, session, row, key, { notice, confirmUnpublish }), lang);
}

function itemNotice(t: ItemStrings, code: string | null, n: number): string | null {
  if (!code) return null;
  const entry = t.notices[code];
  return typeof entry === "function" ? entry(n) : (entry ?? null);
}

/**
 * The change lines as the history shows them: each value as text in the staff's words
 * (app/editor/change-values.ts); with the item's form model, a picture or clip inside a changed
 * object is named as staff know it.
 */
export const changeLines = (changes: FieldChange[], type: string, lang: EditorLang, root?: FieldNode): ChangeLine[] =>
  changes.slice(0, 200).map((c) => {
    const path = c.path || "(item)";
    const media = root && mediaKindsIn(root, path);
    return {
      path,
      kind: c.kind,
      before: changeText(c.before, path, type, lang, media),
      after: changeText(c.after, path, type, lang, media),
    };
  });

/** The full name of the field a change's path names, by the item's schema (its root may sit under a prefix). */
function changedName(root: FieldNode, path: string): string {
  const prefix = rootPath(root);
  if (path === "(item)") return fieldName(prefix);
  return prefix.length ? `${fieldName(prefix)}${path.startsWith("[") ? "" : "."}${path}` : path;
}

/** Which fields inside the value changed at `path` are a picture or a Libras clip. */
function mediaKindsIn(root: FieldNode, path: string): MediaKindAt | undefined {
  const name = changedName(root, path);
  const base = name ? parseFieldName(name) : [];
  if (!base) return undefined;
  return (inner) => {
    const node = nodeAt(root, fieldName([...base, ...inner]));
    return node?.kind === "clip" ? "clip" : node?.kind === "object" && node.image ? "image" : undefined;
  };
}

type Alt = { pt: string; en: string; es: string };
type MediaRef = { name: string; kind: MediaKind; alt?: Alt };

const isAlt = (v: unknown): v is Alt =>
  v !== null && typeof v === "object" && ["pt", "en", "es"].every((l) => typeof (v as Record<string, unknown>)[l] === "string");

/** The value at `keys` inside an item (undefined where the path leaves it). */
const valueAt = (data: unknown, keys: ReadonlyArray<string | number>): unknown =>
  keys.reduce<unknown>(
    (v, k) => (v !== null && typeof v === "object" ? (v as Record<string | number, unknown>)[k] : undefined),
    data,
  );

/**
 * The picture or Libras clip a changed value names, by the item's schema: a clip field's value, a
 * whole picture (`{ file, alt }`), or a picture's `file` alone, its description read beside it in
 * `data` (the item at the same version). Anything else: undefined.
 */
function mediaRefOf(root: FieldNode, path: string, value: unknown, data: unknown): MediaRef | undefined {
  if (!path || path === "(item)") return undefined;
  const prefix = rootPath(root);
  const name = changedName(root, path);
  const keys = parseFieldName(name);
  const node = nodeAt(root, name);
  if (!keys || !node) return undefined;
  if (node.kind === "clip") return typeof value === "string" && value ? { name: value, kind: "clip" } : undefined;
  if (node.kind === "object" && node.image) {
    const picture = value as { file?: unknown; alt?: unknown } | null | undefined;
    return typeof picture?.file === "string" && picture.file
      ? { name: picture.file, kind: "image", alt: isAlt(picture.alt) ? picture.alt : undefined }
      : undefined;
  }
  if (keys.at(-1) !== "file" || typeof value !== "string" || !value) return undefined;
  const parent = nodeAt(root, fieldName(keys.slice(0, -1)));
  if (parent?.kind !== "object" || !parent.image) return undefined;
  const alt = (valueAt(data, keys.slice(prefix.length, -1)) as { alt?: unknown } | undefined)?.alt;
  return { name: value, kind: "image", alt: isAlt(alt) ? alt : undefined };
}

/**
 * The change lines with each picture and clip as staff know it (issue 34): its description (the
 * item's own at that version, else the site's), the name it was uploaded with, a thumbnail; never
 * the stored name (`editor/u…`, `noticias/…`). `before` and `after` are the item at the two
 * versions, when known.
 */
export async function changeLinesWithMedia(
  services: Pick<Services, "mediaLibrary">,
  row: ContentTypeRow,
  lang: EditorLang,
  changes: FieldChange[],
  before?: unknown,
  after?: unknown,
): Promise<ChangeLine[]> {
  const root = formModel(itemSchemaOf(row));
  const lines = changeLines(changes, row.type, lang, root);
  const refs = lines.map((_, n) => {
    const c = changes[n]!;
    return { before: mediaRefOf(root, c.path, c.before, before), after: mediaRefOf(root, c.path, c.after, after) };
  });
  const names = refs.flatMap((r) => [r.before, r.after]).filter((r): r is MediaRef => Boolean(r));
  if (!names.length) return lines;
  const known = await services.mediaLibrary.current(names.map(({ name, kind }) => ({ name, kind })));
  const shownMedia = (ref: MediaRef | undefined): ShownMedia | undefined => {
    if (!ref) return undefined;
    const m = known[ref.name];
    const description =
      ref.alt && [ref.alt.pt, ref.alt.en, ref.alt.es].some((t) => t.trim()) ? ref.alt : (m?.description ?? null);
    return { kind: ref.kind, thumb: m?.thumb ?? null, description, fileName: m?.label || null };
  };
  return lines.map((line, n) => {
    const beforeMedia = shownMedia(refs[n]!.before);
    const afterMedia = shownMedia(refs[n]!.after);
    return { ...line, ...(beforeMedia && { beforeMedia }), ...(afterMedia && { afterMedia }) };
  });
}

/**
 * A data layer's problem (`requirements[1].en`) as a field error of the form (its field's name),
 * worded by its kind with the field's label and language; never the library's message. A problem
 * of the whole list (a type that must keep ten items) is the refusal's own sentence.
 */
function problemErrors(row: ContentTypeRow, problems: FieldProblem[]): ItemFieldError[] {
  const root = formModel(itemSchemaOf(row));
  const prefix = rootPath(root).join(".");
  return problems.map((p) => {
    if (p.path === "(root)" || p.path === "(list)")
      return formError(both((t) => t.refusals.listRule ?? t.refusals.incomplete ?? ""));
    const name = prefix ? `${prefix}.${p.path}` : p.path;
    const plain = p.plain ?? { pt: fieldMessages.pt.invalid, en: fieldMessages.en.invalid };
    return {
      name,
      message: namedMessage(root, name, refineKind(p.kind ?? "other", nodeAt(root, name)), plain, { n: p.n, type: row.type }),
    };
  });
}

const formError = (message: Record<EditorLang, string>): ItemFieldError => ({ name: "", message });
const both = (pick: (t: ItemStrings) => string) => ({ pt: pick(itemStrings.pt), en: pick(itemStrings.en) });

/** A new key for a copy: `<key>-copia`, `<key>-copia-2`, … (the first one not taken). */
async function copyKey(args: ActionArgs, actor: Actor, type: string, key: string): Promise<string> {
  const { items } = await args.context.services.contentEditor.list(actor, type, { limit: 200, search: `${key}-copia` });
  const taken = new Set(items.map((i) => i.key));
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? `${key}-copia` : `${key}-copia-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * The item form's POST: a list button (add, remove, move: the form again, nothing saved), Save
 * draft, Publish, Unpublish, Duplicate. See the module's comment for the answers.
 */
export async function itemAction(args: ActionArgs) {
  const { session, row, actor } = await typeAccess(args);
  const key = args.params.key ?? null;
  if (key === null && !row.key) return notFound();
  const form = await readEditorForm(args, session, ITEM_FORM_BYTES);
  const { contentEditor, database } = args.context.services;
  const lang = editorLang(args, session);
  const schema = itemSchemaOf(row);
  const intent = String(form.get(INTENT_FIELD) ?? "save");
  const keyOptions = { replaceRedirect: form.get(REPLACE_REDIRECT_FIELD) === "1" };
  const version = Number(form.get(VERSION_FIELD) ?? NaN);
  const audit = (action: string, subject: string, detail: string) =>
    recordAudit(database.db, { actor: { id: session.account.id, email: session.account.email }, action, subject, detail });
  const answer = async (status: number, extra: Partial<ItemView>) =>
    data(page(args, session, await itemView(args, session, row, key, extra), lang), { status });
  const done = (itemKey: string, notice: string, v = 0) =>
    redirect(`${itemPath(row.type, itemKey)}?${new URLSearchParams({ aviso: notice, ...(v ? { v: String(v) } : {}) })}`, 303);

  // A list button: the form again with the list changed, focus where the keyboard continues.
  const listAction = parseListAction(form.get(listActionName) as string | null);
  if (form.has(listActionName)) {
    const parsed = parseEditorForm(schema, form, { mode: "draft", controlNames: CONTROL_NAMES, type: row.type });
    if (parsed.ok === false && parsed.refused) return answer(400, { errors: parsed.errors });
    const typed = parsed.item;
    const applied = listAction ? applyListAction(schema, typed, listAction) : undefined;
    if (!applied) return answer(400, { item: typed, version, errors: [formError(both((t) => t.refusals.bad_intent ?? ""))] });
    return answer(200, { item: applied.item, version, focus: applied.focus });
  }

  try {
    if (intent === "unpublish" || intent === "duplicate") {
      if (key === null) return notFound();
      if (intent === "unpublish") {
        const result = await contentEditor.unpublish(actor, row.type, key);
        await audit("content.unpublish", `${row.type}/${key}`, `version ${result.version}`);
        return done(key, "unpublished");
      }
      const newKey = await copyKey(args, actor, row.type, key);
      const copy = await contentEditor.duplicate(actor, row.type, key, newKey);
      await audit("content.duplicate", `${row.type}/${copy.key}`, `from ${key}`);
      return done(copy.key, "duplicated");
    }
    if (intent !== "save" && intent !== "publish") {
      return answer(400, { errors: [formError(both((t) => t.refusals.bad_intent ?? ""))] });
    }

    // A picture or clip sent with the form (without JavaScript) that was refused: the form again, its error at the field.
    const refusedUploads = uploadErrorsOf(form);
    if (refusedUploads.length) {
      const draft = parseEditorForm(schema, form, { mode: "draft", controlNames: CONTROL_NAMES, type: row.type });
      return answer(400, { item: draft.ok || !draft.refused ? draft.item : undefined, version, errors: refusedUploads });
    }
    const parsed = withoutGenerated(
      parseEditorForm(schema, form, {
        mode: intent === "publish" ? "publish" : "draft",
        controlNames: CONTROL_NAMES,
        type: row.type,
      }),
      key === null ? (name) => name === "id" || (name === "key" && !String(form.get("key") ?? "").trim()) : () => false,
    );
    if (!parsed.ok) {
      if (parsed.refused) return answer(400, { errors: parsed.errors });
      return answer(400, { item: parsed.item, version, errors: parsed.errors });
    }
    // Saved first (a revision only when something changed), then published at that version.
    let itemKey = key;
    let saved = Number.isSafeInteger(version) ? version : 0;
    let savedNotice = key === null ? "created" : "saved";
    if (itemKey === null) {
      const created = await contentEditor.create(actor, row.type, parsed.item, keyOptions);
      itemKey = created.key;
      saved = created.version;
      await audit("content.create", `${row.type}/${itemKey}`, `version ${saved}`);
    } else {
      const current = await orNotFound(contentEditor.get(actor, row.type, itemKey));
      const changed = JSON.stringify(current.data) !== JSON.stringify(parsed.item) || current.version !== saved;
      if (changed) {
        const result = await contentEditor.save(actor, row.type, itemKey, parsed.item, saved, keyOptions);
        saved = result.version;
        if (result.renamedFrom !== undefined && result.key !== undefined) {
          // The key changed (docs/decisions/0043): the item lives at its new address from now on.
          itemKey = result.key;
          await audit("content.rename", `${row.type}/${itemKey}`, `from ${result.renamedFrom}`);
          if (current.publishedVersion !== null) savedNotice = "renamed";
        } else {
          await audit("content.save", `${row.type}/${itemKey}`, `version ${saved}`);
        }
      }
    }
    if (intent === "save") return done(itemKey, savedNotice);
    const published = await contentEditor.publish(actor, row.type, itemKey, { baseVersion: saved });
    await audit("content.publish", `${row.type}/${itemKey}`, `version ${published.version}`);
    return done(itemKey, "published");
  } catch (error) {
    if (!isContentEditError(error)) throw error;
    const refusal = error.refusal;
    const typed = (): Partial<ItemView> => {
      const again = parseEditorForm(schema, form, { mode: "draft", controlNames: CONTROL_NAMES, type: row.type });
      return again.ok || !again.refused ? { item: again.item } : {};
    };
    switch (refusal.code) {
      case "not_found":
      case "unknown_type":
        return notFound();
      case "forbidden":
        throw data({ code: "forbidden" }, { status: 403 });
      case "stale": {
        const stale: StaleInfo = {
          baseVersion: refusal.baseVersion,
          currentVersion: refusal.currentVersion,
          since: refusal.since,
          changes: await changeLinesWithMedia(args.context.services, row, lang, refusal.changes),
        };
        // The form keeps what was typed; it now names the newest version, so saving again is a choice.
        return answer(409, { ...typed(), version: refusal.currentVersion, stale });
      }
      case "invalid":
      case "incomplete":
        return answer(400, {
          ...typed(),
          version,
          redirectConflict: refusal.code === "invalid" ? (refusal.redirectConflict ?? null) : null,
          errors: refusal.problems.length
            ? problemErrors(row, refusal.problems)
            : [formError(both((t) => t.refusals[refusal.code] ?? ""))],
        });
      case "exists":
      case "not_applicable":
        return answer(refusal.code === "exists" ? 409 : 400, {
          ...typed(),
          version,
          errors: [formError(both((t) => t.refusals[refusal.code] ?? ""))],
        });
    }
  }
}

/**
 * A new item's id, and an opening's key left empty, are the server's to give when it creates the
 * item: their absence is no error of the form (the data layer checks the item it publishes).
 */
function withoutGenerated(parsed: ParseResult, generated: (name: string) => boolean): ParseResult {
  if (parsed.ok || parsed.refused) return parsed;
  const errors = parsed.errors.filter((e) => !generated(e.name));
  return errors.length ? { ...parsed, errors } : { ok: true, item: parsed.item, values: parsed.values };
}

// --- history ----------------------------------------------------------------------------------

async function historyView(args: Args, session: SignedIn, row: ContentTypeRow, key: string, notice: string | null) {
  const { contentEditor } = args.context.services;
  const actor = actorOf(session);
  const url = new URL(args.request.url);
  const before = Number(url.searchParams.get("antes") ?? "");
  const detail = await orNotFound(contentEditor.get(actor, row.type, key));
  const history = await contentEditor.history(actor, row.type, key, {
    limit: 50,
    before: Number.isSafeInteger(before) && before > 0 ? before : undefined,
  });
  // Saves carry data; publish and unpublish are events naming the version they published.
  const entries = history.entries.map((e) => ({
    ...e,
    hasData: !["publish", "unpublish", "auto-publish", "auto-unpublish"].includes(e.action),
  }));
  const wantedTo = Number(url.searchParams.get("para") ?? detail.version);
  const to = Number.isSafeInteger(wantedTo) && wantedTo >= 1 && wantedTo <= detail.version ? wantedTo : detail.version;
  const wantedFrom = Number(url.searchParams.get("de") ?? to - 1);
  const from = Number.isSafeInteger(wantedFrom) && wantedFrom >= 1 && wantedFrom < to ? wantedFrom : to - 1;
  // The two versions come with their difference: a picture's file is shown with the description the item gave it then.
  const compared = from >= 1 ? await contentEditor.compare(actor, row.type, key, from, to) : null;
  const diff = compared
    ? {
        from,
        to,
        changes: await changeLinesWithMedia(
          args.context.services,
          row,
          editorLang(args, session),
          compared.changes,
          compared.before,
          compared.after,
        ),
      }
    : null;
  return {
    kind: "history" as const,
    type: row.type,
    key,
    title: detail.title,
    version: detail.version,
    entries,
    diff,
    notice,
    older: history.next ?? null,
  };
}

export async function historyData(args: LoaderArgs): Promise<EditorPageProps> {
  const { session, row } = await typeAccess(args);
  const key = args.params.key ?? "";
  await movedItem(args, row.type, key, "/historico");
  return page(args, session, await historyView(args, session, row, key, null));
}

/** Restore a version as the newest draft (nothing is published); refused as stale like a save. */
export async function historyAction(args: ActionArgs) {
  const { session, row, actor } = await typeAccess(args);
  const key = args.params.key ?? "";
  const form = await readEditorForm(args, session);
  const { contentEditor, database } = args.context.services;
  const restore = Number(form.get("restaurar") ?? NaN);
  const base = Number(form.get(VERSION_FIELD) ?? NaN);
  if (!Number.isSafeInteger(restore) || !Number.isSafeInteger(base)) {
    throw data({ code: "bad_request" }, { status: 400 });
  }
  try {
    const result = await contentEditor.restore(actor, row.type, key, restore, base);
    await recordAudit(database.db, {
      actor: { id: session.account.id, email: session.account.email },
      action: "content.restore",
      subject: `${row.type}/${key}`,
      detail: `version ${restore} as ${result.version}`,
    });
    return redirect(`${itemPath(row.type, key)}?${new URLSearchParams({ aviso: "restored", v: String(restore) })}`, 303);
  } catch (error) {
    if (!isContentEditError(error)) throw error;
    if (error.refusal.code === "not_found") return notFound();
    const lang = editorLang(args, session);
    const t = itemStrings[lang];
    const message =
      error.refusal.code === "stale"
        ? `${t.stale.title}. ${t.stale.text(error.refusal.baseVersion, error.refusal.currentVersion)}`
        : editorStrings[lang].refused.error;
    return data(page(args, session, await historyView(args, session, row, key, message), lang), {
      status: error.refusal.code === "stale" ? 409 : 400,
    });
  }
}
