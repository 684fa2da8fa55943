/** A field path as content messages show it: `[3].title.en`, `images.pt.desktop.file`. */
export function formatFieldPath(path: readonly PropertyKey[]): string {
  return path.map((k, i) => (typeof k === "number" ? `[${k}]` : `${i ? "." : ""}${String(k)}`)).join("");
}
