/**
 * Libras sample clips: a friendly signing figure whose hands move through a few positions,
 * rendered frame by frame from SVG with sharp and encoded with ffmpeg (H.264, yuv420p, faststart,
 * no audio). Clearly marked as samples; they are placeholders for real interpreter videos.
 */
import { spawn } from "node:child_process";
import sharp from "sharp";
import { hand, head, type HandPose } from "./figures.ts";
import { C, FONT, HAIR, Rng, SKIN, circle, esc, f, g, labelOf, mix, path, rect, shade, stroke, svgDoc, tint } from "./util.ts";
import { CLIP_H, CLIP_W, FFMPEG_OUT, FPS, POSTER_WEBP } from "../../server/editor/media/encoding.ts";

export { CLIP_H, CLIP_W, FFMPEG_OUT, FPS };
export const SECONDS = 4;
export const FRAMES = FPS * SECONDS;
export const CAPTION = "AMOSTRA · SAMPLE · MUESTRA — Libras";

interface Key {
  l: [number, number];
  r: [number, number];
  lp: HandPose;
  rp: HandPose;
}

const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - Math.pow(-2 * t + 2, 2) / 2);

function keyframes(r: Rng): Key[] {
  const poses: HandPose[] = ["open", "point", "vee", "c", "flat", "fist"];
  const rest: Key = { l: [200, 262], r: [280, 262], lp: "flat", rp: "flat" };
  const keys: Key[] = [rest];
  for (let i = 0; i < 3; i++) {
    const sym = r.chance(0.35);
    const ly = r.range(140, 230);
    const l: [number, number] = [r.range(130, 215), ly];
    const rr: [number, number] = sym ? [480 - l[0], ly] : [r.range(265, 350), r.range(130, 230)];
    const lp = r.pick(poses);
    keys.push({ l, r: rr, lp, rp: sym ? lp : r.pick(poses) });
  }
  keys.push({ ...rest, l: [205, 255], r: [275, 255] });
  return keys;
}

export interface ClipLook {
  bg: string;
  disc: string;
  shirt: string;
  skin: string;
  hair: string;
  style: "short" | "long" | "bun" | "curly" | "cap";
}

function look(name: string): { look: ClipLook; keys: Key[] } {
  const r = new Rng("clip:" + name);
  const bg = r.pick([C.mist, C.sand, tint(C.lightBlue, 0.22), tint(C.lightTeal, 0.25)]);
  const shirt = r.pick([C.blue, C.teal, C.ink, shade(C.teal, 0.2)]);
  return {
    look: {
      bg,
      disc: mix(bg, r.pick([C.lightBlue, C.lightTeal]), 0.45),
      shirt,
      skin: r.pick(SKIN),
      hair: r.pick(HAIR),
      style: r.pick(["short", "long", "bun", "curly", "cap"] as const),
    },
    keys: keyframes(r),
  };
}

function arm(sx: number, sy: number, hx: number, hy: number, side: -1 | 1, color: string): string {
  // elbow: below and outside the midpoint
  const mx = (sx + hx) / 2 + side * 34;
  const my = Math.max(sy, hy) + 26;
  return stroke(`M${f(sx)} ${f(sy)} Q${f(mx)} ${f(my)} ${f(hx)} ${f(hy + 18)}`, color, 26);
}

/** The SVG of frame i (0-based) of a clip. */
export function clipFrame(name: string, i: number, label = labelOf(name), layer: "all" | "figure" | "static" = "all"): string {
  const { look: L, keys } = look(name);
  const seg = (i / FRAMES) * (keys.length - 1);
  const k = Math.min(keys.length - 2, Math.floor(seg));
  const local = seg - k;
  // hold the first 30% of each segment, move during the rest
  const t = ease(Math.max(0, (local - 0.3) / 0.7));
  const a = keys[k]!;
  const b = keys[k + 1]!;
  const lerp = (p: [number, number], q: [number, number]): [number, number] => [
    p[0] + (q[0] - p[0]) * t,
    p[1] + (q[1] - p[1]) * t,
  ];
  const lh = lerp(a.l, b.l);
  const rh = lerp(a.r, b.r);
  const lp = t < 0.5 ? a.lp : b.lp;
  const rp = t < 0.5 ? a.rp : b.rp;
  const bob = Math.sin((i / FRAMES) * Math.PI * 4) * 1.5;
  const blink = i % 50 > 44;
  const o = { skin: L.skin, hair: L.hair, shirt: L.shirt, style: L.style };
  const hx = 240;
  const hy = 126 + bob;
  const body =
    circle(240, 190, 128, L.disc) +
    circle(400, 60, 16, C.amber) +
    // torso
    rect(228, 140 + bob, 24, 52, 8, shade(L.skin, 0.08)) +
    path("M150 300 V248 Q150 192 200 186 H280 Q330 192 330 248 V300 Z", L.shirt) +
    path(`M216 186 L240 208 L264 186 Z`, shade(L.shirt, 0.2)) +
    g(
      `translate(${hx} ${f(hy)}) scale(0.9)`,
      head(o) + (blink ? rect(-22, 0, 44, 12, 6, L.skin) + stroke("M-19 6 H-9 M9 6 H19", C.ink, 3) : ""),
    );
  const sl: [number, number] = [194, 204];
  const sr: [number, number] = [286, 204];
  const tiltL = (lh[0] - 200) * 0.25 - 8;
  const tiltR = (rh[0] - 280) * 0.25 + 8;
  const arms =
    arm(sl[0], sl[1], lh[0], lh[1], -1, shade(L.shirt, 0.1)) +
    arm(sr[0], sr[1], rh[0], rh[1], 1, shade(L.shirt, 0.1)) +
    g(`translate(${f(lh[0])} ${f(lh[1] + 30)}) rotate(${f(tiltL)}) scale(0.62)`, hand(lp, L.skin, -1, shade(L.shirt, 0.1))) +
    g(`translate(${f(rh[0])} ${f(rh[1] + 30)}) rotate(${f(tiltR)}) scale(0.62)`, hand(rp, L.skin, 1, shade(L.shirt, 0.1)));
  const band =
    rect(0, 300, CLIP_W, 60, 0, C.ink) +
    `<text x="20" y="324" font-family="${esc(FONT)}" font-weight="700" font-size="15" fill="${C.white}">${esc(CAPTION)}</text>` +
    `<text x="20" y="346" font-family="${esc(FONT)}" font-size="13" fill="${C.lightBlue}">${esc(label.length > 56 ? label.slice(0, 55) + "…" : label)}</text>` +
    rect(16, 16, 92, 26, 13, C.coral) +
    `<text x="30" y="34" font-family="${esc(FONT)}" font-weight="700" font-size="13" fill="${C.white}">AMOSTRA</text>`;
  const base = rect(0, 0, CLIP_W, CLIP_H, 0, L.bg);
  if (layer === "static") return svgDoc(CLIP_W, CLIP_H, base + band);
  if (layer === "figure") return svgDoc(CLIP_W, CLIP_H, base + body + arms);
  return svgDoc(CLIP_W, CLIP_H, base + body + arms + band);
}

export function clipFrames(name: string, label?: string): string[] {
  return Array.from({ length: FRAMES }, (_, i) => clipFrame(name, i, label));
}

/** Renders frames and pipes them into ffmpeg; resolves when the MP4 is written. */
/** ffmpeg settings; part of each clip's fingerprint. */
export const FFMPEG_IN = ["-f", "rawvideo", "-pix_fmt", "rgba", "-s", `${CLIP_W}x${CLIP_H}`, "-r", String(FPS)];

/** Static regions (caption band, corner tag) copied from a once-rendered layer: text is slow. */
const BAND_Y = 300;
const TAG = { x: 8, y: 8, w: 110, h: 42 };

export async function encodeClip(name: string, label: string, out: string): Promise<void> {
  const args = ["-hide_banner", "-loglevel", "error", "-y", ...FFMPEG_IN, "-i", "-", ...FFMPEG_OUT, "-f", "mp4", out];
  const ff = spawn("ffmpeg", args, { stdio: ["pipe", "ignore", "pipe"] });
  let err = "";
  ff.stderr.on("data", (d) => (err += d));
  const done = new Promise<void>((res, rej) => {
    ff.on("error", rej);
    ff.on("close", (code) => (code === 0 ? res() : rej(new Error(`ffmpeg failed (${code}): ${err}`))));
  });
  // every layer has an opaque background, so RGBA goes straight to ffmpeg
  const raw = (svg: string) => sharp(Buffer.from(svg)).raw().toBuffer();
  const stat = await raw(clipFrame(name, 0, label, "static"));
  const row = CLIP_W * 4;
  for (let i = 0; i < FRAMES; i++) {
    const buf = await raw(clipFrame(name, i, label, "figure"));
    stat.copy(buf, BAND_Y * row, BAND_Y * row);
    for (let y = TAG.y; y < TAG.y + TAG.h; y++)
      stat.copy(buf, y * row + TAG.x * 4, y * row + TAG.x * 4, y * row + (TAG.x + TAG.w) * 4);
    if (!ff.stdin.write(buf)) await new Promise((r) => ff.stdin.once("drain", r));
  }
  ff.stdin.end();
  await done;
}

export async function posterOf(frame: string, out: string): Promise<void> {
  await sharp(Buffer.from(frame)).webp(POSTER_WEBP).toFile(out);
}
