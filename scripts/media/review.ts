/**
 * The image review table (docs/image-review.md): every image the content uses, the picture the
 * generator draws for it and its alt text in pt, en and es. `npx tsx scripts/media/review.ts`
 * rewrites the table; do it only after looking at each changed picture (`--sheet` helps), because
 * image-review.test.ts treats the table as the record that a person checked alt against picture.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chooseMotif } from "./motifs.ts";
import { Rng } from "./util.ts";

export interface ContentImage {
  name: string;
  source: string;
  alt: { pt: string; en: string; es: string };
}

/** Every {file, alt} object in content/*.json, in file order, one entry per name. */
export function contentImages(contentDir: string): ContentImage[] {
  const out = new Map<string, ContentImage>();
  const walk = (o: unknown, source: string): void => {
    if (Array.isArray(o)) for (const x of o) walk(x, source);
    else if (o && typeof o === "object") {
      const r = o as Record<string, unknown>;
      if (typeof r.file === "string" && "alt" in r && !out.has(r.file))
        out.set(r.file, { name: r.file, source, alt: r.alt as ContentImage["alt"] });
      for (const v of Object.values(r)) walk(v, source);
    }
  };
  for (const f of readdirSync(contentDir).sort())
    if (f.endsWith(".json")) walk(JSON.parse(readFileSync(join(contentDir, f), "utf8")), f);
  return [...out.values()];
}

/** What the generator draws for a name: a motif, or one of the special kinds. */
export function pictureOf(name: string, enAlt: string): string {
  const kind = name.split("/")[0]!;
  if (kind === "destaque") return "banner";
  if (kind === "parceiros") return "wordmark";
  if (kind === "contato") return "map";
  if (kind === "pesquisadores" || kind === "pessoas" || kind === "equipe") return "portrait";
  return chooseMotif(name, kind, enAlt, new Rng(name));
}

/**
 * Pictures drawn for more than one image on purpose: the banner's desktop and mobile compositions
 * of one subject, and the partners' wordmarks (each its own name, drawn by one kind of picture).
 * The brand mark is no longer shared: the release card has its own picture (issue 26).
 */
export const SHARED_ON_PURPOSE = new Set(["banner", "wordmark"]);

const cell = (s: string) => s.replace(/\|/g, "\\|").replace(/\n/g, " ");

export function renderTable(images: ContentImage[]): string {
  const rows = images.map(
    (i) => `| \`${i.name}\` | ${pictureOf(i.name, i.alt.en)} | ${cell(i.alt.pt)} | ${cell(i.alt.en)} | ${cell(i.alt.es)} |`,
  );
  return ["| Image | Picture (motif) | Alt (pt) | Alt (en) | Alt (es) |", "| --- | --- | --- | --- | --- |", ...rows].join("\n");
}

const BEGIN = "<!-- review-table:begin -->";
const END = "<!-- review-table:end -->";

/** The table part of the review document. */
export function tableIn(doc: string): string {
  const a = doc.indexOf(BEGIN);
  const b = doc.indexOf(END);
  if (a < 0 || b < a) throw new Error("docs/image-review.md has no review table markers");
  return doc.slice(a + BEGIN.length, b).trim();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = join(import.meta.dirname, "..", "..");
  const docPath = join(root, "docs", "image-review.md");
  const doc = readFileSync(docPath, "utf8");
  const table = renderTable(contentImages(join(root, "content")));
  const a = doc.indexOf(BEGIN);
  const b = doc.indexOf(END);
  writeFileSync(docPath, doc.slice(0, a + BEGIN.length) + "\n\n" + table + "\n\n" + doc.slice(b));
  console.log("image review table rewritten: " + docPath);
}
