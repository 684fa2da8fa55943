/**
 * The form's two summaries: the errors (the GOV.UK pattern: takes focus, each error a link to its
 * field) and each language's completeness.
 */
import { useEffect, useRef } from "react";
import { focusFieldFromLink } from "../../components/focus-field";
import { isComplete, type languageCompleteness } from "../../../common/editor/completeness";
import { firstFieldName, type FieldError } from "../../../common/editor/form-data";
import { fieldId, formLangs, nodeAt, type FieldNode } from "../../../common/editor/form-model";
import type { FormStrings } from "../../../common/editor/strings";
import { langTags, useForm } from "./form-context";

/** The errors' summary: takes focus when it appears, each error a link to its field. */
export function ErrorSummary({ node, errors }: { node: FieldNode; errors: readonly FieldError[] }) {
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

export function CompletenessSummary({ counts }: { counts: ReturnType<typeof languageCompleteness> }) {
  const { t } = useForm();
  if (!formLangs.some((l) => counts[l].required > 0)) return null;
  return <LanguageCompleteness counts={counts} t={t} />;
}

/** Each language's filled texts ("Português · completo", "English · faltam 3"), for a form's head or a list's row. */
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
              <span lang={langTags[l]}>{t.languageNames[l]}</span> · {done ? t.complete : t.missing(required - filled)}{" "}
              <span className="ef-completeness-count">({t.completenessOf(filled, required)})</span>
              <progress max={Math.max(required, 1)} value={filled} aria-hidden="true" />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
