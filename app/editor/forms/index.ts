/** What the editor's routes use from the form renderer. */
export { ItemForm, LanguageCompleteness, focusId, type ItemFormProps, type SystemField } from "./ItemForm";
export { editorFormsStylesheet } from "./styles";
