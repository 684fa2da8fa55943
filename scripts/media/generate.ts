/**
 * Generates every image, Libras sample clip and brand asset the content needs, into
 * content/media/ with fingerprinted names, and writes content/media/manifest.json.
 *
 *   npx tsx scripts/media/generate.ts            # incremental (skips files already made)
 *   npx tsx scripts/media/generate.ts --force    # re-encode everything
 *   npx tsx scripts/media/generate.ts --sheet /tmp/motifs.png   # contact sheet of all motifs
 *   npx tsx scripts/media/generate.ts --only destaque/,contato/mapa   # only these images
 *
 * Deterministic: the same content and code give the same file names and bytes. A file's
 * fingerprint is a hash of its SVG source(s) and encoder settings, so an unchanged name is skipped.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import sharp from "sharp";
import { collect, type ImageNeed } from "./collect.ts";
import { illustration, highlightBanner, partnerLogo, portrait } from "./illustrate.ts";
import { MOTIFS, type MotifName } from "./motifs.ts";
import { ENCODER, EXT, FORMATS, dominant, encode, renderBase, widthsFor, type Format } from "./raster.ts";
import { CAPTION, FFMPEG_IN, FFMPEG_OUT, FRAMES, SECONDS, clipFrame, encodeClip, posterOf } from "./clips.ts";
import { appleTouchSvg, badgeSvg, logoSvg, mapSvg, markSvg, ogSvg, socialSvg, type Network } from "./brand.ts";
import { FALLBACK_RELEASE, releasePdf, type ReleaseText } from "./release.ts";
import { zip } from "./zip.ts";
import { sha } from "./util.ts";

/** Bump to regenerate everything (e.g. after changing how files are written). */
const VERSION = "lead-media-1";

const HERE = dirname(fileURLToPath(import.meta.url));
export const ROOT = join(HERE, "..", "..");
export const CONTENT = join(ROOT, "content");
export const MEDIA = join(CONTENT, "media");
const FP_RE = /\.[0-9a-f]{8}\.[a-z0-9.]+$/;

const argv = process.argv.slice(2);
const FORCE = argv.includes("--force");
/**
 * `--only a,b`: (re)make only the images whose names start with one of these prefixes. Every other
 * image, clip and asset keeps its manifest entry and files exactly as they are, so a change to one
 * kind of picture does not re-encode the rest (whose fingerprints may have drifted with code that
 * changes their SVG source without changing the picture).
 */
const ONLY_AT = argv.indexOf("--only");
const ONLY =
  ONLY_AT >= 0
    ? (argv[ONLY_AT + 1] ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
    : null;
const selected = (name: string) => !ONLY || ONLY.some((prefix) => name.startsWith(prefix));

type Src = { w: number; src: string };
export interface ImageEntry {
  width: number;
  height: number;
  color: string;
  sources: Record<Format, Src[]>;
  svg?: string;
}
export interface ClipEntry {
  mp4: string;
  poster: string;
  duration: number;
}
export interface Manifest {
  images: Record<string, ImageEntry>;
  clips: Record<string, ClipEntry>;
  assets: Record<string, string>;
}

/** Bump when clip drawing changes in frames the probes below do not cover. */
const CLIP_VERSION = "clip-1";

const fp = (...parts: string[]) => sha([VERSION, ...parts].join("\u0000")).slice(0, 8);
const abs = (rel: string) => join(MEDIA, rel);

function writeAtomic(rel: string, data: Buffer | string): void {
  const p = abs(rel);
  mkdirSync(dirname(p), { recursive: true });
  const tmp = p + ".tmp-" + process.pid;
  writeFileSync(tmp, data);
  renameSync(tmp, p);
}

async function pool<T>(items: T[], n: number, fn: (x: T) => Promise<void>): Promise<void> {
  let i = 0;
  const workers = Array.from({ length: Math.min(n, items.length) }, async () => {
    while (i < items.length) {
      const x = items[i++] as T;
      await fn(x);
    }
  });
  await Promise.all(workers);
}

interface ImageJob {
  name: string;
  svg: string;
  w: number;
  h: number;
  /** Also publish the SVG itself (partner wordmarks). */
  keepSvg?: boolean;
}

const CARD_KINDS = new Set(["noticias", "premios", "acoes", "beneficios", "vagas"]);

/** Decides canvas and SVG for one image name. */
export function imageJob(need: ImageNeed): ImageJob {
  const { name, kind } = need;
  // one picture for every language (a language suffix is still accepted and draws the same)
  const banner = /-(desktop|mobile)(?:-(?:pt|en|es))?$/.exec(name);
  if (kind === "destaque" && banner) {
    const b = highlightBanner(banner[1] === "mobile");
    return { name, svg: b.svg, w: b.w, h: b.h };
  }
  if (/mapa/.test(name) && kind === "contato") {
    const mobile = /mobile/.test(name);
    return { name, svg: mapSvg(mobile), w: mobile ? 600 : 1200, h: mobile ? 600 : 500 };
  }
  if (kind === "parceiros") {
    const label = need.label ?? need.alt.replace(/\b(logo|logotipo|logomarca|marca)\b/gi, "").trim() ?? name;
    const { svg } = partnerLogo(name, label || name.split("/").pop()!);
    const w = Number(/width="(\d+)"/.exec(svg)![1]);
    const h = Number(/height="(\d+)"/.exec(svg)![1]);
    // raster at 2x for sharp text
    const big = svg.replace(/width="\d+" height="\d+"/, `width="${w * 2}" height="${h * 2}"`);
    return { name, svg: big, w: w * 2, h: h * 2, keepSvg: true };
  }
  if (kind === "pesquisadores" || kind === "pessoas" || kind === "equipe") {
    return { name, svg: portrait(name, 640).svg, w: 640, h: 640 };
  }
  const [w, h] = CARD_KINDS.has(kind) ? [960, 720] : kind === "galeria" ? [1280, 853] : [1280, 720];
  return { name, svg: illustration({ name, kind, alt: need.alt }, { w, h }).svg, w, h };
}

async function makeImage(job: ImageJob, old: ImageEntry | undefined, stats: Stats): Promise<ImageEntry> {
  const f = fp("img", JSON.stringify(ENCODER), String(job.w), String(job.h), job.svg);
  const widths = widthsFor(job.w);
  const sources = {} as Record<Format, Src[]>;
  for (const fmt of FORMATS) sources[fmt] = widths.map((w) => ({ w, src: `img/${job.name}.${f}.${w}.${EXT[fmt]}` }));
  const svgRel = job.keepSvg ? `img/${job.name}.${f}.svg` : undefined;
  const all = [...FORMATS.flatMap((x) => sources[x].map((s) => s.src)), ...(svgRel ? [svgRel] : [])];
  const done = !FORCE && all.every((p) => existsSync(abs(p)));
  let color = old && old.sources?.jpeg?.[0]?.src === sources.jpeg[0]!.src ? old.color : undefined;
  if (done) {
    stats.skipped++;
    color ??= await dominant(readFileSync(abs(sources.jpeg[0]!.src)));
  } else {
    const base = await renderBase(job.svg, job.w, job.h);
    for (const fmt of FORMATS)
      for (const s of sources[fmt]) {
        const h = Math.round((job.h * s.w) / job.w);
        const buf = await encode(base, s.w, h, fmt);
        writeAtomic(s.src, buf);
        stats.bytes += buf.length;
      }
    if (svgRel) {
      const w = job.w / 2;
      const h = job.h / 2;
      writeAtomic(svgRel, job.svg.replace(/width="\d+" height="\d+"/, `width="${w}" height="${h}"`));
    }
    color = await dominant(readFileSync(abs(sources.jpeg[0]!.src)));
    stats.made++;
  }
  const outW = job.keepSvg ? job.w / 2 : job.w;
  const outH = job.keepSvg ? job.h / 2 : job.h;
  return { width: outW, height: outH, color: color!, sources, ...(svgRel ? { svg: svgRel } : {}) };
}

async function makeClip(name: string, label: string, stats: Stats): Promise<ClipEntry> {
  // the fingerprint covers the static layer, every 4th frame and the encoder settings
  const probe = [
    clipFrame(name, 0, label, "static"),
    ...Array.from({ length: FRAMES / 4 }, (_, i) => clipFrame(name, i * 4 + 1, label, "figure")),
  ];
  const f = fp("clip", CLIP_VERSION, CAPTION, FFMPEG_IN.join(" "), FFMPEG_OUT.join(" "), ...probe);
  const mp4 = `libras/${name}.${f}.mp4`;
  const poster = `libras/${name}.${f}.webp`;
  if (!FORCE && existsSync(abs(mp4)) && existsSync(abs(poster))) {
    stats.skipped++;
  } else {
    mkdirSync(dirname(abs(mp4)), { recursive: true });
    const tmp = abs(mp4) + ".tmp-" + process.pid + ".mp4";
    await encodeClip(name, label, tmp);
    renameSync(tmp, abs(mp4));
    const ptmp = abs(poster) + ".tmp-" + process.pid + ".webp";
    await posterOf(clipFrame(name, Math.round(FRAMES * 0.42), label), ptmp);
    renameSync(ptmp, abs(poster));
    stats.made++;
  }
  return { mp4, poster, duration: SECONDS };
}

interface Stats {
  made: number;
  skipped: number;
  bytes: number;
}

/** Writes an asset whose bytes come from `make` (called only if the file is missing). */
async function asset(
  rel: (f: string) => string,
  key: string,
  make: () => Promise<Buffer> | Buffer,
  stats: Stats,
): Promise<string> {
  const r = rel(fp("asset", key));
  if (!FORCE && existsSync(abs(r))) stats.skipped++;
  else {
    writeAtomic(r, await make());
    stats.made++;
  }
  return r;
}

function readJson<T>(rel: string): T | undefined {
  const p = join(CONTENT, rel);
  if (!existsSync(p)) return undefined;
  try {
    return JSON.parse(readFileSync(p, "utf8")) as T;
  } catch {
    return undefined;
  }
}

async function makeAssets(manifest: Manifest, releaseImage: ImageEntry | undefined, stats: Stats): Promise<void> {
  const A = manifest.assets;
  const svgAsset = async (key: string, dir: string, file: string, svg: string) => {
    A[key] = await asset(
      (f) => `${dir}/${file}.${f}.svg`,
      svg,
      () => Buffer.from(svg),
      stats,
    );
  };
  const logos = { light: logoSvg("light"), dark: logoSvg("dark"), mono: logoSvg("mono") };
  await svgAsset("logo", "brand", "lead-logo", logos.light);
  await svgAsset("logoDark", "brand", "lead-logo-dark", logos.dark);
  await svgAsset("logoMono", "brand", "lead-logo-mono", logos.mono);
  await svgAsset("favicon", "brand", "favicon", markSvg(32));
  const touch = appleTouchSvg();
  A.appleTouch = await asset(
    (f) => `brand/apple-touch-icon.${f}.png`,
    touch,
    () => sharp(Buffer.from(touch)).resize(180, 180).flatten({ background: "#1747a6" }).png({ compressionLevel: 9 }).toBuffer(),
    stats,
  );
  await svgAsset("badgeWcag", "badges", "wcag-2-2-aa", badgeSvg("wcag"));
  await svgAsset("badgeHtml", "badges", "html5-w3c-valid", badgeSvg("html"));
  for (const n of ["linkedin", "instagram", "youtube", "facebook"] as Network[])
    await svgAsset(`social/${n}`, "social", n, socialSvg(n));
  const og = ogSvg("Pesquisa, desenvolvimento e inovação em tecnologia acessível");
  A.ogImage = await asset(
    (f) => `og/lead-og.${f}.jpg`,
    og + JSON.stringify(ENCODER.jpeg),
    () =>
      sharp(Buffer.from(og)).resize(1200, 630).flatten({ background: "#ffffff" }).jpeg({ quality: 84, mozjpeg: true }).toBuffer(),
    stats,
  );

  // logo package
  const png = (svg: string, w: number) =>
    sharp(Buffer.from(svg), { density: 72 * (w / 400) })
      .resize({ width: w })
      .png({ compressionLevel: 9 })
      .toBuffer();
  const zipKey = JSON.stringify(logos) + markSvg(512) + "zip-1";
  A.logosZip = await asset(
    (f) => `docs/lead-logos.${f}.zip`,
    zipKey,
    async () =>
      zip([
        {
          name: "lead-logos/LEIA-ME.txt",
          data: Buffer.from(
            "Lead: versões do logotipo / logo versions / versiones del logotipo\r\n\r\nlead-logo: fundo claro / light backgrounds / fondos claros\r\nlead-logo-dark: fundo escuro, alto contraste / dark backgrounds, high contrast / fondos oscuros\r\nlead-logo-mono: monocromático / monochrome / monocromo (SVG usa currentColor)\r\nlead-mark: símbolo / mark / símbolo\r\n\r\nNão distorça nem recolora. Do not distort or recolour. No deformar ni cambiar colores.\r\n",
          ),
        },
        { name: "lead-logos/svg/lead-logo.svg", data: Buffer.from(logos.light) },
        { name: "lead-logos/svg/lead-logo-dark.svg", data: Buffer.from(logos.dark) },
        { name: "lead-logos/svg/lead-logo-mono.svg", data: Buffer.from(logos.mono) },
        { name: "lead-logos/svg/lead-mark.svg", data: Buffer.from(markSvg(100)) },
        { name: "lead-logos/png/lead-logo-1200.png", data: await png(logos.light, 1200) },
        { name: "lead-logos/png/lead-logo-dark-1200.png", data: await png(logos.dark, 1200) },
        { name: "lead-logos/png/lead-logo-mono-1200.png", data: await png(logos.mono, 1200) },
        {
          name: "lead-logos/png/lead-mark-512.png",
          data: await sharp(Buffer.from(markSvg(512)))
            .png({ compressionLevel: 9 })
            .toBuffer(),
        },
      ]),
    stats,
  );

  // release PDF (cheap to build, so it is built in memory and named by its own bytes)
  const rel = readJson<{ title?: ReleaseText["title"]; paragraphs?: ReleaseText["paragraphs"] }>("release.json");
  const text: ReleaseText =
    rel?.title?.pt && Array.isArray(rel.paragraphs) && rel.paragraphs.length
      ? { title: rel.title, paragraphs: rel.paragraphs }
      : FALLBACK_RELEASE;
  const site = readJson<{
    address?: { street?: string; district?: string; city?: string; region?: string; postalCode?: string };
    email?: string;
    phone?: string;
  }>("site.json");
  const a = site?.address;
  const footer = [
    a?.street
      ? `${a.street} · ${a.district ?? ""} · ${a.city ?? ""} - ${a.region ?? ""} ${a.postalCode ?? ""}`
          .replace(/\s+/g, " ")
          .trim()
      : "Av. Santos Dumont, 2456, sala 1906 · Aldeota · Fortaleza - CE",
    [site?.email, site?.phone].filter(Boolean).join(" · ") || "Lead · Fortaleza, Brasil",
  ];
  let image = null;
  const jpg = releaseImage?.sources.jpeg.find((s) => s.w === 960) ?? releaseImage?.sources.jpeg.at(-1);
  if (releaseImage && jpg && existsSync(abs(jpg.src))) {
    const buf = readFileSync(abs(jpg.src));
    const meta = await sharp(buf).metadata();
    // re-encode as baseline JPEG (PDF readers handle progressive too, but baseline is safest)
    const base = await sharp(buf).jpeg({ quality: 82, progressive: false, mozjpeg: false }).toBuffer();
    image = { name: "Im1", jpeg: base, width: meta.width!, height: meta.height! };
  }
  const pdf = releasePdf(text, image, footer);
  const pr = `docs/lead-release.${sha(pdf).slice(0, 8)}.pdf`;
  if (!existsSync(abs(pr))) {
    writeAtomic(pr, pdf);
    stats.made++;
  } else stats.skipped++;
  A.releasePdf = pr;
}

function referenced(m: Manifest): Set<string> {
  const s = new Set<string>();
  for (const e of Object.values(m.images)) {
    for (const fmt of FORMATS) for (const x of e.sources[fmt]) s.add(x.src);
    if (e.svg) s.add(e.svg);
  }
  for (const c of Object.values(m.clips)) s.add(c.mp4).add(c.poster);
  for (const a of Object.values(m.assets)) s.add(a);
  return s;
}

/** Deletes fingerprinted files (and leftovers) that the manifest no longer names (with `--only`, only the selected images'). */
function prune(keep: Set<string>): number {
  let removed = 0;
  const visit = (dir: string): boolean => {
    let empty = true;
    for (const e of readdirSync(dir)) {
      const p = join(dir, e);
      const rel = relative(MEDIA, p).split("\\").join("/");
      if (statSync(p).isDirectory()) {
        if (visit(p)) rmdirSync(p);
        else empty = false;
      } else if (
        (FP_RE.test(e) || e.includes(".tmp-")) &&
        !keep.has(rel) &&
        (!ONLY || ONLY.some((x) => rel.startsWith(`img/${x}`)))
      ) {
        unlinkSync(p);
        removed++;
      } else empty = false;
    }
    return empty;
  };
  if (existsSync(MEDIA)) visit(MEDIA);
  return removed;
}

function sortObj<T>(o: Record<string, T>): Record<string, T> {
  return Object.fromEntries(
    Object.keys(o)
      .sort()
      .map((k) => [k, o[k] as T]),
  );
}

function dirSize(dir: string): number {
  let n = 0;
  for (const e of readdirSync(dir)) {
    const p = join(dir, e);
    const st = statSync(p);
    n += st.isDirectory() ? dirSize(p) : st.size;
  }
  return n;
}

async function sheet(out: string): Promise<void> {
  const names = Object.keys(MOTIFS) as MotifName[];
  const W = 480;
  const H = 270;
  const cols = 4;
  const tiles = await Promise.all(
    names.map(async (m, i) => ({
      input: await sharp(Buffer.from(illustration({ name: "sheet/" + m, kind: "sheet", alt: "", motif: m }, { w: W, h: H }).svg))
        .png()
        .toBuffer(),
      left: (i % cols) * W,
      top: Math.floor(i / cols) * H,
    })),
  );
  await sharp({ create: { width: W * cols, height: H * Math.ceil(names.length / cols), channels: 3, background: "#ffffff" } })
    .composite(tiles)
    .png()
    .toFile(out);
  console.log(`contact sheet of ${names.length} motifs: ${out}`);
}

async function main(): Promise<void> {
  const si = argv.indexOf("--sheet");
  if (si >= 0) return sheet(argv[si + 1] ?? "/tmp/motifs.png");
  if (ONLY && !ONLY.length) throw new Error("--only needs a comma-separated list of name prefixes, e.g. --only destaque/");
  const t0 = Date.now();
  sharp.cache(false);
  const needs = collect(CONTENT);
  if (needs.provisional) console.log("content/ has no media references yet: using the provisional list of names");
  // fixed images
  for (const n of ["contato/mapa-desktop", "contato/mapa-mobile"])
    if (!needs.images.has(n)) needs.images.set(n, { name: n, kind: "contato", alt: "Map of Aldeota, Fortaleza" });

  const oldPath = join(MEDIA, "manifest.json");
  const old: Manifest | undefined = existsSync(oldPath) ? JSON.parse(readFileSync(oldPath, "utf8")) : undefined;
  const manifest: Manifest = { images: {}, clips: {}, assets: {} };
  const imgStats: Stats = { made: 0, skipped: 0, bytes: 0 };
  const clipStats: Stats = { made: 0, skipped: 0, bytes: 0 };
  const assetStats: Stats = { made: 0, skipped: 0, bytes: 0 };

  const needed = [...needs.images.values()].sort((a, b) => a.name.localeCompare(b.name));
  const images = needed.filter((n) => selected(n.name));
  if (ONLY) {
    // everything not selected keeps its entry; a name without one cannot be left out
    const keep = <T>(what: string, name: string, entry: T | undefined): T => {
      if (!entry) throw new Error(`--only: ${what} ${name} has no manifest entry yet; include it or run without --only`);
      return entry;
    };
    for (const n of needed) if (!selected(n.name)) manifest.images[n.name] = keep("image", n.name, old?.images?.[n.name]);
    for (const name of needs.clips.keys()) manifest.clips[name] = keep("clip", name, old?.clips?.[name]);
    Object.assign(manifest.assets, old?.assets);
    console.log(`--only ${ONLY.join(",")}: ${images.length} of ${needed.length} images; the rest, clips and assets kept`);
  }
  const clips = ONLY ? [] : [...needs.clips.entries()].sort((a, b) => a[0].localeCompare(b[0]));
  let doneCount = 0;
  const total = images.length + clips.length;
  const tick = (what: string) => {
    doneCount++;
    if (process.stdout.isTTY) process.stdout.write(`\r${doneCount}/${total} ${what}`.padEnd(80).slice(0, 80));
  };
  await Promise.all([
    pool(images, 2, async (need) => {
      manifest.images[need.name] = await makeImage(imageJob(need), old?.images?.[need.name], imgStats);
      tick(need.name);
    }),
    pool(clips, 1, async ([name, label]) => {
      manifest.clips[name] = await makeClip(name, label, clipStats);
      tick(name);
    }),
  ]);
  if (process.stdout.isTTY) process.stdout.write("\n");

  const rel = readJson<{ image?: { file?: string } }>("release.json");
  const releaseName = rel?.image?.file ?? "marca/release";
  // the release PDF embeds its image: after changing that image, run without --only
  if (!ONLY) await makeAssets(manifest, manifest.images[releaseName], assetStats);

  const final: Manifest = { images: sortObj(manifest.images), clips: sortObj(manifest.clips), assets: sortObj(manifest.assets) };
  const json = JSON.stringify(final, null, 2) + "\n";
  if (!existsSync(oldPath) || readFileSync(oldPath, "utf8") !== json) writeAtomic("manifest.json", json);
  const removed = prune(referenced(final));
  const size = dirSize(MEDIA);
  console.log(
    `images: ${images.length} (${imgStats.made} made, ${imgStats.skipped} cached) · clips: ${clips.length} (${clipStats.made} made, ${clipStats.skipped} cached) · assets: ${Object.keys(final.assets).length} (${assetStats.made} made) · removed ${removed} stale · content/media ${(size / 1048576).toFixed(1)} MB · ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
  if (size > 40 * 1048576) console.warn("warning: content/media is over 40 MB");
}

// run only when executed, not when imported (e.g. by a test or a script reusing imageJob)
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
