/** Reusable flat figure parts (people, hands, gears) drawn in local coordinates. */
import { C, HAIR, SKIN, circle, f, g, path, rect, stroke, shade, type Rng } from "./util.ts";

export type HandPose = "open" | "fist" | "point" | "vee" | "flat" | "c";

/**
 * A flat hand, palm facing the viewer, wrist at (0, 0) pointing down; fingers up.
 * `side` mirrors it for a left hand. Size ~ 70 wide x 110 tall at scale 1.
 */
export function hand(pose: HandPose, skin: string, side: 1 | -1 = 1, cuff?: string): string {
  const dark = shade(skin, 0.12);
  const parts: string[] = [];
  if (cuff) parts.push(rect(-26, -8, 52, 26, 8, cuff));
  // palm
  parts.push(rect(-24, -62, 48, 58, 16, skin));
  const fingers: [number, number][] = [
    [-20, 38],
    [-8, 46],
    [4, 44],
    [15, 36],
  ];
  const up = (i: number) =>
    pose === "open" || pose === "flat" ? true : pose === "point" ? i === 1 : pose === "vee" ? i === 1 || i === 2 : false;
  fingers.forEach(([x, h], i) => {
    if (pose === "c") {
      parts.push(rect(x, -62 - h * 0.55, 10, h * 0.55 + 6, 5, skin));
    } else if (up(i)) {
      const spread = pose === "open" ? (i - 1.5) * 5 : pose === "vee" ? (i === 1 ? -7 : 7) : 0;
      parts.push(g(`rotate(${spread} ${f(x + 5)} -58)`, rect(x, -58 - h, 10, h + 6, 5, skin)));
    } else {
      parts.push(rect(x, -72, 10, 16, 5, dark));
    }
  });
  if (pose === "fist" || pose === "point" || pose === "vee") parts.push(rect(-24, -70, 48, 14, 7, skin));
  // thumb
  const thumbRot = pose === "flat" ? -10 : pose === "c" ? -70 : pose === "fist" ? -80 : -45;
  parts.push(g(`rotate(${thumbRot} -20 -26)`, rect(-26, -62, 12, 40, 6, skin)));
  parts.push(path("M-10 -30 Q0 -24 10 -30", "none", `stroke="${dark}" stroke-width="3" stroke-linecap="round"`));
  return side === 1 ? parts.join("") : g("scale(-1 1)", parts.join(""));
}

export interface PersonOpts {
  skin: string;
  hair: string;
  shirt: string;
  style: "short" | "long" | "bun" | "curly" | "cap" | "hat";
  hatColor?: string;
  collar?: string;
}

export function randomPerson(r: Rng, shirts: string[]): PersonOpts {
  return {
    skin: r.pick(SKIN),
    hair: r.pick(HAIR),
    shirt: r.pick(shirts),
    style: r.pick(["short", "long", "bun", "curly", "cap"] as const),
  };
}

/** Head centred at (0,0), radius 40. */
export function head(o: PersonOpts, smile = true): string {
  const s: string[] = [];
  if (o.style === "long")
    s.push(rect(-47, -40, 94, 84, 40, o.hair), rect(-49, -6, 25, 74, 12, o.hair), rect(24, -6, 25, 74, 12, o.hair));
  if (o.style === "curly")
    for (let a = 0; a < 9; a++) {
      const t = Math.PI * (1.0 + a / 8);
      s.push(circle(Math.cos(t) * 40, Math.sin(t) * 40 - 2, 17, o.hair));
    }
  s.push(circle(0, 0, 40, o.skin));
  if (o.style === "short" || o.style === "long" || o.style === "bun")
    s.push(path("M-42 -2 A42 42 0 0 1 42 -6 Q14 -26 -10 -20 Q-30 -14 -42 -2 Z", o.hair));
  if (o.style === "bun") s.push(circle(0, -48, 17, o.hair));
  if (o.style === "cap") s.push(path("M-41 -4 A41 41 0 0 1 41 -4 Q0 -22 -41 -4 Z", o.hair));
  if (o.style === "hat") {
    s.push(path("M-40 -10 A40 40 0 0 1 40 -10 Z", o.hatColor ?? C.amber));
    s.push(rect(-50, -14, 100, 12, 6, o.hatColor ?? C.amber));
    s.push(rect(-6, -44, 12, 16, 4, shade(o.hatColor ?? C.amber, 0.15)));
  }
  s.push(circle(-14, 6, 4, C.ink), circle(14, 6, 4, C.ink));
  if (smile) s.push(stroke("M-10 20 Q0 28 10 20", C.ink, 3.5));
  return s.join("");
}

/** A bust: shoulders base at y=0, head above. Width ~150, height ~240. */
export function bust(o: PersonOpts): string {
  const torso = path("M-72 0 V-70 Q-72 -118 -28 -122 H28 Q72 -118 72 -70 V0 Z", o.shirt);
  const neck = rect(-14, -146, 28, 32, 8, shade(o.skin, 0.08));
  const collar = path("M-26 -122 L0 -94 L26 -122 Z", o.collar ?? shade(o.shirt, 0.18));
  return neck + torso + collar + g("translate(0 -180)", head(o));
}

/** Gear as a closed path around (cx, cy). */
export function gear(cx: number, cy: number, r: number, teeth: number, fill: string, hole: string): string {
  const pts: string[] = [];
  const ro = r;
  const ri = r * 0.8;
  const n = teeth * 4;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const rr = i % 4 === 0 || i % 4 === 1 ? ro : ri;
    pts.push(`${f(cx + Math.cos(a) * rr)} ${f(cy + Math.sin(a) * rr)}`);
  }
  return path("M" + pts.join("L") + "Z", fill, 'stroke-linejoin="round"') + circle(cx, cy, r * 0.32, hole);
}

/** Five-point star. */
export function star(cx: number, cy: number, r: number, fill: string): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    pts.push(`${f(cx + Math.cos(a) * rr)} ${f(cy + Math.sin(a) * rr)}`);
  }
  return path("M" + pts.join("L") + "Z", fill, 'stroke-linejoin="round"');
}

/** The universal-access figure in a circle. */
export function accessIcon(cx: number, cy: number, r: number, bg: string, fg: string): string {
  const k = r / 40;
  return (
    circle(cx, cy, r, bg) +
    g(
      `translate(${f(cx)} ${f(cy)}) scale(${f(k)})`,
      circle(0, -20, 6, fg) + stroke("M-20 -8 L0 -5 L20 -8", fg, 6) + stroke("M0 -5 V8 M0 8 L-9 24 M0 8 L9 24", fg, 6),
    )
  );
}
