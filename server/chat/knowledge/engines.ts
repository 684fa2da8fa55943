/**
 * The search libraries behind Stuart, one interface for both so the benchmark compares them on
 * the same documents and the same question set (docs/decisions/0018-chat-knowledge-search.md).
 * Both index text through the pipeline of text.ts; the library adds typo tolerance, prefixes
 * and BM25 ranking. MiniSearch is the one the bot uses; Orama (orama-engine.ts, a development
 * dependency) is built by the benchmark only.
 */
import MiniSearch from "minisearch";
import type { DocKind, KnowledgeDoc } from "./documents";
import { indexTokens } from "./text";

export interface SearchHit {
  doc: KnowledgeDoc;
  score: number;
  /** The visitor's words that matched this document (exactly, by prefix or within the typo budget). */
  matched: string[];
}

export interface SearchOptions {
  kinds?: readonly DocKind[];
  strong?: boolean;
  limit?: number;
}

export interface SearchEngine {
  name: "minisearch" | "orama";
  /**
   * Best first. `terms` are already through text.ts (`contentTokens`). `strong` searches the
   * title and keywords only: a word found there says more than one in a long description.
   */
  search(terms: readonly string[], options?: SearchOptions): SearchHit[];
}

export const BOOST = { title: 3, keywords: 1.5, body: 0.6 };

/** Typos allowed by word length: none up to three letters ("vc", "pra"), then 1, then 2 from nine. */
export function typoBudget(term: string): number {
  return term.length <= 3 ? 0 : term.length <= 8 ? 1 : 2;
}

export function createMiniSearchEngine(docs: readonly KnowledgeDoc[]): SearchEngine {
  const byId = new Map(docs.map((d) => [d.id, d]));
  const index = new MiniSearch<KnowledgeDoc>({
    fields: ["title", "keywords", "body"],
    storeFields: [],
    tokenize: (text) => indexTokens(text),
    processTerm: (term) => term,
    searchOptions: {
      boost: BOOST,
      fuzzy: (term) => typoBudget(term),
      prefix: (term) => term.length >= 6,
      combineWith: "OR",
      weights: { fuzzy: 0.6, prefix: 0.5 },
    },
  });
  index.addAll(docs as KnowledgeDoc[]);
  return {
    name: "minisearch",
    search(terms, { kinds, strong, limit = 60 } = {}) {
      if (terms.length === 0) return [];
      const allowed = kinds ? new Set(kinds) : undefined;
      const results = index.search(terms.join(" "), {
        filter: allowed ? (r) => allowed.has(byId.get(r.id)!.kind) : undefined,
        fields: strong ? ["title", "keywords"] : undefined,
        tokenize: (t: string) => t.split(" "),
      });
      return results.slice(0, limit).map((r) => ({ doc: byId.get(r.id)!, score: r.score, matched: r.queryTerms }));
    },
  };
}

export type EngineName = SearchEngine["name"];

/** Builds a search engine over the documents (MiniSearch in the server; the benchmark also tries Orama). */
export type EngineFactory = (docs: readonly KnowledgeDoc[]) => SearchEngine;
