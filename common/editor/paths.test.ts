import { describe, expect, it } from "vitest";
import { contentTypeRows } from "../content/content-types";
import { reservedItemKeys } from "../content/item-key";
import { editorPath, editorPreviewPath, editorSlugRedirect, editorTypeSlugs, typeOfEditorSlug } from "./paths";

describe("the editor's addresses in Portuguese", () => {
  it("names every content type by one word of its own, none an editor page's name", () => {
    const slugs = contentTypeRows.map((row) => (editorTypeSlugs as Record<string, string>)[row.type]);
    expect(slugs.every((s) => typeof s === "string" && /^[a-z]+(?:-[a-z]+)*$/.test(s))).toBe(true);
    expect(new Set(slugs).size).toBe(contentTypeRows.length);
    for (const page of ["entrar", "sair", "conta", "contas", "auditoria", "previa", "midia", "api"]) {
      expect(slugs).not.toContain(page);
    }
    for (const row of contentTypeRows)
      expect(typeOfEditorSlug(editorTypeSlugs[row.type as keyof typeof editorTypeSlugs])).toBe(row.type);
    // "novo" and "historico" never name an item, so /editor/vagas/novo is always the new-item form.
    expect(reservedItemKeys.has("novo")).toBe(true);
  });

  it("builds lists, items, their pages and previews", () => {
    expect(editorPath("vacancy")).toBe("/editor/vagas");
    expect(editorPath("news", "noticia12")).toBe("/editor/noticias/noticia12");
    expect(editorPath("vacancy", "dev web", "historico")).toBe("/editor/vagas/dev%20web/historico");
    expect(editorPreviewPath("vacancy", "dev")).toBe("/editor/previa/vagas/dev");
    expect(typeOfEditorSlug("vacancy")).toBeNull();
    expect(typeOfEditorSlug("constructor")).toBeNull();
  });

  it("sends an old address to the new one, the rest of the path and the query kept", () => {
    expect(editorSlugRedirect("/editor/vacancy")).toBe("/editor/vagas");
    expect(editorSlugRedirect("/editor/vacancy/dev/historico?de=1&para=2")).toBe("/editor/vagas/dev/historico?de=1&para=2");
    expect(editorSlugRedirect("/editor/news?lang=en")).toBe("/editor/noticias?lang=en");
    expect(editorSlugRedirect("/editor/previa/news/noticia1?pagina=/portal")).toBe(
      "/editor/previa/noticias/noticia1?pagina=/portal",
    );
    for (const unchanged of [
      "/editor/vagas/dev",
      "/editor/contas",
      "/editor",
      "/editor/release",
      "/editor/constructor",
      "/portal/news",
    ]) {
      expect(editorSlugRedirect(unchanged)).toBeNull();
    }
  });
});
