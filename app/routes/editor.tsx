import { isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { EditorShell } from "../editor/EditorShell";
import { editorStrings, toEditorLang } from "../editor/strings";
import type { RootData } from "../root";
import { editorMeta } from "../editor/meta";
import "../editor/editor.css";

/** The /editor section (app/editor/): its own frame, none of the public site's chrome, never indexed. */
export default function EditorSection() {
  return <Outlet />;
}

/** A refusal (403, 404) or a failure inside the editor, in the editor's frame and language. */
export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData("root") as RootData | undefined;
  const lang = toEditorLang(root?.lang);
  const t = editorStrings[lang];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [title, text] =
    status === 403
      ? [t.refused.forbiddenTitle, t.refused.forbidden]
      : status === 404
        ? [t.refused.notFoundTitle, t.refused.notFound]
        : [t.refused.errorTitle, t.refused.error];
  return (
    <EditorShell lang={lang} shell={null}>
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <a href="/editor">{t.refused.back}</a>
      </p>
    </EditorShell>
  );
}

/** Never indexed; a refusal's page gets its own title (the page's own meta applies otherwise). */
export const meta = ({ error, matches }: { error?: unknown; matches: Array<{ id: string; data?: unknown } | undefined> }) => {
  if (!error) return [{ name: "robots", content: "noindex, nofollow" }];
  const t = editorStrings[toEditorLang((matches.find((m) => m?.id === "root")?.data as RootData | undefined)?.lang)];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 403 ? t.refused.forbiddenTitle : status === 404 ? t.refused.notFoundTitle : t.refused.errorTitle;
  return editorMeta(`${title} · ${t.product}`);
};
