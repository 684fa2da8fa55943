/**
 * The field views of ItemForm, one per field kind of the schema's tree (common/editor/form-model.ts):
 * pt, en and es stacked full width inside a field's group, list buttons as named submit buttons,
 * each error next to its field, an id the system gives shown read-only (or only posted back, when
 * it means nothing to staff), a key proposed from the title as it is typed.
 */
import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { listActionName } from "../../../common/editor/form-data";
import {
  fieldId,
  fieldName,
  formLangs,
  type FieldNode,
  type FieldPath,
  type FormLang,
  type NodeOf,
} from "../../../common/editor/form-model";
import { scheduleStrings } from "../../../common/editor/schedule-strings";
import { toLocalInput } from "../../../common/editor/schedule-time";
import { fieldHint, fieldLabel, type FormStrings, type UiLang } from "../../../common/editor/strings";
import { choiceLabel } from "../choice-labels";
import { langTags, useForm } from "./form-context";
import { MediaField } from "./MediaField";
import { RichTextArea } from "./RichTextArea";

interface FieldProps<N extends FieldNode = FieldNode> {
  node: N;
  value: unknown;
  path: FieldPath;
  label: string;
}

export function Field({ node, ...rest }: FieldProps) {
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

/** Hint and error ids of a field, joined for aria-describedby (hint first, as GOV.UK does). */
function useDescribed(name: string, kindHint?: string) {
  const { errors, autoFocusId, ui, type } = useForm();
  const id = fieldId(name);
  // The field's own hint (app strings, by its key) before its kind's.
  const hint = fieldHint(/([A-Za-z_]\w*)$/.exec(name)?.[1], ui, type) ?? kindHint;
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

function hintOf(node: FieldNode, t: FormStrings, ui: UiLang): string | undefined {
  if (node.kind === "clip") return t.clipHint;
  if (node.kind === "date") return t.dateHint;
  if (node.kind === "datetime") return scheduleStrings[ui].endsAtHint;
  if (node.kind === "text" && node.format === "url") return t.urlHint;
  if (node.kind === "text" && node.format === "media-name") return t.mediaNameHint;
  return undefined;
}

function InputField(props: FieldProps<NodeOf<"text" | "date" | "datetime" | "clip" | "number">>) {
  const { system } = useForm();
  const special = system[fieldName(props.path)];
  if (special?.kind === "locked") return <LockedField {...props} hint={special.hint} shown={special.shown} />;
  if (special?.kind === "hidden") return <HiddenField {...props} />;
  return (
    <TypedField
      {...props}
      proposed={special?.kind === "proposed" ? special : undefined}
      hint={special?.kind === "changeable" ? special.hint : undefined}
    />
  );
}

/** A value the system gives (an id): shown, posted unchanged, never typed. */
function LockedField({ value, path, label, hint, shown }: FieldProps & { hint?: string; shown: string | null }) {
  const name = fieldName(path);
  const d = useDescribed(name, hint);
  const text = value === undefined || value === null || value === "" ? null : String(value);
  return (
    <div className="ef-field ef-fixed">
      <span className="ef-label" id={`${d.id}-label`}>
        {label}
      </span>
      {d.hintNode}
      {d.errorNode}
      <output id={d.id} aria-labelledby={`${d.id}-label`} aria-describedby={d.describedBy}>
        {text ?? shown}
      </output>
      {text !== null ? <input type="hidden" name={name} value={text} /> : null}
    </div>
  );
}

/** A value the system gives that staff never need to see (a news item's "noticia12"): posted unchanged, not shown. */
function HiddenField({ value, path }: FieldProps) {
  if (value === undefined || value === null || value === "") return null;
  return <input type="hidden" name={fieldName(path)} value={String(value)} />;
}

function TypedField({
  node,
  value,
  path,
  label,
  proposed,
  hint,
}: FieldProps<NodeOf<"text" | "date" | "datetime" | "clip" | "number">> & {
  proposed?: { hint: string; from: string; propose: (text: string) => string };
  hint?: string;
}) {
  const { t, ui } = useForm();
  const name = fieldName(path);
  const d = useDescribed(name, proposed?.hint ?? hintOf(node, t, ui));
  // A changeable saved key's warning, beside the field's own hint (docs/decisions/0043).
  const warningId = hint ? `${d.id}-aviso` : undefined;
  const describedBy = [d.describedBy, warningId].filter(Boolean).join(" ") || undefined;
  const ref = useRef<HTMLInputElement>(null);
  useProposal(ref, proposed);
  const type =
    node.kind === "date"
      ? "date"
      : node.kind === "datetime"
        ? "datetime-local"
        : node.kind === "text" && node.format === "url"
          ? "url"
          : node.kind === "text" && node.format === "email"
            ? "email"
            : "text";
  return (
    <div className="ef-field" data-invalid={d.messages.length > 0 || undefined}>
      <label htmlFor={d.id}>{label}</label>
      {d.hintNode}
      {hint ? (
        <p className="ef-hint" id={warningId}>
          <strong>{hint}</strong>
        </p>
      ) : null}
      {d.errorNode}
      <input
        ref={ref}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only the field a list button leads to, as the server answers
        autoFocus={d.autoFocus}
        id={d.id}
        name={name}
        type={type}
        inputMode={node.kind === "number" ? (node.integer ? "numeric" : "decimal") : undefined}
        spellCheck={node.kind === "text" && node.format ? false : undefined}
        defaultValue={node.kind === "datetime" ? toLocalInput(value) : value === undefined || value === null ? "" : String(value)}
        aria-describedby={describedBy}
        aria-invalid={d.messages.length > 0 || undefined}
      />
    </div>
  );
}

/**
 * With JavaScript, the field follows its source as it is typed (an opening's key follows the
 * Portuguese title) until the person types in it; without, the server proposes it when left empty.
 */
function useProposal(
  ref: RefObject<HTMLInputElement | null>,
  proposed: { from: string; propose: (text: string) => string } | undefined,
) {
  const from = proposed?.from;
  const propose = proposed?.propose;
  useEffect(() => {
    const input = ref.current;
    const source = from ? (document.getElementById(fieldId(from)) as HTMLInputElement | null) : null;
    if (!input || !source || !propose) return;
    let last = propose(source.value);
    // Only an empty key, or one that is the proposal of the title as it stands, follows the title.
    let following = input.value === "" || input.value === last;
    const onSource = () => {
      if (!following) return;
      last = source.value.trim() ? propose(source.value) : "";
      input.value = last;
    };
    const onOwn = () => {
      following = input.value === "" || input.value === last;
    };
    source.addEventListener("input", onSource);
    input.addEventListener("input", onOwn);
    return () => {
      source.removeEventListener("input", onSource);
      input.removeEventListener("input", onOwn);
    };
  }, [ref, from, propose]);
}

function BooleanField({ value, path, label }: FieldProps<NodeOf<"boolean">>) {
  const name = fieldName(path);
  const d = useDescribed(name);
  return (
    // The box and its label on one line, the hint and any error under them ("Visível no site" read
    // under its box, after the hint, when the hint came first).
    <div className="ef-field ef-checkbox" data-invalid={d.messages.length > 0 || undefined}>
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
      {d.hintNode}
      {d.errorNode}
    </div>
  );
}

function ChoiceField({ node, value, path, label }: FieldProps<NodeOf<"choice">>) {
  const { t, ui } = useForm();
  const key = path.findLast((k) => typeof k === "string");
  const name = fieldName(path);
  const d = useDescribed(name);
  const current = value === undefined || value === null ? "" : String(value);
  return (
    <div className="ef-field" data-invalid={d.messages.length > 0 || undefined}>
      <label htmlFor={d.id}>{label}</label>
      {d.hintNode}
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
            {choiceLabel(key, o, ui)}
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
const longTexts = new Set([
  "description",
  "summary",
  "text",
  "answer",
  "supportText",
  "botText",
  "education",
  "areas",
  "accommodations",
  "paragraphs",
]);

function LanguagesField({ node, value, path, label }: FieldProps<NodeOf<"languages">>) {
  const { t } = useForm();
  const name = fieldName(path);
  const d = useDescribed(name, node.rich ? t.richTextHint : undefined);
  const obj = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  // A list's item (a release's paragraphs[2]) is as long as its list says.
  const key = path.findLast((k) => typeof k === "string");
  const multiline = node.rich || (key !== undefined && longTexts.has(key));
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

export function ObjectFields({ node, value, path }: { node: NodeOf<"object">; value: unknown; path: FieldPath }) {
  const { ui, t, type } = useForm();
  const obj = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  return (
    <>
      {node.fields.map(([key, field]) => (
        <Field
          key={key}
          node={field}
          value={obj[key]}
          path={[...path, key]}
          label={node.languageColumns ? t.languageNames[key as FormLang] : fieldLabel(key, ui, type)}
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
      {d.hintNode}
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
