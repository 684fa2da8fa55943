/**
 * Orama behind the same interface as MiniSearch, for the benchmark's comparison only
 * (docs/decisions/0018-chat-knowledge-search.md); the server never loads it.
 */
import { create, insertMultiple, search as oramaSearch, type Results } from "@orama/orama";
import type { DocKind, KnowledgeDoc } from "./documents";
import { BOOST, typoBudget, type SearchEngine } from "./engines";
import { indexTokens } from "./text";

export function createOramaEngine(docs: readonly KnowledgeDoc[]): SearchEngine {
  const db = create({
    schema: { id: "string", kind: "enum", title: "string", keywords: "string", body: "string" } as const,
    components: {
      tokenizer: { language: "english", normalizationCache: new Map(), tokenize: (raw: string) => indexTokens(raw) },
    },
  });
  const byId = new Map(docs.map((d) => [d.id, d]));
  void insertMultiple(
    db,
    docs.map((d) => ({ id: d.id, kind: d.kind, title: d.title, keywords: d.keywords, body: d.body })),
  );
  type Doc = { id: string };
  function run(
    term: string,
    tolerance: number,
    kinds: readonly DocKind[] | undefined,
    strong: boolean | undefined,
    limit: number,
  ) {
    const result = oramaSearch(db, {
      term,
      properties: strong ? ["title", "keywords"] : ["title", "keywords", "body"],
      boost: BOOST,
      tolerance,
      threshold: 1,
      limit,
      ...(kinds ? { where: { kind: { in: [...kinds] } } } : {}),
    }) as Results<Doc>;
    return result.hits;
  }
  return {
    name: "orama",
    search(terms, { kinds, strong, limit = 60 } = {}) {
      if (terms.length === 0) return [];
      // Orama applies one tolerance to every word and does not say which words matched: rank with
      // the whole query, then ask word by word which documents each word reaches.
      const tolerance = Math.max(...terms.map(typoBudget));
      const hits = run(terms.join(" "), tolerance, kinds, strong, limit);
      const matchedBy = new Map<string, string[]>();
      for (const term of terms) {
        for (const h of run(term, typoBudget(term), kinds, strong, 500)) {
          const list = matchedBy.get(h.document.id) ?? [];
          list.push(term);
          matchedBy.set(h.document.id, list);
        }
      }
      return hits
        .filter((h) => matchedBy.has(h.document.id))
        .map((h) => ({ doc: byId.get(h.document.id)!, score: h.score, matched: matchedBy.get(h.document.id)! }));
    },
  };
}
