/**
 * A rich-text field: a `<textarea>` holding the HTML, so that without JavaScript the HTML is
 * edited as text and posted as is. With JavaScript the Tiptap editor is loaded on demand (a lazy
 * import: it is in no page's bundle but the editor's) and takes the textarea's place; the textarea
 * stays in the form, hidden, and receives the editor's HTML on every change. The server sanitises
 * what is posted either way, with the site's own sanitiser.
 */
import { useEffect, useRef, useState, type ComponentType } from "react";
import type { FormStrings } from "../../../common/editor/strings";
import type { RichTextEditorProps } from "./rich-text-editor";

interface RichTextAreaProps {
  id: string;
  name: string;
  lang: string;
  defaultValue: string;
  labelId: string;
  groupLabel: string;
  ui: FormStrings;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
}

/** Loaded once, by the first rich field that mounts. */
let editorModule: Promise<ComponentType<RichTextEditorProps>> | undefined;
export const loadRichTextEditor = () => (editorModule ??= import("./rich-text-editor").then((m) => m.RichTextEditor));

export function RichTextArea({ labelId, groupLabel, ui, ...textarea }: RichTextAreaProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  // The editor and the HTML it starts from (what the textarea holds when the editor arrives).
  const [loaded, setLoaded] = useState<{ Editor: ComponentType<RichTextEditorProps>; html: string } | null>(null);
  useEffect(() => {
    let live = true;
    loadRichTextEditor().then(
      (Editor) => live && setLoaded({ Editor, html: ref.current?.value ?? "" }),
      // The textarea keeps working when the editor cannot load (offline, a blocked chunk).
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <>
      <textarea ref={ref} rows={6} className="ef-rich-source" hidden={loaded !== null} {...textarea} />
      {loaded && (
        <loaded.Editor
          initialHtml={loaded.html}
          onChange={(html) => {
            if (ref.current) ref.current.value = html;
          }}
          labelId={labelId}
          lang={textarea.lang}
          describedBy={textarea["aria-describedby"]}
          invalid={textarea["aria-invalid"] === true}
          toolbarLabel={ui.richToolbar(groupLabel)}
          ui={ui}
        />
      )}
    </>
  );
}
