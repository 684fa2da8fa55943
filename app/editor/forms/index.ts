/** What the editor's routes use from the form renderer. */
export { ItemForm, LanguageCompleteness, focusId, type ItemFormProps } from "./ItemForm";
export { editorFormsStylesheet } from "./styles";
