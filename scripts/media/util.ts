/** Shared helpers for the media generator: palette, seeded randomness, hashing, SVG snippets. */
import { escapeHtml } from "../../common/text/escape";
import { createHash } from "node:crypto";

export const C = {
  ink: "#0f1b2d",
  blue: "#1747a6",
  lightBlue: "#8db4ff",
  teal: "#0e7c7b",
  lightTeal: "#7fd1c7",
  amber: "#ffb000",
  coral: "#e4572e",
  sand: "#f6f3ee",
  mist: "#eef1f5",
  white: "#ffffff",
} as const;

/** Skin and hair tones for people (the only colours outside the brand palette, for diversity). */
export const SKIN = ["#f3d2b8", "#e2ab87", "#b97a59", "#7d4e37"] as const;
export const HAIR = ["#0f1b2d", "#3b2a22", "#6b4330", "#1d2c44"] as const;

function hex(c: string): [number, number, number] {
  const n = parseInt(c.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
/** Linear mix of two hex colours: t=0 gives a, t=1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = hex(a);
  const y = hex(b);
  return (
    "#" +
    x
      .map((v, i) => Math.round(v + (y[i]! - v) * t))
      .map((v) => v.toString(16).padStart(2, "0"))
      .join("")
  );
}
export const tint = (c: string, t: number) => mix(C.white, c, t);
export const shade = (c: string, t: number) => mix(c, C.ink, t);

export function sha(data: string | Buffer): string {
  return createHash("sha256").update(data).digest("hex");
}

/** A deterministic pseudo-random generator (mulberry32) seeded from a string. */
export class Rng {
  private s: number;
  constructor(seed: string) {
    this.s = parseInt(sha(seed).slice(0, 8), 16) >>> 0;
  }
  next(): number {
    let t = (this.s = (this.s + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(a: number, b: number): number {
    return a + (b - a) * this.next();
  }
  int(a: number, b: number): number {
    return Math.floor(this.range(a, b + 1));
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.next() * xs.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

/** Rounds to 1 decimal to keep SVG sources short and stable. */
export const f = (n: number) => String(Math.round(n * 10) / 10);

/** The SVG and XML writers' short name for the one escaper. */
export const esc = escapeHtml;

export const rect = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = "") =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(r)}" fill="${fill}"${extra ? " " + extra : ""}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra ? " " + extra : ""}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra ? " " + extra : ""}/>`;
export const path = (d: string, fill: string, extra = "") => `<path d="${d}" fill="${fill}"${extra ? " " + extra : ""}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, w: number, extra = "") =>
  `<path d="M${f(x1)} ${f(y1)}L${f(x2)} ${f(y2)}" stroke="${stroke}" stroke-width="${f(w)}" stroke-linecap="round" fill="none"${extra ? " " + extra : ""}/>`;
export const stroke = (d: string, color: string, w: number, extra = "") =>
  `<path d="${d}" stroke="${color}" stroke-width="${f(w)}" stroke-linecap="round" stroke-linejoin="round" fill="none"${extra ? " " + extra : ""}/>`;
export const g = (transform: string, body: string) => `<g transform="${transform}">${body}</g>`;

/** Font stack used wherever text is drawn (DejaVu Sans is what the rasteriser has). */
export const FONT = "'DejaVu Sans', Verdana, 'Segoe UI', Arial, sans-serif";

export function svgDoc(w: number, h: number, body: string, extra = ""): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"${extra ? " " + extra : ""}>${body}</svg>`;
}

/** Pretty label from a logical name: "areas/realidade-aumentada" -> "Realidade aumentada". */
export function labelOf(name: string): string {
  const last = name.split("/").pop() ?? name;
  const s = last.replace(/-/g, " ");
  return s.charAt(0).toUpperCase() + s.slice(1);
}
