/**
 * The Tiptap editor that enhances a rich-text textarea (loaded lazily by RichTextArea). It offers
 * only what the site's sanitiser keeps (paragraphs, bold, italic, lists, links, line breaks), so
 * what the editor shows is what the site will show. The toolbar follows the ARIA toolbar pattern:
 * one tab stop, arrow keys between buttons, each a named toggle with `aria-pressed`.
 */
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useRef, useState, type KeyboardEvent } from "react";
import type { FormStrings } from "../../../common/editor/strings";

export interface RichTextEditorProps {
  /** The HTML the form's textarea held when the editor took its place. */
  initialHtml: string;
  /** Every change, as HTML for the textarea ("" when the editor is empty). */
  onChange: (html: string) => void;
  labelId: string;
  lang: string;
  describedBy?: string;
  invalid: boolean;
  toolbarLabel: string;
  ui: FormStrings;
}

type Mark = "bold" | "italic" | "bulletList" | "orderedList" | "link";

export function RichTextEditor({
  initialHtml,
  onChange,
  labelId,
  lang,
  describedBy,
  invalid,
  toolbarLabel,
  ui,
}: RichTextEditorProps) {
  const editor = useEditor({
    immediatelyRender: true,
    extensions: [
      StarterKit.configure({
        heading: false,
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, autolink: false, HTMLAttributes: { target: null, rel: null, class: null } },
      }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        lang,
        class: "ef-rich-editor",
      },
    },
    onUpdate: ({ editor: e }) => {
      onChange(e.isEmpty ? "" : e.getHTML());
    },
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      bulletList: e.isActive("bulletList"),
      orderedList: e.isActive("orderedList"),
      link: e.isActive("link"),
    }),
  });
  const buttons: Array<{ mark: Mark; label: string; run: () => void }> = [
    { mark: "bold", label: ui.bold, run: () => editor.chain().focus().toggleBold().run() },
    { mark: "italic", label: ui.italic, run: () => editor.chain().focus().toggleItalic().run() },
    { mark: "bulletList", label: ui.bulletList, run: () => editor.chain().focus().toggleBulletList().run() },
    { mark: "orderedList", label: ui.orderedList, run: () => editor.chain().focus().toggleOrderedList().run() },
    {
      mark: "link",
      label: ui.link,
      run: () => {
        const current = (editor.getAttributes("link").href as string | undefined) ?? "";
        const href = window.prompt(ui.linkPrompt, current);
        if (href === null) return;
        if (href.trim() === "") editor.chain().focus().extendMarkRange("link").unsetLink().run();
        else editor.chain().focus().extendMarkRange("link").setLink({ href: href.trim() }).run();
      },
    },
  ];
  const [current, setCurrent] = useState(0);
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const last = buttons.length - 1;
    const next =
      event.key === "ArrowRight"
        ? current === last
          ? 0
          : current + 1
        : event.key === "ArrowLeft"
          ? current === 0
            ? last
            : current - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    refs.current[next]?.focus();
  };
  return (
    <div className="ef-rich" data-invalid={invalid || undefined}>
      <div role="toolbar" aria-label={toolbarLabel} className="ef-rich-toolbar" onKeyDown={onKeyDown}>
        {buttons.map((b, i) => (
          <button
            key={b.mark}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            tabIndex={i === current ? 0 : -1}
            aria-pressed={active?.[b.mark] ?? false}
            onClick={() => {
              setCurrent(i);
              b.run();
            }}
          >
            {b.label}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
