import { AccessibilityTools } from "../accessibility/AccessibilityTools";
import { AccessibilityBar } from "./AccessibilityBar";

/** The accessibility bar with the visitor's aids and the language switcher: one island (docs/decisions/0031). */
export function HeaderAids() {
  return (
    <AccessibilityBar>
      <AccessibilityTools />
    </AccessibilityBar>
  );
}
