/**
 * The one form renderer of the editor: any content schema, any item, as a real
 * `<form method="post">` that works without JavaScript. Each field kind of the schema's tree
 * (common/editor/form-model.ts) has its view below; pt, en and es sit side by side, list buttons
 * are submit buttons with names, errors sit next to their fields and in a summary that takes focus
 * (the GOV.UK pattern). With JavaScript, rich text gets an editor and the summary's links move focus.
 */
import { focusFieldFromLink } from "../../components/focus-field";
import { createContext, useContext, useEffect, useRef, type ReactNode } from "react";
import type { z } from "zod";
import { languageCompleteness, isComplete } from "../../../common/editor/completeness";
import { firstFieldName, listActionName, type FieldError } from "../../../common/editor/form-data";
import {
  fieldId,
  fieldName,
  formLangs,
  formModel,
  nodeAt,
  rootPath,
  type FieldNode,
  type FieldPath,
  type FormLang,
  type NodeOf,
} from "../../../common/editor/form-model";
import { fieldLabel, formStrings, type FormStrings, type UiLang } from "../../../common/editor/strings";
import { RichTextArea } from "./RichTextArea";
import { MediaField } from "./MediaField";
import type { MediaPickerProps } from "../../../common/editor/media-picker";

const langTags: Record<FormLang, string> = { pt: "pt-BR", en: "en-US", es: "es-ES" };

interface FormContext {
  ui: UiLang;
  t: FormStrings;
  errors: Map<string, string[]>;
  /** The element id that takes focus when the page loads (after a list button), without JavaScript too. */
  autoFocusId?: string;
  /** The pictures' and clips' pickers (MediaField). */
  media?: MediaPickerProps;
}

/**
 * The element id of a field name or of a list's add button (`list:add`); a route that redirects
 * after a list button can put it in the address's fragment, which moves there without JavaScript.
 */
export const focusId = (name: string) => (name.endsWith(":add") ? `${fieldId(name.slice(0, -4))}-add` : fieldId(name));
const Ctx = createContext<FormContext | null>(null);
const useForm = () => {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error("field views render inside ItemForm");
  return ctx;
};

export interface ItemFormProps {
  /** The schema of one item (a list type's element, or a single type's whole schema). */
  schema: z.ZodType;
  /** The item as stored, or as typed (a draft, or a post that did not validate). */
  item: unknown;
  /** The editor's interface language. */
  ui: UiLang;
  errors?: readonly FieldError[];
  action?: string;
  /** Hidden fields the route needs (a CSRF token, the version the form was read at). */
  hidden?: Record<string, string>;
  /** A field name (or `list:add`) to focus on load: what applyListAction returns. */
  focus?: string;
  /** The form's accessible name. */
  title?: string;
  /** Submit buttons; a single "Save" when absent. */
  actions?: ReactNode;
  /**
   * What Enter in a text field does (the form's default button, the first submit button in the
   * form): without it the first list button (remove, move) would. Rendered first, out of sight and
   * out of the tab order; the visible buttons stay where they are.
   */
  defaultAction?: { name: string; value: string; label: string };
  /** Upload and library addresses for the image and clip pickers (MediaField). */
  media?: MediaPickerProps;
}

export function ItemForm({
  schema,
  item,
  ui,
  errors = [],
  action,
  hidden = {},
  focus,
  title,
  actions,
  defaultAction,
  media,
}: ItemFormProps) {
  const node = formModel(schema);
  const t = formStrings[ui];
  const byName = new Map<string, string[]>();
  for (const e of errors) byName.set(e.name, [...(byName.get(e.name) ?? []), e.message[ui]]);
  const root = rootPath(node);
  const focusTarget = errors.length ? undefined : focus;
  useEffect(() => {
    // After a list button the server names the field to continue from (the error summary takes focus otherwise).
    if (focusTarget) document.getElementById(focusId(focusTarget))?.focus();
  }, [focusTarget]);
  return (
    <Ctx.Provider value={{ ui, t, errors: byName, autoFocusId: focusTarget ? focusId(focusTarget) : undefined, media }}>
      {/* multipart: a picker's file input is sent with the form without JavaScript (MediaField). */}
      <form method="post" action={action} className="ef-form" aria-label={title} noValidate encType="multipart/form-data">
        {defaultAction ? (
          <button
            type="submit"
            className="ef-default-submit"
            name={defaultAction.name}
            value={defaultAction.value}
            tabIndex={-1}
            aria-hidden="true"
          >
            {defaultAction.label}
          </button>
        ) : null}
        {errors.length > 0 && <ErrorSummary node={node} errors={errors} />}
        <CompletenessSummary counts={languageCompleteness(schema, item)} />
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {node.kind === "object" ? (
          <ObjectFields node={node} value={item} path={root} />
        ) : (
          <Field node={node} value={item} path={root} label={fieldLabel("value", ui)} />
        )}
        <div className="ef-actions">{actions ?? <button type="submit">{t.save}</button>}</div>
      </form>
    </Ctx.Provider>
  );
}

/** The errors' summary: takes focus when it appears, each error a link to its field. */
function ErrorSummary({ node, errors }: { node: FieldNode; errors: readonly FieldError[] }) {
  const { ui, t } = useForm();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      className="ef-error-summary"
      ref={ref}
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the server's answer to a refused form: focus without JavaScript too
      autoFocus
      aria-labelledby="ef-error-summary-title"
    >
      <div role="alert">
        <h2 id="ef-error-summary-title">{t.summaryTitle}</h2>
        <ul>
          {errors.map((e, i) => {
            const target = e.name ? targetId(node, e.name) : undefined;
            return (
              <li key={i}>
                {target ? (
                  <a href={`#${target}`} onClick={(event) => focusFieldFromLink(event, target)}>
                    {e.message[ui]}
                  </a>
                ) : (
                  e.message[ui]
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

/** The element an error links to: the field itself, a group's first input, or a list's add button. */
function targetId(root: FieldNode, name: string): string {
  const node = nodeAt(root, name);
  if (node?.kind === "list") return `${fieldId(name)}-add`;
  if (node && (node.kind === "object" || node.kind === "languages")) {
    const path = name === "" ? [] : [name];
    const first = firstFieldName(node, path);
    if (first) return fieldId(first);
  }
  return fieldId(name);
}

function CompletenessSummary({ counts }: { counts: ReturnType<typeof languageCompleteness> }) {
  const { t } = useForm();
  if (!formLangs.some((l) => counts[l].required > 0)) return null;
  return <LanguageCompleteness counts={counts} t={t} />;
}

/** Each language's filled texts, for a form's head or a row of the editor's lists. */
export function LanguageCompleteness({ counts, t }: { counts: ReturnType<typeof languageCompleteness>; t: FormStrings }) {
  return (
    <section className="ef-completeness" aria-label={t.completeness} data-complete={isComplete(counts) || undefined}>
      <h2 className="ef-completeness-title">{t.completeness}</h2>
      <ul>
        {formLangs.map((l) => {
          const { filled, required } = counts[l];
          const done = filled === required;
          return (
            <li key={l} data-complete={done || undefined}>
              <span lang={langTags[l]}>{t.languageNames[l]}</span>: {t.completenessOf(filled, required)} (
              {done ? t.complete : t.incomplete})
              <progress max={Math.max(required, 1)} value={filled} aria-hidden="true" />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

// --- field views ---------------------------------------------------------------------------

interface FieldProps<N extends FieldNode = FieldNode> {
  node: N;
  value: unknown;
  path: FieldPath;
  label: string;
}

function Field({ node, ...rest }: FieldProps) {
  if ((node.kind === "object" && node.image) || node.kind === "clip") return <PickerField node={node} {...rest} />;
  switch (node.kind) {
    case "languages":
      return <LanguagesField node={node} {...rest} />;
    case "object":
      return <ObjectField node={node} {...rest} />;
    case "list":
      return <ListField node={node} {...rest} />;
    case "boolean":
      return <BooleanField node={node} {...rest} />;
    case "choice":
      return <ChoiceField node={node} {...rest} />;
    case "fixed":
      return <FixedField node={node} {...rest} />;
    default:
      return <InputField node={node} {...rest} />;
  }
}

/** Hint and error ids of a field, joined for aria-describedby (hint first, as GOV.UK does). */
function useDescribed(name: string, hint?: string) {
  const { errors, autoFocusId } = useForm();
  const id = fieldId(name);
  const messages = errors.get(name) ?? [];
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = messages.length ? `${id}-error` : undefined;
  return {
    id,
    messages,
    /** The field the keyboard continues from after a list button (the server names it). */
    autoFocus: id === autoFocusId || undefined,
    describedBy: [hintId, errorId].filter(Boolean).join(" ") || undefined,
    hintNode: hint ? (
      <p className="ef-hint" id={hintId}>
        {hint}
      </p>
    ) : null,
    errorNode: messages.length ? <ErrorMessage id={errorId!} messages={messages} /> : null,
  };
}

function ErrorMessage({ id, messages }: { id: string; messages: string[] }) {
  const { t } = useForm();
  return (
    <p className="ef-error" id={id}>
      <span className="visually-hidden">{t.errorPrefix}</span> {messages.join(" ")}
    </p>
  );
}

function hintOf(node: FieldNode, t: FormStrings): string | undefined {
  if (node.kind === "clip") return t.clipHint;
  if (node.kind === "date") return t.dateHint;
  if (node.kind === "text" && node.format === "url") return t.urlHint;
  if (node.kind === "text" && node.format === "media-name") return t.mediaNameHint;
  return undefined;
}

function InputField({ node, value, path, label }: FieldProps<NodeOf<"text" | "date" | "clip" | "number">>) {
  const { t } = useForm();
  const name = fieldName(path);
  const d = useDescribed(name, hintOf(node, t));
  const type =
    node.kind === "date"
      ? "date"
      : node.kind === "text" && node.format === "url"
        ? "url"
        : node.kind === "text" && node.format === "email"
          ? "email"
          : "text";
  return (
    <div className="ef-field" data-invalid={d.messages.length > 0 || undefined}>
      <label htmlFor={d.id}>{label}</label>
      {d.hintNode}
      {d.errorNode}
      <input
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only the field a list button leads to, as the server answers
        autoFocus={d.autoFocus}
        id={d.id}
        name={name}
        type={type}
        inputMode={node.kind === "number" ? (node.integer ? "numeric" : "decimal") : undefined}
        spellCheck={node.kind === "text" && node.format ? false : undefined}
        defaultValue={value === undefined || value === null ? "" : String(value)}
        aria-describedby={d.describedBy}
        aria-invalid={d.messages.length > 0 || undefined}
      />
    </div>
  );
}

/** An image or Libras clip field: the picker (MediaField), nothing typed by name. */
function PickerField({ node, value, path, label }: FieldProps) {
  const { ui, t, errors, media } = useForm();
  return (
    <MediaField
      kind={node.kind === "clip" ? "clip" : "image"}
      name={fieldName(path)}
      label={label}
      value={value}
      optional={node.optional || node.nullable}
      ui={ui}
      picker={media}
      errorsOf={(name) => errors.get(name) ?? []}
      errorPrefix={t.errorPrefix}
    />
  );
}

function BooleanField({ value, path, label }: FieldProps<NodeOf<"boolean">>) {
  const name = fieldName(path);
  const d = useDescribed(name);
  return (
    <div className="ef-field ef-checkbox" data-invalid={d.messages.length > 0 || undefined}>
      {d.errorNode}
      <input
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only the field a list button leads to, as the server answers
        autoFocus={d.autoFocus}
        id={d.id}
        name={name}
        type="checkbox"
        value="true"
        defaultChecked={value === true}
        aria-describedby={d.describedBy}
        aria-invalid={d.messages.length > 0 || undefined}
      />
      <label htmlFor={d.id}>{label}</label>
    </div>
  );
}

function ChoiceField({ node, value, path, label }: FieldProps<NodeOf<"choice">>) {
  const { t } = useForm();
  const name = fieldName(path);
  const d = useDescribed(name);
  const current = value === undefined || value === null ? "" : String(value);
  return (
    <div className="ef-field" data-invalid={d.messages.length > 0 || undefined}>
      <label htmlFor={d.id}>{label}</label>
      {d.errorNode}
      <select
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only the field a list button leads to, as the server answers
        autoFocus={d.autoFocus}
        id={d.id}
        name={name}
        defaultValue={current}
        aria-describedby={d.describedBy}
        aria-invalid={d.messages.length > 0 || undefined}
      >
        {(node.optional || node.nullable || current === "") && (
          <option value="">{node.optional || node.nullable ? t.none : t.chooseOne}</option>
        )}
        {node.options.map((o) => (
          <option key={String(o)} value={String(o)}>
            {String(o)}
          </option>
        ))}
      </select>
    </div>
  );
}

function FixedField({ node, path, label }: FieldProps<NodeOf<"fixed">>) {
  const { t } = useForm();
  const id = fieldId(fieldName(path));
  return (
    <div className="ef-field ef-fixed">
      <span className="ef-label" id={`${id}-label`}>
        {label}
      </span>
      <p className="ef-hint">{t.fixed}</p>
      <output aria-labelledby={`${id}-label`}>{String(node.value)}</output>
    </div>
  );
}

/** Keys whose texts run to paragraphs: a multi-line box. */
const longTexts = new Set(["description", "summary", "text", "answer", "supportText", "botText", "education", "areas"]);

function LanguagesField({ node, value, path, label }: FieldProps<NodeOf<"languages">>) {
  const { t } = useForm();
  const name = fieldName(path);
  const d = useDescribed(name, node.rich ? t.richTextHint : undefined);
  const obj = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  const key = path.at(-1);
  const multiline = node.rich || (typeof key === "string" && longTexts.has(key));
  return (
    <fieldset className="ef-languages" id={d.id} aria-describedby={d.describedBy} data-rich={node.rich || undefined}>
      <legend>{label}</legend>
      {d.hintNode}
      {d.errorNode}
      <div className="ef-language-row">
        {formLangs.map((l) => (
          <LanguageInput
            key={l}
            lang={l}
            name={`${name}.${l}`}
            value={obj[l]}
            multiline={multiline}
            rich={node.rich}
            groupLabel={label}
          />
        ))}
      </div>
    </fieldset>
  );
}

function LanguageInput(props: {
  lang: FormLang;
  name: string;
  value: unknown;
  multiline: boolean;
  rich: boolean;
  groupLabel: string;
}) {
  const { t } = useForm();
  const { lang, name } = props;
  const d = useDescribed(name);
  const common = {
    id: d.id,
    name,
    lang: langTags[lang],
    defaultValue: typeof props.value === "string" ? props.value : "",
    "aria-describedby": d.describedBy,
    "aria-invalid": d.messages.length > 0 || undefined,
    // Only the field a list button leads to, as the server answers (no-autofocus: see useDescribed).
    autoFocus: d.autoFocus,
  };
  return (
    <div className="ef-language" data-invalid={d.messages.length > 0 || undefined}>
      <label htmlFor={d.id} id={`${d.id}-label`} lang={langTags[lang]}>
        {t.languageNames[lang]}
      </label>
      {d.errorNode}
      {props.rich ? (
        <RichTextArea
          {...common}
          labelId={`${d.id}-label`}
          ui={t}
          groupLabel={`${props.groupLabel} (${t.languageNames[lang]})`}
        />
      ) : props.multiline ? (
        <textarea rows={4} {...common} />
      ) : (
        <input type="text" {...common} />
      )}
    </div>
  );
}

function ObjectFields({ node, value, path }: { node: NodeOf<"object">; value: unknown; path: FieldPath }) {
  const { ui, t } = useForm();
  const obj = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  return (
    <>
      {node.fields.map(([key, field]) => (
        <Field
          key={key}
          node={field}
          value={obj[key]}
          path={[...path, key]}
          label={node.languageColumns ? t.languageNames[key as FormLang] : fieldLabel(key, ui)}
        />
      ))}
    </>
  );
}

function ObjectField({ node, value, path, label }: FieldProps<NodeOf<"object">>) {
  const { t } = useForm();
  const name = fieldName(path);
  const d = useDescribed(name, node.image ? t.imageFileHint : undefined);
  return (
    <fieldset
      className={node.languageColumns ? "ef-group ef-language-columns" : node.image ? "ef-group ef-image" : "ef-group"}
      id={d.id}
      aria-describedby={d.describedBy}
    >
      <legend>{label}</legend>
      {d.hintNode}
      {d.errorNode}
      <div className={node.languageColumns ? "ef-language-row" : undefined}>
        {node.languageColumns ? (
          node.fields.map(([key, field]) => (
            <div key={key} className="ef-language" lang={langTags[key as FormLang]}>
              <Field
                node={field}
                value={(value as Record<string, unknown> | undefined)?.[key]}
                path={[...path, key]}
                label={t.languageNames[key as FormLang]}
              />
            </div>
          ))
        ) : (
          <ObjectFields node={node} value={value} path={path} />
        )}
      </div>
    </fieldset>
  );
}

function ListField({ node, value, path, label }: FieldProps<NodeOf<"list">>) {
  const { t, autoFocusId } = useForm();
  const name = fieldName(path);
  const d = useDescribed(name);
  const items = Array.isArray(value) ? value : [];
  const full = node.max !== undefined && items.length >= node.max;
  return (
    <fieldset className="ef-list" id={d.id} aria-describedby={d.describedBy}>
      <legend>
        {label} <span className="ef-count">({t.listCount(items.length)})</span>
      </legend>
      {d.errorNode}
      {items.length === 0 ? (
        <p className="ef-hint">{t.emptyList}</p>
      ) : (
        <ol className="ef-list-items">
          {items.map((item, i) => (
            <li key={i} className="ef-list-item">
              <Field node={node.item} value={item} path={[...path, i]} label={t.item(i + 1)} />
              <div className="ef-list-buttons">
                {i > 0 && <ListButton value={`up:${name}[${i}]`}>{t.moveUp(label, i + 1)}</ListButton>}
                {i < items.length - 1 && <ListButton value={`down:${name}[${i}]`}>{t.moveDown(label, i + 1)}</ListButton>}
                <ListButton value={`remove:${name}[${i}]`}>{t.removeItem(label, i + 1)}</ListButton>
              </div>
            </li>
          ))}
        </ol>
      )}
      {!full && (
        <ListButton value={`add:${name}`} id={`${d.id}-add`} focusOnLoad={autoFocusId === `${d.id}-add` || undefined}>
          {t.addItem(label)}
        </ListButton>
      )}
    </fieldset>
  );
}

/** A list button is a named submit button: without JavaScript the server applies it and re-renders. */
function ListButton({
  value,
  children,
  id,
  focusOnLoad,
}: {
  value: string;
  children: ReactNode;
  id?: string;
  /** After removing an item the server names the list's add button to continue from. */
  focusOnLoad?: boolean;
}) {
  return (
    <button
      type="submit"
      name={listActionName}
      value={value}
      formNoValidate
      className="ef-list-button"
      id={id}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- after removing an item the server names the list's add button
      autoFocus={focusOnLoad}
    >
      {children}
    </button>
  );
}
