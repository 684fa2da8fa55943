/**
 * What every field view of ItemForm reads: the interface language and its strings, the errors by
 * field name, the field to focus after a list button, and the fields the system fills (an id
 * shown read-only or kept out of sight, a key proposed from the title).
 */
import { createContext, useContext } from "react";
import { fieldId, type FormLang } from "../../../common/editor/form-model";
import type { MediaPickerProps } from "../../../common/editor/media-picker";
import type { FormStrings, UiLang } from "../../../common/editor/strings";

export const langTags: Record<FormLang, string> = { pt: "pt-BR", en: "en-US", es: "es-ES" };

/**
 * A field the system fills: shown, not typed (`locked`); kept out of sight (`hidden`: an id that
 * means nothing to staff, like a news item's "noticia12", posted back unchanged); or typed with a
 * proposal from another field.
 */
export type SystemField =
  /** `shown` stands in for a value not given yet; `hint`, when there is one, says where the value came from. */
  | { kind: "locked"; hint?: string; shown: string | null }
  | { kind: "hidden" }
  | { kind: "proposed"; hint: string; from: string; propose: (text: string) => string }
  /** Typed freely, with its own hint (a saved opening's key: changing it leaves a redirect). */
  | { kind: "changeable"; hint: string };

export interface FormContext {
  ui: UiLang;
  t: FormStrings;
  errors: Map<string, string[]>;
  /** The content type (its fields' own labels and hints, app/editor/choice-labels.ts). */
  type?: string;
  /** The element id that takes focus when the page loads (after a list button), without JavaScript too. */
  autoFocusId?: string;
  /** Fields by posted name that the system fills or proposes. */
  system: Record<string, SystemField>;
  /** The pictures' and clips' pickers (MediaField). */
  media?: MediaPickerProps;
}

/**
 * The element id of a field name or of a list's add button (`list:add`); a route that redirects
 * after a list button can put it in the address's fragment, which moves there without JavaScript.
 */
export const focusId = (name: string) => (name.endsWith(":add") ? `${fieldId(name.slice(0, -4))}-add` : fieldId(name));

export const FormCtx = createContext<FormContext | null>(null);

export const useForm = () => {
  const ctx = useContext(FormCtx);
  if (!ctx) throw new Error("field views render inside ItemForm");
  return ctx;
};
