/**
 * The one form renderer of the editor: any content schema, any item, as a real
 * `<form method="post">` that works without JavaScript. The field views (fields.tsx) follow the
 * schema's tree (common/editor/form-model.ts); pt, en and es are stacked full width in each
 * field; errors sit next to their fields and in a summary that takes focus (summaries.tsx, the
 * GOV.UK pattern). With JavaScript, rich text gets an editor, the summary's links move focus and a
 * key follows the title it is proposed from.
 */
import { useEffect, type ReactNode } from "react";
import type { z } from "zod";
import { languageCompleteness } from "../../../common/editor/completeness";
import type { FieldError } from "../../../common/editor/form-data";
import { formModel, rootPath } from "../../../common/editor/form-model";
import { fieldLabel, formStrings, type UiLang } from "../../../common/editor/strings";
import type { MediaPickerProps } from "../../../common/editor/media-picker";
import { typeOfItemSchema } from "../choice-labels";
import { Field, ObjectFields } from "./fields";
import { focusId, FormCtx, type SystemField } from "./form-context";
import { CompletenessSummary, ErrorSummary } from "./summaries";

export { focusId, type SystemField } from "./form-context";
export { LanguageCompleteness } from "./summaries";

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
  /** Fields the system fills or proposes, by posted name (an id shown read-only, a key from the title). */
  system?: Record<string, SystemField>;
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
  system = {},
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
  const type = typeOfItemSchema(schema);
  return (
    <FormCtx.Provider
      value={{ ui, t, errors: byName, type, autoFocusId: focusTarget ? focusId(focusTarget) : undefined, system, media }}
    >
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
          <Field node={node} value={item} path={root} label={fieldLabel("value", ui, type)} />
        )}
        <div className="ef-actions">{actions ?? <button type="submit">{t.save}</button>}</div>
      </form>
    </FormCtx.Provider>
  );
}
