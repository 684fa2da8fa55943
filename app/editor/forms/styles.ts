/** The forms' stylesheet as a fingerprinted URL, for the editor's route `links()`. */
import editorFormsStylesheet from "./forms.css?url";

export { editorFormsStylesheet };
