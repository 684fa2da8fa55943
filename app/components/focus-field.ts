import type { MouseEvent } from "react";

/**
 * An error summary's link, followed: the field's label (or its group's legend) comes into view
 * with the field, which a plain jump to the field would hide above the screen's top, and the
 * caret goes into the field. Without JavaScript the link still jumps to the field.
 */
export function focusFieldFromLink(event: MouseEvent, fieldId: string): void {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  const label =
    document.querySelector(`label[for="${fieldId}"]`) ?? field.closest("fieldset, .ef-field")?.querySelector("legend, label");
  (label ?? field).scrollIntoView?.({ block: "start" });
  field.focus({ preventScroll: true });
}
