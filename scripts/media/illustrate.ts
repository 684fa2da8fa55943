/** Composes a full illustration: calm background shapes + one motif, seeded by the name. */
import { MOTIFS, chooseMotif, leadMarkBody, type MotifName, type Pal } from "./motifs.ts";
import { bust, randomPerson, star } from "./figures.ts";
import { C, FONT, Rng, circle, esc, f, g, mix, path, rect, shade, svgDoc, tint } from "./util.ts";

export interface Canvas {
  w: number;
  h: number;
}

const SCHEMES: Omit<Pal, "bg" | "soft">[] = [
  { primary: C.blue, secondary: C.lightBlue, accent: C.amber, accent2: C.teal },
  { primary: C.teal, secondary: C.lightTeal, accent: C.coral, accent2: C.blue },
  { primary: C.blue, secondary: C.lightTeal, accent: C.coral, accent2: C.amber },
  { primary: C.teal, secondary: C.lightBlue, accent: C.amber, accent2: C.coral },
];
const BGS = [C.sand, C.mist, tint(C.lightBlue, 0.22), tint(C.lightTeal, 0.25)];

export function palette(r: Rng): Pal {
  const s = r.pick(SCHEMES);
  const bg = r.pick(BGS);
  return { ...s, bg, soft: mix(bg, s.secondary, 0.35) };
}

/** Background decoration; returns SVG and where the motif should go. */
function background(c: Canvas, p: Pal, r: Rng, mx: number, my: number, ms: number, sun = true): string {
  const { w, h } = c;
  const out: string[] = [rect(0, 0, w, h, 0, p.bg)];
  // a soft hill along the bottom
  const hillY = h * r.range(0.78, 0.86);
  out.push(
    path(
      `M0 ${f(hillY)} Q${f(w * r.range(0.25, 0.45))} ${f(hillY - h * 0.1)} ${f(w * 0.6)} ${f(hillY - h * 0.02)} T${w} ${f(hillY - h * 0.06)} V${h} H0 Z`,
      mix(p.bg, p.secondary, 0.18),
    ),
  );
  // big soft disc behind the motif
  out.push(circle(mx + r.range(-0.06, 0.06) * ms, my - ms * 0.02, ms * r.range(0.43, 0.5), p.soft));
  // the Fortaleza sun, or a ring
  const left = mx > w / 2;
  const sx = left ? w * r.range(0.08, 0.2) : w * r.range(0.8, 0.92);
  const sy = h * r.range(0.14, 0.3);
  if (r.chance(0.6) && sun) out.push(circle(sx, sy, h * 0.075, C.amber, 'opacity="0.9"'));
  else out.push(circle(sx, sy, h * 0.06, "none", `stroke="${p.accent}" stroke-width="${f(h * 0.014)}"`));
  // dotted patch
  const dx = left ? w * r.range(0.05, 0.14) : w * r.range(0.78, 0.86);
  const dy = h * r.range(0.55, 0.68);
  const step = h * 0.032;
  for (let i = 0; i < 4; i++)
    for (let k = 0; k < 3; k++) out.push(circle(dx + i * step, dy + k * step, h * 0.006, p.primary, 'opacity="0.35"'));
  // one or two small accents
  const n = r.int(1, 2);
  for (let i = 0; i < n; i++) {
    const ax = left ? w * r.range(0.3, 0.45) : w * r.range(0.55, 0.7);
    const ay = h * r.range(0.08, 0.2);
    if (Math.abs(ax - mx) < ms * 0.45 && ay > my - ms * 0.5) continue;
    out.push(
      r.chance(0.5)
        ? path(
            `M${f(ax - h * 0.018)} ${f(ay)}H${f(ax + h * 0.018)}M${f(ax)} ${f(ay - h * 0.018)}V${f(ay + h * 0.018)}`,
            "none",
            `stroke="${p.accent2}" stroke-width="${f(h * 0.009)}" stroke-linecap="round"`,
          )
        : circle(ax, ay, h * 0.012, p.accent2),
    );
  }
  return out.join("");
}

export interface IllustrationInput {
  name: string;
  kind: string;
  alt: string;
  /** Forces a motif (used by the contact sheet). */
  motif?: MotifName;
}

export function illustration(input: IllustrationInput, c: Canvas): { svg: string; motif: MotifName; bg: string } {
  const r = new Rng(input.name);
  const p = palette(r);
  const motif = input.motif ?? chooseMotif(input.name, input.kind, input.alt, r);
  const { w, h } = c;
  const ms = Math.min(h * 0.9, w * 0.9); // motif box size
  const wide = w / h > 1.4;
  const cx = wide ? w * r.pick([0.5, 0.56, 0.44]) : w / 2;
  const cy = h * 0.53;
  const bg = background(c, p, r, cx, cy, ms, motif !== "cityView" && motif !== "bulbIdea");
  const shadow = `<ellipse cx="${f(cx)}" cy="${f(cy + ms * 0.44)}" rx="${f(ms * 0.36)}" ry="${f(ms * 0.028)}" fill="${shade(p.bg, 0.12)}"/>`;
  const body = g(`translate(${f(cx - ms / 2)} ${f(cy - ms / 2)}) scale(${f(ms / 600)})`, MOTIFS[motif](p, r));
  return { svg: svgDoc(w, h, bg + shadow + body), motif, bg: p.bg };
}

/** Square researcher "photo": a friendly bust on a soft disc. */
export function portrait(name: string, size: number): { svg: string; bg: string } {
  const r = new Rng(name);
  const p = palette(r);
  const o = randomPerson(r, [p.primary, p.accent2, C.teal, C.coral]);
  const body = g(`translate(${f(size / 2)} ${f(size)}) scale(${f(size / 300)})`, bust(o));
  return {
    svg: svgDoc(
      size,
      size,
      rect(0, 0, size, size, 0, p.bg) +
        circle(size / 2, size * 0.52, size * 0.36, p.soft) +
        circle(size * 0.82, size * 0.18, size * 0.05, C.amber) +
        body,
    ),
    bg: p.bg,
  };
}

/** A fictional partner logo: geometric mark + the partner's name. */
export function partnerLogo(name: string, label: string): { svg: string; bg: string } {
  const r = new Rng("partner:" + name);
  const cols = [C.blue, C.teal, C.coral, C.ink];
  const c1 = r.pick(cols);
  const c2 = r.pick([C.amber, C.lightBlue, C.lightTeal, C.coral].filter((x) => x !== c1));
  const kind = r.int(0, 4);
  const marks = [
    circle(0, 0, 36, c1) + circle(14, -14, 16, c2),
    path("M-36 30 L0 -36 L36 30 Z", c1) + circle(0, 12, 12, c2),
    rect(-34, -34, 68, 68, 18, c1) + rect(-10, -10, 44, 44, 12, c2),
    circle(-12, 0, 26, c1) + circle(14, 0, 26, c2, 'opacity="0.85"'),
    path("M-36 0 A36 36 0 0 1 36 0 Z", c1) + path("M-36 8 H36 A36 36 0 0 1 -36 8 Z", c2),
  ];
  const words = label.trim().replace(/\s+/g, " ");
  // long names go on two balanced lines
  let lines = [words];
  if (words.length > 22) {
    const parts = words.split(" ");
    let best = 1;
    let bestDiff = Infinity;
    for (let i = 1; i < parts.length; i++) {
      const d = Math.abs(parts.slice(0, i).join(" ").length - parts.slice(i).join(" ").length);
      if (d < bestDiff) {
        bestDiff = d;
        best = i;
      }
    }
    if (parts.length > 1) lines = [parts.slice(0, best).join(" "), parts.slice(best).join(" ")];
  }
  const longest = Math.max(...lines.map((l) => l.length));
  const fs = longest > 24 ? 24 : longest > 16 ? 27 : 30;
  const tw = Math.round(longest * fs * 0.64);
  const w = Math.max(360, 110 + tw + 30);
  const h = lines.length > 1 ? 140 : 120;
  const lh = fs * 1.2;
  const y0 = h / 2 - ((lines.length - 1) * lh) / 2 + fs * 0.36;
  const body =
    rect(0, 0, w, h, 0, C.white) +
    g(`translate(60 ${h / 2})`, marks[kind]!) +
    lines
      .map(
        (l, i) =>
          `<text x="110" y="${f(y0 + i * lh)}" font-family="${esc(FONT)}" font-weight="700" font-size="${fs}" fill="${C.ink}">${esc(l)}</text>`,
      )
      .join("");
  return { svg: svgDoc(w, h, body), bg: C.white };
}

/**
 * News-highlight banner (desktop 1200x400 or mobile 600x600): a picture without words, the same in
 * every language. The banner's title and text are real text beside it on the page (issue 15).
 */
export function highlightBanner(mobile: boolean): { svg: string; bg: string; w: number; h: number } {
  const r = new Rng("destaque");
  const w = mobile ? 600 : 1200;
  const h = mobile ? 600 : 400;
  const bg = C.blue;
  const p: Pal = {
    primary: C.teal,
    secondary: C.lightBlue,
    accent: C.amber,
    accent2: C.coral,
    bg: C.mist,
    soft: tint(C.lightBlue, 0.4),
  };
  const dots = (x: number, y: number, cols: number, rows: number) =>
    Array.from({ length: cols * rows }, (_, i) =>
      circle(x + (i % cols) * 18, y + Math.floor(i / cols) * 18, 3.5, C.lightBlue, 'opacity="0.6"'),
    ).join("");
  const plus = (x: number, y: number, s: number, colour: string) =>
    path(
      `M${f(x - s)} ${f(y)}H${f(x + s)}M${f(x)} ${f(y - s)}V${f(y + s)}`,
      "none",
      `stroke="${colour}" stroke-width="6" stroke-linecap="round"`,
    );
  // The scene (a disc, the checklist and the person) fills the stage's box x 50..550, y 80..580;
  // it is centred with a margin all round, so nothing touches an edge.
  const deco = mobile
    ? rect(0, 0, w, h, 0, bg) +
      circle(w * 0.95, h * 0.02, 140, shade(C.blue, 0.2)) +
      circle(w * 0.06, h * 1.02, 90, shade(C.blue, -0.12)) +
      circle(78, 86, 24, C.amber) +
      dots(40, 500, 4, 3) +
      plus(540, 520, 12, C.coral)
    : rect(0, 0, w, h, 0, bg) +
      circle(w * 0.9, h * 0.08, 220, shade(C.blue, 0.2)) +
      circle(w * 0.1, h * 1.05, 150, shade(C.blue, -0.12)) +
      circle(w * 0.16, h * 0.26, 30, C.amber) +
      circle(w * 0.82, h * 0.78, 46, "none", `stroke="${C.lightTeal}" stroke-width="8" opacity="0.8"`) +
      dots(60, 40, 4, 3) +
      dots(1068, 320, 4, 3) +
      plus(w * 0.3, h * 0.7, 14, C.coral) +
      star(w * 0.7, h * 0.2, 16, C.lightBlue) +
      star(w * 0.3, h * 0.22, 12, C.amber);
  const art = mobile ? g("translate(30 3) scale(0.9)", stage(p, r)) : g("translate(396 -24.4) scale(0.68)", stage(p, r));
  return { svg: svgDoc(w, h, deco + art), bg, w, h };
}

/** Illustration for the banner: a candidate with a briefcase and a check card. */
function stage(p: Pal, r: Rng): string {
  const o = randomPerson(r, [C.amber, C.coral]);
  return (
    circle(300, 330, 250, shade(C.blue, -0.18)) +
    rect(330, 150, 190, 240, 22, C.white) +
    [0, 1, 2]
      .map(
        (i) =>
          path(
            `M360 ${f(212 + i * 56)} l12 12 l22 -24`,
            "none",
            `stroke="${C.teal}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"`,
          ) + rect(410, 206 + i * 56, 84, 14, 7, tint(C.blue, 0.35)),
      )
      .join("") +
    g("translate(210 580) scale(1.05)", bust({ ...o, shirt: C.coral === o.shirt ? C.coral : C.teal })) +
    star(520, 110, 26, C.amber) +
    star(110, 220, 18, p.secondary)
  );
}

export { leadMarkBody };
