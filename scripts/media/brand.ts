/** Fixed brand assets as SVG sources: logo versions, favicon, badges, social icons, OG image. */
import { leadMarkBody, MOTIFS, type Pal } from "./motifs.ts";
import { C, FONT, Rng, circle, esc, f, g, path, rect, shade, stroke, svgDoc, tint } from "./util.ts";
import { accessIcon } from "./figures.ts";

/** Geometric "lead" wordmark strokes (x from 128 to ~384, baseline ~94). */
function wordmark(color: string): string {
  const sw = 12;
  const e = 186;
  const a = 268;
  const d = 350;
  const arcEnd = (cx: number) => `${f(cx + 28 * Math.cos(0.7))} ${f(60 + 28 * Math.sin(0.7))}`;
  return (
    stroke("M134 16 V88", color, sw) +
    stroke(`M${e - 28} 60 H${e + 28} A28 28 0 1 0 ${arcEnd(e)}`, color, sw) +
    circle(a, 60, 28, "none", `stroke="${color}" stroke-width="${sw}"`) +
    stroke(`M${a + 28} 34 V88`, color, sw) +
    circle(d, 60, 28, "none", `stroke="${color}" stroke-width="${sw}"`) +
    stroke(`M${d + 28} 16 V88`, color, sw)
  );
}

export const LOGO_W = 400;
export const LOGO_H = 110;

export function logoSvg(variant: "light" | "dark" | "mono"): string {
  const title = `<title>Lead</title>`;
  if (variant === "mono") {
    const body =
      `<defs><mask id="m"><rect x="-60" y="-60" width="120" height="120" fill="#fff"/>${leadMarkBody(100, "none", "#000", "#000", false)}</mask></defs>` +
      g("translate(55 55)", `<rect x="-50" y="-50" width="100" height="100" rx="26" fill="currentColor" mask="url(#m)"/>`) +
      wordmark("currentColor");
    return svgDoc(LOGO_W, LOGO_H, title + body, `color="${C.ink}" role="img" aria-label="Lead"`);
  }
  const light = variant === "light";
  const body = g("translate(55 55)", leadMarkBody(100, C.blue, C.white, C.amber)) + wordmark(light ? C.ink : C.white);
  return svgDoc(LOGO_W, LOGO_H, title + body, 'role="img" aria-label="Lead"');
}

export function markSvg(size = 100): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="-50 -50 100 100">${leadMarkBody(100, C.blue, C.white, C.amber)}</svg>`;
}

export function appleTouchSvg(): string {
  // full-bleed square (iOS rounds the corners itself)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180" viewBox="-50 -50 100 100"><rect x="-50" y="-50" width="100" height="100" fill="${C.blue}"/>${g("scale(0.82)", leadMarkBody(100, C.blue, C.white, C.amber, false))}</svg>`;
}

export function badgeSvg(kind: "wcag" | "html"): string {
  const w = 214;
  const h = 62;
  const t = (x: number, y: number, size: number, color: string, s: string, weight = 700) =>
    `<text x="${x}" y="${y}" font-family="${esc(FONT)}" font-weight="${weight}" font-size="${size}" fill="${color}">${esc(s)}</text>`;
  if (kind === "wcag") {
    const body =
      `<title>WCAG 2.2 AA</title>` +
      rect(0, 0, w, h, 12, C.ink) +
      path(`M12 0 H62 V${h} H12 Q0 ${h} 0 ${h - 12} V12 Q0 0 12 0 Z`, C.blue) +
      accessIcon(31, 31, 19, C.white, C.blue) +
      // Sized to be read at the footer's 150 px width (smallest text about 12.5 px there).
      t(72, 28, 23, C.white, "WCAG 2.2") +
      rect(72, 34, 42, 24, 12, C.amber) +
      t(80, 52, 18, C.ink, "AA");
    // No "conform" on the badge: the site is partially conformant, which the footer says in words
    // beside it, in the visitor's language, as the statement does (issue 26).
    return svgDoc(w, h, body, 'role="img" aria-label="WCAG 2.2 AA"');
  }
  const body =
    `<title>HTML5 · W3C valid</title>` +
    rect(0, 0, w, h, 12, C.ink) +
    path(`M12 0 H62 V${h} H12 Q0 ${h} 0 ${h - 12} V12 Q0 0 12 0 Z`, C.coral) +
    stroke("M22 21 L13 31 L22 41", C.white, 4.5) +
    stroke("M40 21 L49 31 L40 41", C.white, 4.5) +
    stroke("M34 18 L28 44", C.white, 4.5) +
    t(70, 28, 19, C.white, "HTML5 · W3C") +
    path(
      "M74 42 l5 5 l9 -10",
      "none",
      `stroke="${C.lightTeal}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"`,
    ) +
    t(94, 53, 18, C.lightTeal, "valid");
  return svgDoc(w, h, body, 'role="img" aria-label="HTML5 · W3C valid"');
}

export type Network = "linkedin" | "instagram" | "youtube" | "facebook";

/** A round social icon in currentColor with the glyph knocked out (works inline and as <img>). */
export function socialSvg(n: Network): string {
  const K = "#000";
  const W = "#fff";
  const glyph: Record<Network, string> = {
    linkedin:
      circle(17.5, 15.5, 3.3, K) +
      rect(14.5, 21, 6, 14, 1.5, K) +
      stroke("M26 35 V21 M26 27 Q26 21.5 30.5 21.5 Q35 21.5 35 26.5 V35", K, 5.6),
    instagram:
      rect(13.5, 13.5, 21, 21, 6.5, "none", `stroke="${K}" stroke-width="3.4"`) +
      circle(24, 24, 5, "none", `stroke="${K}" stroke-width="3.4"`) +
      circle(30.2, 17.8, 1.8, K),
    youtube: rect(11, 15, 26, 18, 6, K) + path("M21 19.5 L29.5 24 L21 28.5 Z", W),
    facebook: stroke("M25.5 37 V23.5 Q25.5 17 31.5 17 H32.5", K, 5.2) + stroke("M20 26 H31", K, 4.6),
  };
  const label = { linkedin: "LinkedIn", instagram: "Instagram", youtube: "YouTube", facebook: "Facebook" }[n];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48" role="img" aria-label="${label}"><title>${label}</title><defs><mask id="g"><rect width="48" height="48" fill="${W}"/>${glyph[n]}</mask></defs><circle cx="24" cy="24" r="24" fill="currentColor" mask="url(#g)"/></svg>`;
}

/** Open Graph image 1200x630: logo, tagline, an illustration. */
export function ogSvg(tagline: string): string {
  const w = 1200;
  const h = 630;
  const p: Pal = {
    primary: C.blue,
    secondary: C.lightBlue,
    accent: C.amber,
    accent2: C.teal,
    bg: C.blue,
    soft: tint(C.lightBlue, 0.5),
  };
  const words = tagline.split(" ");
  const lines: string[] = [];
  let cur = "";
  for (const wd of words) {
    if ((cur + " " + wd).trim().length > 24 && cur) {
      lines.push(cur);
      cur = wd;
    } else cur = (cur + " " + wd).trim();
  }
  if (cur) lines.push(cur);
  const text = lines
    .map(
      (l, i) =>
        `<text x="80" y="${300 + i * 66}" font-family="${esc(FONT)}" font-weight="700" font-size="52" fill="${C.white}">${esc(l)}</text>`,
    )
    .join("");
  const art = g(
    "translate(780 140) scale(0.62)",
    circle(300, 300, 300, shade(C.blue, -0.15)) + MOTIFS.handsSigning(p, new Rng("og")),
  );
  const logo = g(
    "translate(80 90) scale(0.9)",
    g("translate(55 55)", leadMarkBody(100, C.white, C.blue, C.amber)) + wordmark(C.white),
  );
  const deco =
    circle(1120, 60, 120, shade(C.blue, 0.2)) +
    circle(60, 640, 110, shade(C.blue, -0.1)) +
    circle(740, 90, 22, C.amber) +
    rect(80, 300 + lines.length * 66 - 20, 120, 10, 5, C.amber);
  return svgDoc(w, h, rect(0, 0, w, h, 0, C.blue) + deco + art + logo + text);
}

/** Stylised static map of Aldeota around Av. Santos Dumont, with a pin. No text. */
export function mapSvg(mobile: boolean): string {
  const W = 1600;
  const H = 1000;
  const pinX = 820;
  const pinY = 560;
  const land = C.sand;
  const block = "#ece6dc";
  const out: string[] = [rect(0, 0, W, H, 0, land)];
  const grid: string[] = [];
  // blocks on a rotated grid
  const rot = -9;
  for (let i = -4; i < 22; i++)
    for (let k = 0; k < 12; k++) {
      const x = i * 110;
      const y = 250 + k * 100;
      const park = (i * 7 + k * 3) % 23 === 0;
      grid.push(rect(x + 14, y + 14, 82, 72, 8, park ? tint(C.lightTeal, 0.7) : block));
    }
  out.push(g(`rotate(${rot} ${pinX} ${pinY})`, grid.join("")));
  // streets
  const streets: string[] = [];
  for (let i = -4; i < 22; i++) streets.push(rect(i * 110 - 3, 150, 6 + 4, 1400, 0, C.white));
  out.push(g(`rotate(${rot} ${pinX} ${pinY})`, streets.join("")));
  // a roundabout square with trees
  out.push(
    circle(1180, 720, 70, C.white) +
      circle(1180, 720, 54, tint(C.lightTeal, 0.8)) +
      circle(1160, 705, 14, C.lightTeal) +
      circle(1200, 735, 12, C.lightTeal),
  );
  // main avenues: Av. Santos Dumont (amber-tinted) and a crossing avenue
  out.push(
    g(
      `rotate(${rot} ${pinX} ${pinY})`,
      rect(-400, pinY - 4, 2600, 34, 17, C.white) + rect(-400, pinY + 8, 2600, 10, 5, tint(C.amber, 0.7)),
    ),
  );
  out.push(g(`rotate(${rot} ${pinX} ${pinY})`, rect(pinX - 140, 0, 28, 1400, 14, C.white)));
  out.push(g(`rotate(${rot} ${pinX} ${pinY})`, rect(pinX + 330, 0, 22, 1400, 11, C.white)));
  const sea: string[] = [];
  // sea to the north (Beira Mar)
  sea.push(path(`M0 0 H${W} V150 Q1400 210 1200 170 T800 200 T400 160 T0 200 Z`, tint(C.lightBlue, 0.55)));
  sea.push(
    path(
      `M0 200 Q200 176 400 160 T800 200 T1200 170 Q1400 210 ${W} 150 V176 Q1400 236 1200 196 T800 226 T400 186 T0 226 Z`,
      tint(C.amber, 0.25),
    ),
  );
  out.push(g("translate(0 150)", sea.join("")));
  // the building and the pin
  out.push(g(`rotate(${rot} ${pinX} ${pinY})`, rect(pinX - 40, pinY - 80, 80, 62, 8, C.blue)));
  out.push(
    g(
      `translate(${pinX} ${pinY - 40})`,
      `<ellipse cx="0" cy="6" rx="26" ry="8" fill="${shade(land, 0.25)}"/>` +
        path("M0 0 Q-60 -70 -60 -120 Q-60 -180 0 -180 Q60 -180 60 -120 Q60 -70 0 0 Z", C.coral) +
        circle(0, -122, 24, C.white) +
        circle(0, -122, 11, C.coral),
    ),
  );
  const [vx, vy, vw, vh] = mobile ? [pinX - 330, pinY - 360, 660, 660] : [pinX - 720, pinY - 330, 1440, 600];
  // compass
  out.push(
    g(
      `translate(${vx + vw - 70} ${vy + vh - 70})`,
      circle(0, 0, 44, C.white) +
        path("M0 -32 L12 0 L0 -6 L-12 0 Z", C.ink) +
        path("M0 32 L12 0 L0 6 L-12 0 Z", tint(C.ink, 0.35)),
    ),
  );
  const vb = `${vx} ${vy} ${vw} ${vh}`;
  const [w, h] = mobile ? [600, 600] : [1200, 500];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${vb}">${out.join("")}</svg>`;
}
