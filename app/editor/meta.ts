/**
 * The editor's pages' head: never indexed. (Their headers, X-Robots-Tag and Cache-Control: no-store,
 * come from server/editor/auth/http.ts for every answer under /editor.)
 */
/** The page's head: its title, and never indexed. */
export function editorMeta(title: string) {
  return [{ title }, { name: "robots", content: "noindex, nofollow" }];
}
