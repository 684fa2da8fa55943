/**
 * The editor's addresses for content, in the staff's words (issue 34): `/editor/vagas`,
 * `/editor/noticias/noticia12`, `/editor/vagas/novo`, never the stored type names (`vacancy`,
 * `news`). This table is the only place a type becomes a URL; the routes read the `:type` segment
 * back through `typeOfEditorSlug`, and an address with the old type name answers a permanent
 * redirect to the new one (`editorSlugRedirect`, server/editor/auth/http.ts), the rest of the path
 * and the query kept. See docs/decisions/0043-editor-accounts-keys-and-addresses.md.
 */

/** Type (content_item.type) → the word in the address. Lower-case ASCII, hyphens; none is an editor page's name. */
export const editorTypeSlugs = {
  site: "site",
  pages: "paginas",
  area: "areas",
  research: "pesquisas",
  solution: "solucoes",
  news: "noticias",
  "news-highlight": "destaque",
  "social-action": "acoes-sociais",
  award: "premios",
  partners: "parceiros",
  about: "institucional",
  release: "release",
  benefit: "beneficios",
  vacancy: "vagas",
  gallery: "galeria",
  "home-section": "secoes-da-pagina-inicial",
  shortcut: "atalhos",
  "chat-question": "perguntas-do-assistente",
  "inappropriate-word": "palavras-improprias",
} as const satisfies Record<string, string>;

const typeToSlug: ReadonlyMap<string, string> = new Map(Object.entries(editorTypeSlugs));
const slugToType: ReadonlyMap<string, string> = new Map(Object.entries(editorTypeSlugs).map(([type, slug]) => [slug, type]));

/** The address word of a type (the type itself for one this table does not know). */
export function editorTypeSlug(type: string): string {
  return typeToSlug.get(type) ?? type;
}

/** The type an address word names, or null. */
export function typeOfEditorSlug(slug: string): string | null {
  return slugToType.get(slug) ?? null;
}

/**
 * An editor address for content: the type's list (`editorPath("vacancy")` → `/editor/vagas`), an
 * item (`editorPath("vacancy", "dev")`), or a page of it (`editorPath("vacancy", "dev", "historico")`).
 */
export function editorPath(type: string, key?: string | null, ...rest: string[]): string {
  const parts = ["/editor", editorTypeSlug(type)];
  if (key !== undefined && key !== null) parts.push(encodeURIComponent(key));
  parts.push(...rest);
  return parts.join("/");
}

/** The preview of an item's draft on a public page (server/editor/preview.ts). */
export function editorPreviewPath(type: string, key: string): string {
  return `/editor/previa/${editorTypeSlug(type)}/${encodeURIComponent(key)}`;
}

/**
 * Where an old editor address (one naming a type by its stored name, `/editor/vacancy/dev/historico?x=1`,
 * or `/editor/previa/news/…`) now lives, or null when it is not one. The path after the type and
 * the query are kept.
 */
export function editorSlugRedirect(pathAndQuery: string): string | null {
  const match = /^\/editor\/(previa\/)?([^/?#]+)([/?#].*)?$/.exec(pathAndQuery);
  if (!match) return null;
  const [, preview = "", segment = "", rest = ""] = match;
  const slug = typeToSlug.get(segment);
  if (!slug || slug === segment) return null;
  return `/editor/${preview}${slug}${rest}`;
}
