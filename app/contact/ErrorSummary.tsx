import type { Ref } from "react";
import { focusFieldFromLink } from "../components/focus-field";

export interface SummaryItem {
  /** The field's id, which the item's link leads to. */
  fieldId: string;
  text: string;
}

/**
 * The box above a public form that lists what to fix, each item a link to its field (the GOV.UK
 * pattern): focused on the server's answer to a failed submit, so a screen reader reads it first;
 * a click on an item shows the field's label and puts the caret in the field. One component for
 * the contact form, the application and the job alerts.
 */
export function ErrorSummary({
  titleId,
  title,
  titleAs: Title = "p",
  text,
  items,
  focusOnLoad = true,
  summaryRef,
}: {
  titleId: string;
  title: string;
  /** A heading one level under the form's own, or a paragraph where the form has none. */
  titleAs?: "h3" | "h4" | "p";
  /** What went wrong with the request as a whole (a refusal, a rate limit), if anything. */
  text?: string | null;
  items: readonly SummaryItem[];
  /** Focus the box as the page loads (the server's answer to a failed submit). */
  focusOnLoad?: boolean;
  summaryRef?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={summaryRef}
      className="error-summary"
      tabIndex={-1}
      role="group"
      aria-labelledby={titleId}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- only on the server's answer to a failed submit
      autoFocus={focusOnLoad}
    >
      <Title id={titleId} className="error-summary__title">
        {title}
      </Title>
      {text ? <p className="error-summary__text">{text}</p> : null}
      {items.length ? (
        <ul className="error-summary__list">
          {items.map((item) => (
            <li key={item.fieldId + item.text}>
              <a href={`#${item.fieldId}`} onClick={(e) => focusFieldFromLink(e, item.fieldId)}>
                {item.text}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
