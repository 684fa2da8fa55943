/**
 * Collects what the content needs: image references ({file, alt} objects) and Libras clip names
 * (strings under a `libras` key and `[videolibras:NAME]` markers), from every JSON file under
 * content/ except content/media/. When content is missing, a provisional list stands in.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

export interface ImageNeed {
  name: string;
  kind: string;
  /** English alt text (or any language available), used for motif keywords. */
  alt: string;
  /** A display label from the owning object (e.g. a partner's name), when there is one. */
  label?: string;
}

export interface Needs {
  images: Map<string, ImageNeed>;
  clips: Map<string, string>; // name -> short label
  files: string[];
  provisional: boolean;
}

const MARKER = /\[videolibras:([a-z0-9/-]+)\]/g;

function listJson(dir: string, root: string, out: string[]): void {
  if (!existsSync(dir)) return;
  for (const e of readdirSync(dir).sort()) {
    const p = join(dir, e);
    const rel = relative(root, p).split("\\").join("/");
    if (rel === "media" || rel.startsWith("media/")) continue;
    if (statSync(p).isDirectory()) listJson(p, root, out);
    else if (e.endsWith(".json")) out.push(p);
  }
}

function altText(alt: unknown): string {
  if (typeof alt === "string") return alt;
  if (alt && typeof alt === "object") {
    const a = alt as Record<string, unknown>;
    return [a.en, a.pt, a.es].filter((x) => typeof x === "string").join(" ");
  }
  return "";
}

function titleText(v: unknown): string | undefined {
  if (typeof v === "string") return v;
  if (v && typeof v === "object") {
    const o = v as Record<string, unknown>;
    if (typeof o.pt === "string") return o.pt;
  }
  return undefined;
}

export function walk(value: unknown, needs: Needs, parent?: Record<string, unknown>, key?: string): void {
  if (typeof value === "string") {
    if (key === "libras" && /^[a-z0-9]+(?:[-/][a-z0-9]+)*$/.test(value)) addClip(needs, value, parent);
    for (const m of value.matchAll(MARKER)) addClip(needs, m[1]!, undefined);
    return;
  }
  if (Array.isArray(value)) {
    for (const v of value) walk(v, needs, parent, key);
    return;
  }
  if (!value || typeof value !== "object") return;
  const obj = value as Record<string, unknown>;
  if (typeof obj.file === "string" && "alt" in obj) {
    const name = obj.file;
    if (!needs.images.has(name)) {
      const label = parent && typeof parent.name === "string" ? parent.name : undefined;
      needs.images.set(name, { name, kind: name.split("/")[0]!, alt: altText(obj.alt), label });
    }
  }
  for (const [k, v] of Object.entries(obj)) walk(v, needs, obj, k);
}

function addClip(needs: Needs, name: string, owner?: Record<string, unknown>): void {
  if (needs.clips.has(name)) return;
  const t = owner
    ? (titleText(owner.title) ?? titleText(owner.sessionTitle) ?? (typeof owner.name === "string" ? owner.name : undefined))
    : undefined;
  needs.clips.set(name, shortLabel(t ?? labelFromName(name)));
}

function labelFromName(name: string): string {
  const last = (name.split("/").pop() ?? name).replace(/-/g, " ");
  return last.charAt(0).toUpperCase() + last.slice(1);
}

function shortLabel(s: string): string {
  const clean = s
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return clean.length > 52 ? clean.slice(0, 51).trimEnd() + "…" : clean;
}

export function collect(contentDir: string): Needs {
  const files: string[] = [];
  listJson(contentDir, contentDir, files);
  const needs: Needs = {
    images: new Map(),
    clips: new Map(),
    files: files.map((f) => relative(contentDir, f)),
    provisional: false,
  };
  for (const f of files) {
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(f, "utf8"));
    } catch (e) {
      throw new Error(`${relative(contentDir, f)}: invalid JSON (${(e as Error).message})`);
    }
    walk(data, needs);
  }
  if (needs.images.size === 0 && needs.clips.size === 0) {
    needs.provisional = true;
    provisional(needs);
  }
  return needs;
}

/** Names that follow the content conventions, used until the content files exist. */
export function provisional(needs: Needs): void {
  const img = (name: string, alt: string, label?: string) =>
    needs.images.set(name, { name, kind: name.split("/")[0]!, alt, label });
  const areas = [
    "acessibilidade-fabril",
    "realidade-aumentada",
    "treinamentos-acessiveis",
    "inteligencia-artificial",
    "processamento-linguagem-natural",
    "ferramentas-colaborativas",
    "acessibilizacao-web",
    "ensino-distancia-acessivel",
    "manipulacao-objetos-3d",
    "producao-conteudo-acessivel",
  ];
  for (const a of areas) img(`areas/${a}`, "");
  const research = [
    "montagem-realidade-aumentada",
    "exoesqueleto",
    "som-sinais-visuais",
    "extensao-acessibilidade-web",
    "tutor-inteligente",
    "navegacao-comando-voz",
    "mouse-movimento-cabeca",
  ];
  for (const r of research) img(`pesquisas/${r}`, "");
  for (const s of [
    "plataforma-ensino-acessivel",
    "gestao-pequenos-negocios",
    "criacao-colaborativa-sinais",
    "plataforma-autoria",
  ])
    img(`solucoes/${s}`, "");
  for (const n of ["noticias/noticia0", "noticias/noticia1", "noticias/noticia2"])
    img(n, "News about the centre's research and events");
  for (const n of ["acoes/acaosocial0", "acoes/acaosocial1", "acoes/acaosocial2"])
    img(n, "Volunteers from the centre at a community school");
  for (const n of ["premios/premiacao0", "premios/premiacao1", "premios/premiacao2"]) img(n, "An award trophy");
  for (const [id, label] of [
    ["universidade-aurora", "Universidade Aurora"],
    ["instituto-mandacaru", "Instituto Mandacaru"],
    ["rede-sinais", "Rede Sinais"],
    ["fundacao-jangada", "Fundação Jangada"],
  ])
    img(`parceiros/${id}`, `${label} logo`, label);
  img("marca/lead", "The Lead brand mark");
  img("marca/release", "Lead brand release");
  for (const b of ["vale-alimentacao", "plano-de-saude", "aulas-ingles-libras", "sem-codigo-vestimenta"])
    img(`beneficios/${b}`, "");
  for (let i = 1; i <= 6; i++) img(`galeria/foto${i}`, "");
  for (const h of ["inovacao", "tecnologia", "diversidade"]) img(`home/${h}`, "");
  img("destaque/processo-seletivo-desktop", "Selection process banner");
  img("destaque/processo-seletivo-mobile", "Selection process banner");
  img("contato/mapa-desktop", "Map of Aldeota");
  img("contato/mapa-mobile", "Map of Aldeota");
  const clip = (n: string) => needs.clips.set(n, labelFromName(n));
  for (const a of areas) clip(`areas/${a}`);
  for (const r of research) clip(`pesquisas/${r}`);
  for (const p of ["home", "institucional", "atuacao", "solucoes", "trabalhe", "contato"]) clip(`paginas/${p}`);
  for (let i = 1; i <= 9; i++) clip(`atalhos/atalho${i}`);
}
