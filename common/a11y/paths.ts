/** The address of the accessibility page (shortcuts, aids, statement). */
import type { Lang } from "../i18n/languages";
import { PORTAL, withLang } from "../paths";

export const ACCESSIBILITY_PATH = `${PORTAL}/acessibilidade`;

export function accessibilityHref(lang: Lang, hash?: string): string {
  return withLang(ACCESSIBILITY_PATH + (hash ? `#${hash}` : ""), lang);
}
