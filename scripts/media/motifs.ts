/**
 * The motif library: hand-built flat illustrations, each drawn in a 600x600 box with the ground
 * line near y=560. A motif receives the variant's palette and a seeded generator so that two
 * names sharing a motif still differ (colours, poses, small details).
 */
import { bust, gear, hand, randomPerson, star, accessIcon, type HandPose } from "./figures.ts";
import { foldCase } from "../../common/text/fold";
import { C, SKIN, type Rng, circle, ellipse, f, g, line, mix, path, rect, shade, stroke, tint } from "./util.ts";

export interface Pal {
  primary: string;
  secondary: string;
  accent: string;
  accent2: string;
  bg: string;
  soft: string;
}

export type Motif = (p: Pal, r: Rng) => string;

const shirts = (p: Pal) => [p.primary, p.accent, p.secondary, C.teal, C.coral, C.blue];

/** Text-free "lines of text": rounded bars. */
function bars(x: number, y: number, widths: number[], h: number, gap: number, color: string): string {
  return widths.map((w, i) => rect(x, y + i * (h + gap), w, h, h / 2, color)).join("");
}

const arHeadset: Motif = (p, r) => {
  const gx = 430;
  const gy = 210;
  const holo = [
    path("M250 300 L380 140 L500 140 L500 300 Z", tint(p.secondary, 0.5), 'opacity="0.55"'),
    rect(375, 120, 130, 190, 18, "none", `stroke="${p.secondary}" stroke-width="6" stroke-dasharray="16 12"`),
    gear(gx + 4, gy + 8, 46, 8, p.accent, tint(p.secondary, 0.4)),
    gear(gx - 30, gy + 70, 24, 6, p.primary, tint(p.secondary, 0.4)),
    circle(gx + 44, gy - 60, 8, p.accent2),
  ];
  const person = randomPerson(r, [p.primary, p.accent2, C.teal]);
  const bustSvg = bust({ ...person, shirt: p.primary === person.shirt ? shade(p.primary, 0.2) : person.shirt });
  const headset = g(
    "translate(190 490) scale(1.25)",
    rect(-56, -200, 112, 44, 20, C.ink) +
      rect(-48, -194, 96, 30, 14, p.secondary) +
      rect(-40, -190, 30, 8, 4, C.white, 'opacity="0.7"') +
      path("M-56 -186 Q-60 -236 0 -238 Q60 -236 56 -186", "none", `stroke="${C.ink}" stroke-width="10"`),
  );
  const table =
    rect(60, 470, 480, 22, 11, shade(p.bg, 0.2)) +
    rect(90, 492, 20, 70, 6, shade(p.bg, 0.3)) +
    rect(490, 492, 20, 70, 6, shade(p.bg, 0.3));
  const part = gear(420, 430, 38, 10, shade(p.accent2, 0.1), C.white) + rect(330, 446, 60, 24, 8, p.primary);
  return holo.join("") + g("translate(190 490) scale(1.25)", bustSvg) + headset + table + part;
};

const exoskeleton: Motif = (p, r) => {
  const o = { ...randomPerson(r, [p.accent2, C.coral, C.teal]), style: "hat" as const, hatColor: C.amber };
  o.shirt = o.shirt === C.coral || o.shirt === C.amber ? C.teal : o.shirt;
  const frame = shade(p.primary, 0.1);
  const joint = p.secondary;
  const body =
    // legs
    rect(228, 400, 52, 160, 20, C.ink) +
    rect(320, 400, 52, 160, 20, C.ink) +
    rect(218, 540, 70, 24, 12, shade(C.ink, 0.2)) +
    rect(312, 540, 70, 24, 12, shade(C.ink, 0.2)) +
    // exo frame behind torso
    rect(284, 262, 32, 170, 14, frame) +
    g("translate(300 430)", bust(o)) +
    // leg braces
    line(254, 420, 254, 530, frame, 14) +
    line(346, 420, 346, 530, frame, 14) +
    circle(254, 470, 14, joint) +
    circle(346, 470, 14, joint) +
    // hip belt
    rect(214, 392, 172, 28, 14, frame) +
    circle(300, 406, 10, C.amber);
  const cardboard = mix(C.amber, C.sand, 0.45);
  const box =
    rect(222, 338, 156, 92, 10, cardboard) +
    rect(222, 338, 156, 22, 8, shade(cardboard, 0.12)) +
    rect(284, 338, 32, 92, 3, tint(cardboard, 0.5));
  const arms =
    stroke("M236 270 L196 330 L224 372", o.shirt, 34) +
    stroke("M364 270 L404 330 L376 372", o.shirt, 34) +
    stroke("M236 270 L196 330 L224 372", frame, 8) +
    stroke("M364 270 L404 330 L376 372", frame, 8) +
    circle(196, 330, 12, joint) +
    circle(404, 330, 12, joint) +
    circle(236, 268, 14, joint) +
    circle(364, 268, 14, joint) +
    circle(226, 372, 18, o.skin) +
    circle(374, 372, 18, o.skin);
  return body + box + arms;
};

const soundLight: Motif = (p) => {
  const spk =
    rect(40, 210, 120, 200, 26, C.ink) +
    circle(100, 270, 30, shade(C.ink, -0.4)) +
    circle(100, 270, 14, p.secondary) +
    circle(100, 355, 38, shade(C.ink, -0.4)) +
    circle(100, 355, 18, p.secondary);
  const waves = [0, 1, 2]
    .map((i) => stroke(`M${190 + i * 34} ${250 - i * 20} Q${215 + i * 40} 310 ${190 + i * 34} ${370 + i * 20}`, p.secondary, 12))
    .join("");
  const flow = [0, 1, 2, 3, 4].map((i) => circle(330 + i * 26, 310, 8 - i * 0.6, i % 2 ? p.accent : p.primary)).join("");
  const lampX = 500;
  const lamp =
    circle(lampX, 300, 90, tint(p.accent, 0.35)) +
    circle(lampX, 300, 62, p.accent) +
    path(`M${lampX - 30} 360 H${lampX + 30} L${lampX + 22} 400 H${lampX - 22} Z`, shade(p.accent, 0.2)) +
    rect(lampX - 26, 400, 52, 14, 7, C.ink) +
    rect(lampX - 20, 418, 40, 14, 7, C.ink) +
    circle(lampX - 20, 285, 12, C.white, 'opacity="0.6"') +
    [0, 1, 2, 3, 4, 5, 6]
      .map((i) => {
        const a = Math.PI * (1.05 + i * 0.15);
        return line(
          lampX + Math.cos(a) * 112,
          300 + Math.sin(a) * 112,
          lampX + Math.cos(a) * 140,
          300 + Math.sin(a) * 140,
          p.accent,
          10,
        );
      })
      .join("");
  const screen =
    rect(330, 460, 240, 70, 16, C.white) +
    [0, 1, 2].map((i) => circle(368 + i * 40, 495, 14, [p.accent, C.coral, p.primary][i]!)).join("") +
    rect(490, 483, 60, 24, 12, tint(p.primary, 0.4));
  return spk + waves + flow + lamp + screen;
};

const browserA11y: Motif = (p, r) => {
  const w =
    rect(40, 90, 480, 380, 24, C.white) + path("M64 90 H496 Q520 90 520 114 V150 H40 V114 Q40 90 64 90 Z", shade(p.bg, 0.12));
  const dots = [C.coral, C.amber, p.secondary].map((c, i) => circle(72 + i * 26, 120, 9, c)).join("");
  const url = rect(170, 106, 300, 28, 14, C.white);
  const hero =
    rect(72, 178, 200, 130, 16, tint(p.secondary, 0.5)) +
    circle(130, 226, 22, p.accent) +
    path("M72 290 L150 240 L210 280 L240 262 L272 290 V292 Q272 308 256 308 H88 Q72 308 72 292 Z", p.primary);
  const text = bars(296, 184, [190, 160, 180, 120], 16, 16, shade(p.bg, 0.15)) + rect(296, 330, 120, 40, 20, p.primary);
  const lines = bars(72, 334, [200, 170, 190], 14, 14, shade(p.bg, 0.15));
  const icons =
    accessIcon(520, 150, 56, p.primary, C.white) +
    circle(540, 330, 46, C.ink) +
    path("M540 300 A30 30 0 0 1 540 360 Z", C.white) +
    circle(540, 330, 30, "none", `stroke="${C.white}" stroke-width="6"`) +
    g(
      "translate(90 470)",
      circle(0, 0, 42, p.accent) +
        circle(-6, -6, 18, "none", `stroke="${C.ink}" stroke-width="7"`) +
        line(7, 7, 22, 22, C.ink, 8) +
        line(-14, -6, 2, -6, C.ink, 5) +
        line(-6, -14, -6, 2, C.ink, 5),
    );
  const cursor = r.chance(0.5)
    ? g(
        "translate(380 380) rotate(-10)",
        path(
          "M0 0 L0 70 L18 54 L32 84 L44 78 L30 50 L54 50 Z",
          C.ink,
          `stroke="${C.white}" stroke-width="5" stroke-linejoin="round"`,
        ),
      )
    : "";
  return w + dots + url + hero + text + lines + icons + cursor;
};

const robotTutor: Motif = (p, r) => {
  const body = p.primary;
  const eye = p.secondary;
  const robot =
    line(300, 96, 300, 140, C.ink, 8) +
    circle(300, 88, 16, p.accent) +
    rect(200, 140, 200, 150, 50, body) +
    rect(226, 168, 148, 96, 36, C.ink) +
    circle(266, 208, 14, eye) +
    circle(334, 208, 14, eye) +
    stroke("M280 240 Q300 254 320 240", eye, 7) +
    rect(182, 190, 24, 56, 12, shade(body, 0.2)) +
    rect(394, 190, 24, 56, 12, shade(body, 0.2)) +
    rect(270, 290, 60, 24, 8, shade(body, 0.3)) +
    rect(190, 308, 220, 200, 60, body) +
    circle(300, 360, 20, tint(p.secondary, 0.4)) +
    circle(300, 360, 9, p.accent) +
    rect(214, 500, 64, 50, 20, shade(body, 0.25)) +
    rect(322, 500, 64, 50, 20, shade(body, 0.25));
  const book =
    path("M160 400 Q230 380 300 410 Q370 380 440 400 V500 Q370 480 300 510 Q230 480 160 500 Z", p.accent2) +
    path("M172 396 Q232 378 296 404 V494 Q232 470 172 488 Z", C.white) +
    path("M304 404 Q368 378 428 396 V488 Q368 470 304 494 Z", C.white) +
    bars(192, 414, [80, 70, 84, 60], 8, 12, shade(p.bg, 0.18)) +
    bars(324, 414, [80, 70, 84, 60], 8, 12, shade(p.bg, 0.18));
  const arms =
    stroke("M196 360 Q150 410 190 450", shade(body, 0.15), 28) + stroke("M404 360 Q450 410 410 450", shade(body, 0.15), 28);
  const spark = r.chance(0.6) ? star(470, 150, 26, p.accent) + star(130, 210, 16, p.secondary) : star(130, 150, 24, p.accent);
  return robot + arms + book + spark;
};

const micNav: Motif = (p) => {
  const mic =
    rect(240, 90, 120, 220, 60, p.primary) +
    [0, 1, 2, 3].map((i) => rect(262, 130 + i * 30, 76, 10, 5, shade(p.primary, 0.25))).join("") +
    stroke("M200 240 Q200 360 300 360 Q400 360 400 240", C.ink, 16) +
    rect(292, 360, 16, 110, 8, C.ink) +
    rect(230, 466, 140, 26, 13, C.ink);
  const chip = (x: number, y: number, rot: number, c: string) =>
    g(
      `translate(${x} ${y})`,
      rect(-40, -40, 80, 80, 22, c) + g(`rotate(${rot})`, path("M0 -22 L20 6 H8 V22 H-8 V6 H-20 Z", C.white)),
    );
  const chips =
    chip(100, 150, 0, p.accent) + chip(500, 150, 90, p.accent2) + chip(100, 360, 270, C.teal) + chip(500, 360, 180, p.secondary);
  const waves = [0, 1]
    .map(
      (i) =>
        stroke(`M${170 - i * 28} ${230 - i * 22} Q${150 - i * 34} 250 ${170 - i * 28} ${290 + i * 22}`, p.secondary, 9) +
        stroke(`M${430 + i * 28} ${230 - i * 22} Q${450 + i * 34} 250 ${430 + i * 28} ${290 + i * 22}`, p.secondary, 9),
    )
    .join("");
  return waves + mic + chips;
};

const headCursor: Motif = (p, r) => {
  const skin = r.pick(SKIN);
  const hair = C.ink;
  const screen =
    rect(330, 110, 240, 170, 20, C.ink) +
    rect(344, 124, 212, 130, 12, tint(p.secondary, 0.4)) +
    rect(420, 280, 60, 40, 6, shade(C.ink, -0.3)) +
    rect(390, 316, 120, 14, 7, C.ink) +
    bars(364, 146, [120, 90, 150], 14, 14, C.white);
  const cursor = g(
    "translate(470 190) rotate(-12)",
    path(
      "M0 0 L0 64 L16 50 L28 76 L40 70 L28 45 L50 45 Z",
      p.accent,
      `stroke="${C.ink}" stroke-width="5" stroke-linejoin="round"`,
    ),
  );
  const profile = g(
    "translate(170 320)",
    path(
      "M-80 220 Q-84 120 -40 90 L-30 60 Q-90 20 -80 -60 Q-66 -140 10 -140 Q80 -136 96 -70 L104 -36 L122 -6 Q126 4 114 8 L104 10 L106 40 Q104 58 86 58 L60 58 L58 90 Q90 110 100 220 Z",
      skin,
    ) +
      path("M-80 -60 Q-66 -140 10 -140 Q80 -136 96 -70 Q60 -96 20 -80 Q0 -40 -30 -30 Q-60 -28 -70 0 Q-86 -30 -80 -60 Z", hair) +
      circle(64, -40, 7, C.ink) +
      path("M-80 220 Q-84 150 -50 120 Q0 150 60 120 Q96 150 100 220 Z", p.primary),
  );
  const arcs =
    stroke("M60 120 A150 150 0 0 1 290 90", p.accent, 8, 'stroke-dasharray="4 18"') +
    path("M290 90 l-26 -8 l8 26 z", p.accent) +
    stroke("M80 470 A150 150 0 0 0 300 430", p.secondary, 8, 'stroke-dasharray="4 18"');
  return screen + profile + arcs + cursor;
};

const handsSigning: Motif = (p, r) => {
  const s1 = r.pick(SKIN);
  const poses: HandPose[] = ["open", "point", "vee", "c", "flat", "fist"];
  const a = r.pick(poses);
  let b = r.pick(poses);
  if (b === a) b = a === "open" ? "point" : "open";
  const bubble = circle(300, 260, 190, tint(p.secondary, 0.45)) + path("M160 400 L120 500 L240 430 Z", tint(p.secondary, 0.45));
  const left = g(`translate(200 430) rotate(${r.int(-24, -8)}) scale(2.3)`, hand(a, s1, -1, p.primary));
  const right = g(`translate(400 420) rotate(${r.int(8, 26)}) scale(2.1)`, hand(b, s1, 1, p.accent));
  const marks =
    stroke("M120 150 L90 130 M110 190 L76 186 M120 230 L92 248", p.accent2, 9) +
    stroke("M480 140 L510 118 M492 180 L528 176 M482 220 L512 238", p.accent2, 9) +
    circle(110, 220, 10, p.accent) +
    circle(500, 140, 14, p.primary);
  return bubble + marks + left + right;
};

const laptopCode: Motif = (p, r) => {
  const cols = [p.secondary, p.accent, C.lightTeal, C.coral, C.white];
  const codeLines: string[] = [];
  for (let i = 0; i < 8; i++) {
    const indent = [0, 1, 2, 2, 1, 2, 1, 0][i]! * 24;
    let x = 140 + indent;
    const n = r.int(1, 3);
    for (let k = 0; k < n; k++) {
      const w = r.int(30, 90);
      if (x + w > 440) break;
      codeLines.push(rect(x, 150 + i * 30, w, 14, 7, cols[(i + k) % cols.length]!));
      x += w + 12;
    }
  }
  const laptop =
    rect(110, 110, 380, 290, 22, shade(C.ink, 0.0)) +
    rect(126, 126, 348, 258, 12, shade(C.ink, -0.25)) +
    codeLines.join("") +
    path("M60 410 H540 L520 450 Q516 458 504 458 H96 Q84 458 80 450 Z", mix(C.mist, C.ink, 0.25)) +
    rect(260, 410, 80, 14, 7, mix(C.mist, C.ink, 0.45));
  const mug = rect(470, 480, 60, 70, 14, p.accent) + stroke("M530 500 Q556 510 530 534", p.accent, 9);
  const plant =
    path("M70 560 L80 490 H140 L150 560 Z", p.primary) +
    path("M110 490 Q60 430 90 400 Q120 440 110 490 Z", C.teal) +
    path("M110 490 Q150 420 170 440 Q150 480 110 490 Z", C.lightTeal);
  const brackets = stroke("M40 200 L10 240 L40 280", p.primary, 10) + stroke("M560 200 L590 240 L560 280", p.primary, 10);
  return brackets + laptop + mug + plant;
};

const meeting: Motif = (p, r) => {
  const people = [0, 1, 2].map((i) => {
    const o = randomPerson(r, shirts(p));
    return g(`translate(${150 + i * 150} ${400 + (i === 1 ? -20 : 0)}) scale(${i === 1 ? 0.95 : 0.9})`, bust(o));
  });
  const table = rect(40, 390, 520, 40, 20, shade(p.bg, 0.25)) + rect(100, 430, 400, 120, 10, shade(p.bg, 0.15));
  const laptop = path("M240 392 L256 320 H344 L360 392 Z", C.ink) + circle(300, 356, 8, p.secondary);
  const bubbles =
    g(
      "translate(80 80)",
      rect(0, 0, 120, 70, 24, C.white) +
        path("M30 66 L24 96 L60 68 Z", C.white) +
        [0, 1, 2].map((i) => circle(34 + i * 26, 35, 8, p.primary)).join(""),
    ) +
    g(
      "translate(400 60)",
      rect(0, 0, 130, 70, 24, p.accent) + path("M90 66 L104 96 L70 68 Z", p.accent) + bars(22, 20, [86, 60], 10, 10, C.white),
    );
  return bubbles + people.join("") + table + laptop;
};

const hardwareBench: Motif = (p, r) => {
  const board = shade(C.teal, 0.1);
  const trace = C.lightTeal;
  const traces = [
    "M150 250 H250 V300 H330",
    "M150 340 H220 V380 H300",
    "M460 250 H400 V320",
    "M460 390 H380 V350",
    "M200 430 V400 H260",
  ]
    .map((d) => stroke(d, trace, 6))
    .join("");
  const pads = (
    [
      [150, 250],
      [150, 340],
      [460, 250],
      [460, 390],
      [200, 430],
    ] as [number, number][]
  )
    .map(([x, y]) => circle(x, y, 10, C.amber))
    .join("");
  const chip = (x: number, y: number, w: number, h: number) => {
    const legs: string[] = [];
    for (let i = 0; i < Math.floor(w / 22); i++) {
      legs.push(rect(x + 10 + i * 22, y - 10, 8, 12, 2, mix(C.mist, C.ink, 0.3)));
      legs.push(rect(x + 10 + i * 22, y + h - 2, 8, 12, 2, mix(C.mist, C.ink, 0.3)));
    }
    return legs.join("") + rect(x, y, w, h, 8, C.ink) + circle(x + 14, y + 14, 5, shade(C.ink, -0.4));
  };
  const b =
    rect(110, 200, 390, 270, 22, board) +
    traces +
    pads +
    chip(300, 290, 110, 80) +
    chip(190, 220, 66, 50) +
    rect(230, 400, 40, 30, 6, p.accent) +
    rect(340, 410, 30, 40, 6, C.coral) +
    circle(140, 228, 10, tint(C.teal, 0.5)) +
    circle(472, 444, 10, tint(C.teal, 0.5));
  const bench =
    rect(20, 490, 560, 30, 12, shade(p.bg, 0.25)) +
    rect(50, 520, 30, 40, 6, shade(p.bg, 0.35)) +
    rect(520, 520, 30, 40, 6, shade(p.bg, 0.35));
  const iron = g(
    "translate(470 120) rotate(35)",
    rect(-14, 0, 28, 120, 12, p.primary) +
      rect(-6, 120, 12, 50, 4, mix(C.mist, C.ink, 0.3)) +
      path("M-6 170 L0 196 L6 170 Z", C.amber),
  );
  const meter = g(
    "translate(60 360)",
    rect(0, 0, 80, 120, 16, p.accent) +
      rect(12, 12, 56, 36, 8, C.ink) +
      rect(18, 20, 30, 10, 4, C.lightTeal) +
      circle(40, 84, 18, C.white) +
      line(40, 84, 50, 72, C.ink, 5),
  );
  void r;
  return b + bench + iron + meter;
};

const trophy: Motif = (p, r) => {
  const gold = C.amber;
  const cup =
    stroke("M190 170 Q120 170 130 240 Q140 300 220 310", shade(gold, 0.1), 18) +
    stroke("M410 170 Q480 170 470 240 Q460 300 380 310", shade(gold, 0.1), 18) +
    path("M180 130 H420 V200 Q420 340 300 350 Q180 340 180 200 Z", gold) +
    path("M210 150 H250 V210 Q250 290 290 320 Q210 300 210 210 Z", tint(gold, 0.5), 'opacity="0.7"') +
    rect(280, 346, 40, 60, 10, shade(gold, 0.15)) +
    rect(220, 400, 160, 40, 12, p.primary) +
    rect(190, 436, 220, 60, 14, shade(p.primary, 0.3)) +
    rect(250, 456, 100, 20, 10, tint(gold, 0.3)) +
    star(300, 230, 42, C.white);
  const confetti = Array.from({ length: 9 }, (_, i) => {
    const x = r.range(60, 540);
    const y = r.range(60, 380);
    if (x > 150 && x < 450 && y > 100) return "";
    return i % 3 === 0
      ? star(x, y, r.range(10, 18), p.secondary)
      : i % 3 === 1
        ? circle(x, y, r.range(6, 10), C.coral)
        : g(`rotate(${r.int(0, 90)} ${f(x)} ${f(y)})`, rect(x - 4, y - 12, 8, 24, 4, p.primary));
  }).join("");
  const stars = star(110, 120, 26, gold) + star(500, 90, 20, gold);
  return confetti + stars + cup;
};

const medal: Motif = (p) => {
  const ribbon =
    path("M220 60 H300 L340 250 H260 Z", p.primary) +
    path("M380 60 H300 L260 250 H340 Z", shade(p.primary, 0.25)) +
    path("M300 60 L320 150 L280 150 Z", C.coral, 'opacity="0"');
  const m =
    circle(300, 360, 150, C.amber) +
    circle(300, 360, 118, shade(C.amber, 0.12)) +
    circle(300, 360, 104, C.amber) +
    star(300, 360, 64, C.white);
  const laurel = [0, 1, 2, 3, 4]
    .map((i) => {
      const a = Math.PI * (0.62 + i * 0.1);
      const b = Math.PI * (0.38 - i * 0.1);
      const e = (ang: number, rot: number) =>
        g(
          `rotate(${rot} ${f(300 + Math.cos(ang) * 182)} ${f(360 + Math.sin(ang) * 182)})`,
          ellipse(300 + Math.cos(ang) * 182, 360 + Math.sin(ang) * 182, 12, 26, C.teal),
        );
      return e(a, (a * 180) / Math.PI) + e(b, (b * 180) / Math.PI);
    })
    .join("");
  return ribbon + laurel + m + star(110, 140, 22, p.secondary) + star(490, 160, 18, p.accent);
};

const handshake: Motif = (p, r) => {
  const s1 = r.pick(SKIN);
  const s2 = r.pick(SKIN.filter((s) => s !== s1));
  const left =
    path("M0 250 L200 250 L230 330 L20 380 Z", p.primary) +
    rect(196, 236, 40, 110, 14, shade(p.primary, 0.2), 'transform="rotate(-18 216 290)"');
  const right =
    path("M600 250 L400 250 L370 330 L580 380 Z", p.accent) +
    rect(364, 236, 40, 110, 14, shade(p.accent, 0.2), 'transform="rotate(18 384 290)"');
  const hands =
    path("M230 260 Q300 220 380 250 L400 320 Q330 360 250 330 Z", s2) +
    path("M240 300 Q300 270 370 300 L372 330 Q350 372 300 366 L250 350 Q226 330 240 300 Z", s1) +
    [0, 1, 2]
      .map((i) =>
        stroke(
          `M${276 + i * 26} ${300 + i * 4} Q${290 + i * 26} ${340 + i * 2} ${282 + i * 26} ${356 - i * 2}`,
          shade(s1, 0.15),
          4,
        ),
      )
      .join("") +
    path("M300 250 Q330 240 350 262 Q330 276 300 266 Z", shade(s2, 0.1));
  const sparks =
    star(300, 140, 30, C.amber) +
    star(220, 170, 14, p.secondary) +
    star(380, 170, 16, p.secondary) +
    circle(300, 470, 60, tint(p.secondary, 0.5)) +
    path(
      "M280 460 L296 476 L324 446",
      "none",
      `stroke="${p.primary}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"`,
    );
  return left + right + hands + sparks;
};

const school: Motif = (p, r) => {
  const wall = C.white;
  const roof = p.accent2 === C.amber ? C.coral : p.accent2;
  const b =
    rect(110, 260, 380, 270, 8, wall) +
    path("M80 270 L300 130 L520 270 Z", roof) +
    rect(250, 200, 100, 60, 30, wall) +
    circle(300, 220, 22, p.secondary) +
    line(300, 220, 300, 208, C.ink, 4) +
    line(300, 220, 310, 226, C.ink, 4) +
    rect(264, 410, 72, 120, 10, p.primary) +
    circle(322, 470, 5, C.amber) +
    [140, 200, 360, 420].map((x) => rect(x, 300, 44, 50, 6, tint(p.secondary, 0.6))).join("") +
    [140, 200, 360, 420].map((x) => rect(x, 380, 44, 50, 6, tint(p.secondary, 0.6))).join("") +
    line(300, 130, 300, 70, C.ink, 5) +
    path("M302 70 H350 L340 84 L350 98 H302 Z", p.accent) +
    rect(90, 526, 420, 16, 8, shade(p.bg, 0.25));
  const tree = (x: number, s: number) =>
    rect(x - 8, 470, 16, 70, 6, shade(C.coral, 0.45)) +
    circle(x, 440 - s, 44 + s, C.teal) +
    circle(x - 24, 462 - s, 28, shade(C.teal, -0.3));
  const kids =
    g("translate(560 560) scale(0.42)", bust(randomPerson(r, shirts(p)))) +
    g("translate(40 560) scale(0.42)", bust(randomPerson(r, shirts(p))));
  return tree(62, r.int(0, 10)) + tree(540, r.int(0, 10)) + b + kids;
};

const mapPin: Motif = (p) => {
  const panels =
    path("M60 180 L220 130 L220 500 L60 550 Z", tint(p.secondary, 0.6)) +
    path("M220 130 L380 180 L380 550 L220 500 Z", C.white) +
    path("M380 180 L540 130 L540 500 L380 550 Z", tint(p.secondary, 0.6));
  const roads =
    stroke("M60 400 Q200 330 300 380 T540 300", C.white, 18) +
    stroke("M140 160 V520", C.white, 12) +
    stroke("M460 160 V520", C.white, 12);
  const route = stroke("M120 470 Q200 420 260 440 Q330 460 300 300", p.accent, 8, 'stroke-dasharray="2 18"');
  const pin =
    path("M300 120 Q380 120 380 200 Q380 260 300 330 Q220 260 220 200 Q220 120 300 120 Z", C.coral) +
    circle(300, 198, 32, C.white) +
    ellipse(300, 336, 40, 10, shade(p.bg, 0.2));
  const park = circle(470, 430, 34, C.lightTeal);
  return panels + roads + park + route + circle(120, 470, 12, p.primary) + pin;
};

const cube3d: Motif = (p, r) => {
  const cube = (cx: number, cy: number, s: number, c: string) =>
    path(`M${cx} ${cy - s} L${cx + s * 0.87} ${cy - s / 2} L${cx} ${cy} L${cx - s * 0.87} ${cy - s / 2} Z`, tint(c, 0.55)) +
    path(`M${cx - s * 0.87} ${cy - s / 2} L${cx} ${cy} L${cx} ${cy + s} L${cx - s * 0.87} ${cy + s / 2} Z`, c) +
    path(`M${cx + s * 0.87} ${cy - s / 2} L${cx} ${cy} L${cx} ${cy + s} L${cx + s * 0.87} ${cy + s / 2} Z`, shade(c, 0.25));
  const arrows =
    stroke("M130 220 A190 80 0 0 1 470 220", p.accent, 10) +
    path("M470 220 l-30 -4 l18 26 z", p.accent) +
    stroke("M470 420 A190 80 0 0 1 130 420", p.accent, 10) +
    path("M130 420 l30 4 l-18 -26 z", p.accent);
  const others =
    circle(110, 480, 46, p.secondary) +
    circle(96, 466, 14, C.white, 'opacity="0.6"') +
    path("M490 520 L540 420 L590 520 Z", C.coral) +
    path("M540 420 L590 520 H560 Z", shade(C.coral, 0.2));
  const grid = [0, 1, 2, 3].map((i) => stroke(`M${150 + i * 100} 560 L${200 + i * 100} 500`, shade(p.bg, 0.15), 3)).join("");
  void r;
  return grid + arrows + cube(300, 320, 130, p.primary) + others;
};

const aiNetwork: Motif = (p, r) => {
  const layers = [3, 4, 4, 2];
  const pts: [number, number][][] = layers.map((n, i) =>
    Array.from({ length: n }, (_, k) => [110 + i * 130, 300 + (k - (n - 1) / 2) * 100] as [number, number]),
  );
  const edges: string[] = [];
  for (let i = 0; i < pts.length - 1; i++)
    for (const a of pts[i]!) for (const b of pts[i + 1]!) edges.push(line(a[0], a[1], b[0], b[1], tint(p.primary, 0.45), 4));
  const nodes = pts
    .flat()
    .map(
      ([x, y], i) =>
        circle(x, y, 26, i % 3 === 0 ? p.accent : i % 3 === 1 ? p.primary : p.secondary) +
        circle(x, y, 10, C.white, 'opacity="0.7"'),
    )
    .join("");
  const chip = g("translate(300 300)", rect(-60, -60, 120, 120, 22, C.ink, 'opacity="0"'));
  void r;
  return (
    circle(300, 300, 250, C.white, 'opacity="0.55"') +
    edges.join("") +
    nodes +
    chip +
    star(500, 110, 22, C.amber) +
    star(90, 500, 16, p.secondary)
  );
};

const nlpBubbles: Motif = (p) => {
  const b1 =
    rect(60, 110, 300, 170, 40, p.primary) +
    path("M110 270 L96 340 L170 276 Z", p.primary) +
    bars(100, 152, [210, 170, 120], 18, 18, C.white);
  const b2 =
    rect(240, 300, 300, 170, 40, C.white) +
    path("M480 460 L500 530 L420 466 Z", C.white) +
    bars(280, 342, [200, 220, 140], 18, 18, tint(p.primary, 0.45));
  const arrow = stroke("M430 140 Q520 160 500 250", p.accent, 12) + path("M500 270 l-22 -30 h44 z", p.accent);
  const wave = [0, 1, 2, 3, 4, 5]
    .map((i) => rect(90 + i * 22, 410 - [20, 44, 30, 56, 24, 36][i]! / 2, 12, [20, 44, 30, 56, 24, 36][i]!, 6, p.accent))
    .join("");
  return b1 + b2 + arrow + wave;
};

const elearning: Motif = (p, r) => {
  const monitor =
    rect(90, 140, 420, 280, 24, C.ink) +
    rect(108, 158, 384, 230, 12, tint(p.secondary, 0.45)) +
    path("M270 230 L350 273 L270 316 Z", C.white) +
    circle(300, 273, 70, p.primary, 'opacity="0.9"') +
    path("M282 243 L336 273 L282 303 Z", C.white) +
    rect(270, 420, 60, 60, 6, shade(C.ink, -0.2)) +
    rect(210, 474, 180, 20, 10, C.ink);
  const bar = rect(130, 400, 340, 8, 4, C.white, 'opacity="0.6"') + rect(130, 400, 150, 8, 4, p.accent);
  const cap = g(
    "translate(470 130) rotate(12)",
    path("M-90 0 L0 -40 L90 0 L0 40 Z", C.ink) +
      path("M-50 18 V56 Q0 80 50 56 V18 L0 40 Z", shade(C.ink, -0.3)) +
      line(70, 8, 70, 60, p.accent, 6) +
      circle(70, 64, 9, p.accent),
  );
  const books = rect(60, 500, 170, 30, 8, p.accent) + rect(74, 470, 150, 30, 8, C.teal) + rect(66, 440, 160, 30, 8, C.coral);
  const sign = g(
    "translate(430 330) scale(0.8)",
    circle(0, 0, 50, C.white) + g("translate(0 30) scale(0.42)", bust(randomPerson(r, [p.primary, C.teal]))),
  );
  return monitor + bar + cap + books + sign;
};

const contentProduction: Motif = (p, r) => {
  const tripod = stroke("M150 330 L90 550 M150 330 L210 550 M150 330 V550", C.ink, 10);
  const cam =
    rect(70, 220, 170, 120, 22, C.ink) +
    circle(155, 280, 40, shade(C.ink, -0.3)) +
    circle(155, 280, 22, p.secondary) +
    path("M240 250 L300 220 V340 L240 310 Z", shade(C.ink, -0.15)) +
    circle(96, 240, 8, C.coral);
  const screen =
    rect(300, 90, 270, 190, 20, C.white) +
    rect(316, 106, 238, 158, 12, tint(p.primary, 0.3)) +
    path("M410 150 L450 174 L410 198 Z", C.white) +
    rect(340, 232, 150, 12, 6, C.ink, 'opacity="0.75"') +
    g("translate(514 216)", circle(0, 0, 34, C.white) + g("translate(0 26) scale(0.28)", bust(randomPerson(r, [p.accent]))));
  const clap = g(
    "translate(360 340)",
    rect(0, 40, 190, 130, 14, C.ink) +
      g(
        "rotate(-12 0 40)",
        rect(0, 0, 190, 36, 8, C.white) + [0, 1, 2, 3].map((i) => path(`M${16 + i * 46} 0 h24 l-18 36 h-24 z`, C.ink)).join(""),
      ) +
      bars(24, 80, [120, 90], 14, 16, shade(C.ink, -0.5)),
  );
  return tripod + cam + screen + clap + circle(540, 520, 0, C.ink);
};

const bulbIdea: Motif = (p, r) => {
  const bulb =
    circle(300, 250, 190, tint(C.amber, 0.3)) +
    circle(300, 230, 120, C.amber) +
    path("M240 320 H360 L345 390 H255 Z", shade(C.amber, 0.15)) +
    rect(250, 390, 100, 22, 11, C.ink) +
    rect(260, 416, 80, 22, 11, C.ink) +
    rect(280, 440, 40, 16, 8, C.ink) +
    circle(256, 196, 22, C.white, 'opacity="0.65"') +
    gear(320, 250, 44, 8, shade(C.amber, 0.25), C.amber);
  const rays = [0, 1, 2, 3, 4, 5, 6]
    .map((i) => {
      const a = Math.PI * (1.0 + i * (1 / 6));
      return line(
        300 + Math.cos(a) * 150,
        230 + Math.sin(a) * 150,
        300 + Math.cos(a) * 185,
        230 + Math.sin(a) * 185,
        p.primary,
        12,
      );
    })
    .join("");
  const sprout =
    rect(120, 470, 90, 80, 14, p.primary) +
    path("M165 470 Q120 400 150 380 Q180 420 165 470 Z", C.teal) +
    path("M165 470 Q200 410 230 420 Q210 460 165 470 Z", C.lightTeal);
  const rocket = r.chance(0.5)
    ? g(
        "translate(470 470) rotate(40)",
        path("M0 -70 Q30 -40 26 20 H-26 Q-30 -40 0 -70 Z", C.white) +
          circle(0, -20, 12, p.primary) +
          path("M-26 0 L-46 30 L-26 20 Z M26 0 L46 30 L26 20 Z", C.coral) +
          path("M-14 22 L0 56 L14 22 Z", C.amber),
      )
    : star(470, 470, 40, p.secondary);
  return rays + bulb + sprout + rocket;
};

const megaphoneNews: Motif = (p, r) => {
  const cal =
    rect(300, 150, 250, 260, 24, C.white) +
    path("M324 150 H526 Q550 150 550 174 V210 H300 V174 Q300 150 324 150 Z", p.primary) +
    rect(350, 124, 16, 50, 8, C.ink) +
    rect(484, 124, 16, 50, 8, C.ink);
  const cells: string[] = [];
  const hi = r.int(0, 11);
  for (let i = 0; i < 12; i++) {
    const x = 326 + (i % 4) * 52;
    const y = 236 + Math.floor(i / 4) * 52;
    cells.push(i === hi ? circle(x + 18, y + 18, 22, p.accent) : rect(x, y, 36, 36, 10, tint(p.secondary, 0.45)));
  }
  const mega = g(
    "translate(180 360) rotate(-18)",
    path("M-110 -40 L60 -120 V120 L-110 40 Z", p.accent2) +
      rect(-150, -44, 60, 88, 16, C.ink) +
      rect(56, -130, 30, 260, 15, shade(p.accent2, 0.2)) +
      path("M-120 40 L-90 120 H-50 L-70 40 Z", C.ink),
  );
  const lines =
    stroke("M300 470 Q330 470 340 500", p.primary, 10) +
    stroke("M110 180 Q90 150 100 120", p.primary, 10) +
    stroke("M150 170 Q150 130 170 110", p.primary, 10);
  return cal + cells.join("") + mega + lines;
};

const mealPlate: Motif = (p) => {
  const mat = rect(60, 130, 480, 340, 40, tint(p.secondary, 0.5));
  const plate =
    circle(300, 300, 150, C.white) +
    circle(300, 300, 112, shade(C.white, 0.06)) +
    circle(270, 280, 40, C.coral) +
    circle(330, 320, 46, C.lightTeal) +
    path("M290 330 Q300 260 360 260 Q340 320 290 330 Z", C.teal) +
    circle(250, 345, 24, C.amber);
  const fork = rect(104, 190, 18, 230, 9, C.ink) + [0, 1, 2].map((i) => rect(92 + i * 15, 170, 8, 60, 4, C.ink)).join("");
  const knife = rect(478, 200, 18, 220, 9, C.ink) + path("M478 200 Q500 180 504 300 H478 Z", C.ink);
  const cup = rect(440, 470, 80, 70, 16, p.accent) + stroke("M520 490 Q548 505 520 525", p.accent, 8);
  return mat + plate + fork + knife + cup;
};

const health: Motif = (p) => {
  const heart = path(
    "M300 520 Q90 380 110 240 Q130 140 220 140 Q270 140 300 190 Q330 140 380 140 Q470 140 490 240 Q510 380 300 520 Z",
    C.coral,
  );
  const cross = rect(265, 230, 70, 190, 16, C.white) + rect(205, 290, 190, 70, 16, C.white);
  const pulse =
    stroke("M40 320 H140 L170 260 L210 380 L240 320 H280", p.primary, 10, 'opacity="0"') +
    stroke("M420 440 H470 L490 400 L515 480 L535 440 H580", p.primary, 10);
  const steth =
    stroke("M80 90 V170 Q80 230 140 230 Q200 230 200 170 V90", C.ink, 10) +
    circle(140, 230, 0, C.ink) +
    stroke("M140 230 V300 Q140 340 180 340", C.ink, 10) +
    circle(80, 86, 10, C.ink) +
    circle(200, 86, 10, C.ink);
  return heart + cross + pulse + g("translate(380 -20) scale(0.8)", steth) + circle(528, 252, 0, C.ink);
};

const booksClasses: Motif = (p, r) => {
  const b1 =
    rect(70, 470, 300, 50, 12, p.primary) +
    rect(90, 420, 270, 50, 12, C.coral) +
    rect(80, 370, 290, 50, 12, C.teal) +
    rect(96, 470, 250, 8, 4, C.white, 'opacity="0.5"');
  const open = path("M90 370 Q160 320 230 360 Q300 320 370 370 V370 Z", C.white, 'opacity="0"');
  const bubble1 =
    rect(260, 100, 260, 150, 40, p.accent) +
    path("M300 244 L290 300 L350 248 Z", p.accent) +
    bars(300, 140, [170, 130], 18, 22, C.white);
  const bubble2 =
    rect(80, 160, 180, 110, 36, C.white) +
    path("M200 266 L220 310 L170 268 Z", C.white) +
    [0, 1, 2].map((i) => circle(130 + i * 40, 215, 12, p.primary)).join("");
  const handSvg = g(
    `translate(470 560) rotate(${r.int(-14, -4)}) scale(1.8)`,
    hand(r.pick(["open", "vee", "point"] as const), r.pick(SKIN), 1, p.secondary),
  );
  return open + b1 + bubble1 + bubble2 + handSvg;
};

const dressCode: Motif = (p, r) => {
  const rail = line(40, 110, 560, 110, C.ink, 10);
  const shirt = (x: number, c: string, s: number) =>
    g(
      `translate(${x} 110) scale(${s})`,
      stroke("M0 0 V20 M-40 60 L0 20 L40 60", C.ink, 6) +
        path("M-60 60 L-20 50 Q0 70 20 50 L60 60 L100 110 L70 140 L50 120 V270 H-50 V120 L-70 140 L-100 110 Z", c) +
        path("M-20 50 Q0 70 20 50 Q0 90 -20 50 Z", shade(c, 0.2)),
    );
  const sneaker = g(
    "translate(420 500)",
    path("M-80 30 V-10 Q-80 -40 -50 -40 H0 Q20 -10 60 -6 Q90 0 90 30 Z", C.white) +
      rect(-84, 26, 178, 20, 10, p.primary) +
      stroke("M-40 -30 L-20 -10 M-30 -36 L-8 -16", p.accent, 5),
  );
  const cols = [p.accent, p.primary, C.coral, C.teal, p.secondary];
  const a = r.int(0, 4);
  return rail + shirt(170, cols[a]!, 1) + shirt(380, cols[(a + 2) % 5]!, 0.85) + sneaker;
};

const briefcase: Motif = (p, r) => {
  const bag =
    rect(110, 250, 300, 230, 30, p.primary) +
    rect(110, 250, 300, 90, 30, shade(p.primary, 0.15)) +
    path("M200 250 V210 Q200 190 220 190 H300 Q320 190 320 210 V250 H296 V214 H224 V250 Z", C.ink) +
    rect(236, 320, 48, 40, 10, C.amber);
  const clip = g(
    "translate(430 130) rotate(8)",
    rect(0, 0, 150, 200, 18, C.white) +
      rect(45, -12, 60, 30, 10, C.ink) +
      [0, 1, 2]
        .map(
          (i) =>
            path(
              `M20 ${58 + i * 46} l10 10 l18 -20`,
              "none",
              `stroke="${[C.teal, p.accent, C.teal][i]}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"`,
            ) + rect(64, 56 + i * 46, 66, 12, 6, tint(p.primary, 0.4)),
        )
        .join(""),
  );
  const person = g("translate(500 560) scale(0.55)", bust(randomPerson(r, [p.accent, C.coral, C.teal])));
  return bag + clip + person + star(90, 160, 20, C.amber);
};

const workspace: Motif = (p, r) => {
  const windowSvg =
    rect(60, 60, 200, 170, 16, tint(p.secondary, 0.5)) +
    line(160, 60, 160, 230, C.white, 8) +
    line(60, 145, 260, 145, C.white, 8) +
    circle(220, 100, 20, C.amber);
  const frame =
    rect(380, 70, 150, 110, 10, C.white) +
    path("M395 165 L440 120 L470 150 L490 130 L515 165 Z", C.teal) +
    circle(415, 100, 12, C.coral);
  const desk =
    rect(60, 400, 480, 24, 12, shade(p.bg, 0.3)) +
    rect(90, 424, 20, 136, 6, shade(p.bg, 0.4)) +
    rect(490, 424, 20, 136, 6, shade(p.bg, 0.4));
  const o = randomPerson(r, shirts(p));
  const person = g("translate(220 420) scale(0.9)", bust(o));
  const monitor =
    rect(330, 250, 180, 120, 14, C.ink) +
    rect(342, 262, 156, 96, 8, tint(p.primary, 0.5)) +
    rect(404, 370, 32, 30, 4, C.ink) +
    bars(356, 278, [110, 80, 120], 12, 12, C.white);
  const plant =
    path("M520 400 L526 340 H570 L576 400 Z", p.accent) + path("M548 340 Q520 280 540 260 Q566 300 548 340 Z", C.teal);
  return windowSvg + frame + person + desk + monitor + plant;
};

const diversity: Motif = (p, r) => {
  const ps = [0, 1, 2, 3].map((i) => {
    const o = randomPerson(r, shirts(p));
    o.skin = SKIN[(i + r.int(0, 3)) % 4]!;
    return o;
  });
  const back = g("translate(200 410) scale(0.8)", bust(ps[0]!)) + g("translate(400 410) scale(0.8)", bust(ps[1]!));
  const front = g("translate(120 560) scale(0.9)", bust(ps[2]!)) + g("translate(300 560) scale(0.95)", bust(ps[3]!));
  const seated = { ...randomPerson(r, shirts(p)), skin: SKIN[r.int(0, 3)]! };
  const chair = g(
    "translate(470 470)",
    rect(-64, -120, 14, 120, 7, C.ink) +
      g("translate(-12 -10) scale(0.62)", bust(seated)) +
      rect(-40, -24, 100, 30, 14, C.ink) +
      rect(42, -24, 28, 84, 12, C.ink) +
      rect(42, 52, 44, 14, 7, C.ink) +
      circle(-10, 30, 56, "none", `stroke="${shade(C.ink, -0.35)}" stroke-width="12"`) +
      circle(-10, 30, 10, shade(C.ink, -0.35)) +
      circle(80, 84, 12, C.ink),
  );
  return circle(300, 250, 210, tint(p.secondary, 0.35)) + back + front + chair + accessIcon(520, 120, 38, p.primary, C.white);
};

const heartCommunity: Motif = (p, r) => {
  const heart = path(
    "M300 420 Q150 320 160 220 Q170 150 235 150 Q275 150 300 185 Q325 150 365 150 Q430 150 440 220 Q450 320 300 420 Z",
    C.coral,
  );
  const s = r.pick(SKIN);
  const hands =
    g("translate(200 540) rotate(28) scale(1.6)", hand("flat", s, -1, p.primary)) +
    g("translate(400 540) rotate(-28) scale(1.6)", hand("flat", s, 1, p.primary));
  const dots =
    circle(120, 140, 14, p.secondary) +
    circle(480, 120, 18, C.amber) +
    star(510, 260, 18, p.secondary) +
    star(90, 300, 14, C.amber);
  return dots + heart + circle(260, 220, 18, C.white, 'opacity="0.5"') + hands;
};

const brandMark: Motif = (p) => {
  const mark = g("translate(300 300) rotate(-6)", leadMarkBody(300, C.blue, C.white, C.amber));
  const swatches = [C.ink, C.blue, C.lightBlue, C.teal, C.lightTeal, C.amber, C.coral]
    .map((c, i) => circle(90 + i * 70, 540, 24, c))
    .join("");
  return (
    circle(300, 290, 230, tint(p.secondary, 0.4)) + mark + swatches + star(510, 110, 24, C.amber) + star(90, 140, 16, p.secondary)
  );
};

/** The Lead mark: a raised hand made of signal bars, with signal arcs. Centred, size s. */
export function leadMarkBody(s: number, bg: string, fg: string, sig: string, rounded = true): string {
  const k = s / 100;
  const parts =
    (rounded ? rect(-50, -50, 100, 100, 26, bg) : "") +
    rect(-30, -2, 44, 32, 12, fg) +
    rect(-30, -22, 9, 44, 4.5, fg) +
    rect(-18.5, -31, 9, 53, 4.5, fg) +
    rect(-7, -36, 9, 58, 4.5, fg) +
    rect(4.5, -28, 9, 50, 4.5, fg) +
    g("rotate(38 14 14)", rect(12, -2, 9, 30, 4.5, fg)) +
    stroke("M24 -30 A14 14 0 0 1 36 -18", sig, 5) +
    stroke("M26 -42 A26 26 0 0 1 46 -20", sig, 5);
  return g(`scale(${f(k)})`, parts);
}

const cityView: Motif = (p, r) => {
  const sun = circle(420, 330, 90, C.amber) + circle(420, 330, 130, C.amber, 'opacity="0.25"');
  const bs: string[] = [];
  let x = 30;
  const cols = [p.primary, shade(p.primary, 0.25), C.teal, tint(p.primary, 0.6), C.ink];
  while (x < 560) {
    const w = r.int(50, 80);
    const h = r.int(120, 300);
    const c = r.pick(cols);
    bs.push(rect(x, 440 - h, w, h + 10, 6, c));
    for (let yy = 440 - h + 18; yy < 420; yy += 28)
      for (let xx = x + 10; xx + 10 < x + w - 6; xx += 18)
        if (r.chance(0.55)) bs.push(rect(xx, yy, 9, 12, 2, C.amber, 'opacity="0.85"'));
    x += w + r.int(4, 12);
  }
  const sea =
    rect(0, 440, 600, 120, 0, tint(C.lightBlue, 0.75)) +
    [0, 1, 2].map((i) => stroke(`M${60 + i * 150} ${470 + i * 22} q20 -10 40 0 t40 0`, C.white, 5)).join("");
  const boat = g(
    "translate(150 500)",
    path("M-50 0 H50 L38 18 H-38 Z", C.coral) +
      path("M0 -110 L0 -4 L-62 -4 Z", C.white) +
      path("M4 -96 L4 -4 L44 -4 Z", tint(C.amber, 0.6)) +
      line(0, -114, 0, 0, C.ink, 4),
  );
  const rail =
    rect(0, 548, 600, 12, 6, C.ink) +
    [40, 140, 240, 340, 440, 540].map((xx) => rect(xx, 520, 8, 36, 4, C.ink)).join("") +
    rect(0, 516, 600, 8, 4, C.ink);
  return sun + bs.join("") + sea + boat + rail;
};

/* ---- Scenes with people at work (issue 15: one picture per subject, more variety) ---- */

/** A person signing: bust with two hands raised in front of the shoulders. */
function signer(o: ReturnType<typeof randomPerson>, x: number, y: number, k: number, a: HandPose, b: HandPose): string {
  return g(
    `translate(${x} ${y}) scale(${k})`,
    bust(o) +
      g("translate(-78 -40) rotate(-14) scale(0.9)", hand(a, o.skin, -1, shade(o.shirt, 0.15))) +
      g("translate(78 -46) rotate(16) scale(0.9)", hand(b, o.skin, 1, shade(o.shirt, 0.15))),
  );
}

/** Teacher signing beside a projected flowchart; two learners seen from behind. */
const flowchartLesson: Motif = (p, r) => {
  const screen =
    rect(250, 60, 300, 220, 16, C.white) +
    rect(360, 84, 80, 40, 10, p.primary) +
    stroke("M400 124 V150", C.ink, 5) +
    path("M400 150 L440 180 L400 210 L360 180 Z", p.accent) +
    stroke("M360 180 H300 V230 M440 180 H500 V230", C.ink, 5) +
    rect(270, 230, 60, 34, 10, p.secondary) +
    rect(470, 230, 60, 34, 10, C.lightTeal);
  const teacher = signer(randomPerson(r, [p.accent2, C.coral]), 150, 470, 0.95, "point", "flat");
  const backHead = (x: number, o: ReturnType<typeof randomPerson>) =>
    g(
      `translate(${x} 560) scale(0.7)`,
      path("M-72 0 V-70 Q-72 -118 -28 -122 H28 Q72 -118 72 -70 V0 Z", o.shirt) + circle(0, -170, 42, o.hair),
    );
  return screen + teacher + backHead(330, randomPerson(r, shirts(p))) + backHead(470, randomPerson(r, shirts(p)));
};

/** Deaf consultant signing to a camera on a tripod; a wall panel shows the number 500. */
const signCamera: Motif = (p, r) => {
  const panel =
    rect(60, 60, 210, 120, 18, p.primary) +
    `<text x="165" y="145" text-anchor="middle" font-family="'DejaVu Sans', Arial, sans-serif" font-weight="700" font-size="72" fill="${C.white}">500</text>`;
  const person = signer(randomPerson(r, [p.accent, C.teal]), 190, 560, 1, "vee", "open");
  const cam =
    stroke("M470 330 L420 560 M470 330 L520 560 M470 330 V560", C.ink, 8) +
    rect(410, 250, 120, 80, 14, C.ink) +
    circle(410, 290, 30, shade(C.ink, -0.4)) +
    circle(410, 290, 16, p.secondary) +
    circle(510, 266, 8, C.coral);
  return panel + person + cam;
};

/** A presenter on a stage beside a big screen showing a prototype; audience heads in front. */
const stageTalk: Motif = (p, r) => {
  const stage = rect(20, 400, 560, 40, 10, shade(p.bg, 0.3));
  const screen = rect(230, 60, 330, 200, 14, C.ink) + rect(246, 76, 298, 168, 8, tint(p.primary, 0.6));
  const proto =
    rect(300, 110, 90, 110, 14, C.white) +
    circle(345, 150, 20, p.accent) +
    rect(410, 120, 110, 14, 7, C.white) +
    rect(410, 150, 80, 14, 7, C.white);
  const seated = randomPerson(r, [p.accent2, C.coral]);
  const chair =
    g(
      "translate(140 400)",
      circle(-40, -6, 36, "none", `stroke="${C.ink}" stroke-width="10"`) + rect(-70, -80, 90, 14, 7, C.ink),
    ) +
    g("translate(130 360) scale(0.72)", bust(seated)) +
    g("translate(190 250) rotate(20) scale(0.8)", hand("open", seated.skin, 1, shade(seated.shirt, 0.15)));
  const audience = [90, 210, 330, 450, 560]
    .map((x, i) => {
      const o = randomPerson(r, shirts(p));
      return circle(x, 520 - (i % 2) * 10, 38, o.hair) + rect(x - 60, 540 - (i % 2) * 10, 120, 60, 30, o.shirt);
    })
    .join("");
  return screen + proto + stage + chair + audience;
};

/** A shop owner holds a tablet with a weekly bar chart; a striped awning and craft pots behind. */
const shopTablet: Motif = (p, r) => {
  const awning = [0, 1, 2, 3, 4, 5].map((i) => rect(60 + i * 80, 60, 80, 70, 0, i % 2 ? C.white : p.accent)).join("");
  const shelf =
    rect(60, 220, 480, 14, 7, shade(p.bg, 0.35)) +
    [110, 190, 270]
      .map((x, i) => path(`M${x - 26} 220 L${x - 18} 170 H${x + 18} L${x + 26} 220 Z`, [p.accent2, p.primary, C.coral][i]!))
      .join("");
  const o = randomPerson(r, [C.teal, p.primary]);
  const owner = g("translate(190 560) scale(1)", bust(o));
  const tablet =
    g(
      "translate(330 250) rotate(-6)",
      rect(0, 0, 220, 170, 18, C.ink) +
        rect(12, 12, 196, 146, 10, C.white) +
        [60, 90, 50, 110, 80, 120, 70]
          .map((h, i) => rect(26 + i * 25, 146 - h, 16, h, 4, i === 5 ? p.accent : p.primary))
          .join(""),
    ) + g("translate(330 430) rotate(-20) scale(1)", hand("flat", o.skin, 1, shade(o.shirt, 0.1)));
  return awning + shelf + owner + tablet;
};

/** Two teenagers and a small wheeled robot on a table; an instructor signs at the side. */
const robotClub: Motif = (p, r) => {
  const table =
    rect(40, 420, 520, 30, 15, shade(p.bg, 0.3)) +
    rect(80, 450, 20, 110, 6, shade(p.bg, 0.4)) +
    rect(500, 450, 20, 110, 6, shade(p.bg, 0.4));
  const kid = (x: number) => g(`translate(${x} 430) scale(0.72)`, bust(randomPerson(r, shirts(p))));
  const robot =
    rect(250, 330, 110, 80, 18, p.primary) +
    circle(280, 365, 12, C.white) +
    circle(330, 365, 12, C.white) +
    circle(270, 418, 16, C.ink) +
    circle(340, 418, 16, C.ink) +
    stroke("M305 330 V300", C.ink, 6) +
    circle(305, 294, 10, p.accent);
  const instructor = signer(randomPerson(r, [C.coral, p.accent2]), 470, 420, 0.75, "point", "open");
  return kid(130) + kid(230) + instructor + table + robot;
};

/** A volunteer with a headset at a laptop; a researcher with a clipboard takes notes. */
const voiceTest: Motif = (p, r) => {
  const vol = randomPerson(r, [p.primary, C.teal]);
  const glasses = rect(-34, -186, 30, 16, 6, C.ink) + rect(4, -186, 30, 16, 6, C.ink);
  const headset =
    path("M-46 -185 A46 46 0 0 1 46 -185", "none", `stroke="${C.ink}" stroke-width="9"`) +
    rect(-56, -196, 16, 34, 8, C.ink) +
    stroke("M-48 -165 Q-40 -130 -10 -132", C.ink, 5) +
    circle(-8, -132, 7, p.accent);
  const volunteer = g("translate(180 470) scale(0.95)", bust(vol) + glasses + headset);
  const desk = rect(40, 460, 520, 24, 12, shade(p.bg, 0.3));
  const laptop = path("M250 462 L270 370 H390 L410 462 Z", C.ink) + circle(330, 414, 10, p.secondary);
  const res = randomPerson(r, [C.coral, p.accent2]);
  const researcher = g("translate(470 460) scale(0.85)", bust(res));
  const clip =
    rect(470, 330, 90, 116, 10, C.white, `stroke="${C.ink}" stroke-width="4"`) +
    bars(484, 354, [60, 50, 62, 40], 10, 12, p.primary);
  return desk + volunteer + laptop + researcher + clip;
};

/* ---- Issue 26: one picture per subject. Each subject below used to share its picture with a
   sibling; the products are drawn as their interfaces. ---- */

/** A browser-like window frame with three dots, at (x, y), size w x h; returns the frame only. */
function appWindow(x: number, y: number, w: number, h: number, bar: string): string {
  return (
    rect(x, y, w, h, 16, C.white, `stroke="${C.ink}" stroke-width="4"`) +
    path(
      `M${x + 16} ${y} H${x + w - 16} Q${x + w} ${y} ${x + w} ${y + 16} V${y + 34} H${x} V${y + 16} Q${x} ${y} ${x + 16} ${y} Z`,
      bar,
    ) +
    circle(x + 20, y + 17, 6, C.coral) +
    circle(x + 38, y + 17, 6, C.amber) +
    circle(x + 56, y + 17, 6, C.lightTeal)
  );
}

/** A factory floor: a conveyor belt with boxes, a robot arm, and a flashing warning light. */
const factoryLine: Motif = (p, r) => {
  const belt =
    rect(40, 400, 520, 34, 17, C.ink) +
    [80, 160, 240, 320, 400, 480, 540].map((x) => circle(x, 417, 10, shade(C.ink, -0.5))).join("") +
    rect(70, 434, 16, 120, 6, shade(p.bg, 0.4)) +
    rect(514, 434, 16, 120, 6, shade(p.bg, 0.4));
  const boxes = [110, 250, 420]
    .map(
      (x, i) =>
        rect(x, 330 - i * 6, 86, 70 + i * 6, 8, [C.amber, tint(C.coral, 0.3), p.secondary][i]!) +
        rect(x + 30, 330 - i * 6, 26, 18, 3, C.white, 'opacity="0.6"'),
    )
    .join("");
  const arm =
    rect(310, 120, 60, 30, 10, shade(p.primary, 0.2)) +
    stroke("M340 150 L300 230 L340 290", p.primary, 22) +
    circle(300, 230, 16, C.ink) +
    circle(340, 150, 14, C.ink) +
    stroke("M322 300 L322 318 M358 300 L358 318", C.ink, 8) +
    rect(318, 286, 44, 18, 6, C.ink);
  const light =
    rect(470, 90, 60, 60, 30, C.coral) +
    rect(460, 150, 80, 20, 6, C.ink) +
    stroke("M440 80 L420 60 M560 80 L580 60 M500 64 V36 M432 120 H404 M568 120 H596", C.amber, 8);
  const sparks = circle(120, 140, 16, p.secondary, `opacity="${r.range(0.5, 0.9).toFixed(2)}"`) + star(200, 90, 18, C.amber);
  return sparks + light + arm + belt + boxes;
};

/** A hand holds a tablet that shows the machine behind it with dashed arrows and a highlighted part. */
const arTablet: Motif = (p, r) => {
  const machine =
    rect(70, 200, 250, 240, 18, shade(p.bg, 0.25)) +
    gear(150, 300, 46, 10, shade(p.primary, 0.1), shade(p.bg, 0.25)) +
    gear(240, 360, 34, 8, C.teal, shade(p.bg, 0.25)) +
    rect(110, 400, 170, 20, 8, C.ink);
  const skin = r.pick(SKIN);
  const tablet =
    g(
      "translate(300 170) rotate(6)",
      rect(0, 0, 250, 190, 20, C.ink) +
        rect(14, 14, 222, 162, 10, tint(p.secondary, 0.35)) +
        gear(90, 90, 36, 10, shade(p.primary, 0.1), tint(p.secondary, 0.35)) +
        circle(160, 130, 24, "none", `stroke="${C.coral}" stroke-width="6"`) +
        stroke("M180 40 L210 40 L210 70", C.coral, 5, 'stroke-dasharray="10 8"') +
        stroke("M40 150 L40 120 L60 120", p.primary, 5, 'stroke-dasharray="10 8"') +
        rect(150, 24, 70, 14, 7, C.white),
    ) + g("translate(430 430) rotate(-10) scale(1.3)", hand("flat", skin, 1, p.accent));
  return machine + tablet + star(520, 90, 18, C.amber);
};

/** A training room: a big screen with a slide, a caption bar and an interpreter's window; chairs in front. */
const trainingScreen: Motif = (p, r) => {
  const screen =
    rect(60, 50, 480, 300, 18, C.ink) +
    rect(76, 66, 448, 268, 10, C.white) +
    rect(100, 90, 200, 130, 10, tint(p.secondary, 0.5)) +
    circle(160, 140, 26, C.amber) +
    path("M110 210 L170 160 L220 200 L260 170 L290 210 Z", p.primary) +
    bars(320, 96, [180, 150, 170, 120], 14, 16, shade(p.bg, 0.3)) +
    rect(100, 290, 400, 26, 8, C.ink) +
    rect(116, 298, 260, 10, 5, C.white) +
    rect(400, 200, 110, 110, 10, p.primary);
  const interp = g("translate(455 310) scale(0.42)", bust(randomPerson(r, [p.accent, C.coral])));
  const stand = rect(290, 350, 20, 60, 6, C.ink) + rect(230, 404, 140, 14, 7, C.ink);
  const chairs = [110, 250, 390]
    .map(
      (x) =>
        rect(x, 470, 100, 22, 10, p.accent2) +
        rect(x + 10, 430, 80, 44, 12, shade(p.accent2, 0.15)) +
        rect(x + 12, 492, 12, 60, 5, C.ink) +
        rect(x + 76, 492, 12, 60, 5, C.ink),
    )
    .join("");
  return screen + interp + stand + chairs;
};

/** The learning platform's interface: a course list with progress bars beside a lesson video with an interpreter. */
const uiLearning: Motif = (p, r) => {
  const win = appWindow(30, 60, 540, 440, p.primary);
  const side =
    rect(46, 110, 150, 374, 10, tint(p.secondary, 0.25)) +
    [0, 1, 2, 3, 4]
      .map((i) => {
        const y = 126 + i * 70;
        const done = [1, 1, 0.6, 0.2, 0][i]!;
        return (
          rect(58, y, 126, 54, 8, i === 2 ? C.white : "none", i === 2 ? `stroke="${p.primary}" stroke-width="3"` : "") +
          rect(68, y + 10, 90, 10, 5, shade(p.bg, 0.45)) +
          rect(68, y + 32, 100, 8, 4, shade(p.bg, 0.15)) +
          rect(68, y + 32, 100 * done, 8, 4, C.teal)
        );
      })
      .join("");
  const video =
    rect(214, 110, 340, 220, 10, C.ink) +
    path("M350 180 L350 260 L414 220 Z", C.white) +
    rect(440, 210, 100, 110, 8, p.accent) +
    g("translate(490 320) scale(0.38)", bust(randomPerson(r, [p.secondary, C.coral]))) +
    rect(230, 296, 190, 12, 6, C.white, 'opacity="0.85"');
  const below =
    rect(214, 346, 340, 10, 5, shade(p.bg, 0.15)) +
    rect(214, 346, 130, 10, 5, C.coral) +
    bars(214, 376, [300, 260, 280, 180], 14, 14, shade(p.bg, 0.3));
  return win + side + video + below;
};

/** A shared board: three columns of cards, two coloured cursors moving cards, a comment bubble. */
const kanbanBoard: Motif = (p, r) => {
  const board = rect(40, 70, 520, 420, 20, C.white, `stroke="${shade(p.bg, 0.3)}" stroke-width="4"`);
  const cols = [0, 1, 2]
    .map((c) => {
      const x = 62 + c * 168;
      const n = [3, 2, 3][c]!;
      const head = rect(x, 92, 150, 20, 10, [C.coral, C.amber, C.teal][c]!);
      const cards = Array.from(
        { length: n },
        (_, i) =>
          rect(x, 128 + i * 96, 150, 80, 10, tint([p.secondary, p.accent, C.lightTeal][(c + i) % 3]!, 0.45)) +
          rect(x + 14, 144 + i * 96, r.int(80, 120), 12, 6, shade(p.bg, 0.45)) +
          rect(x + 14, 166 + i * 96, r.int(50, 100), 10, 5, shade(p.bg, 0.25)),
      ).join("");
      return head + cards;
    })
    .join("");
  const moving = g(
    "translate(250 300) rotate(-6)",
    rect(0, 0, 150, 80, 10, C.white, `stroke="${p.primary}" stroke-width="4"`) + rect(14, 16, 100, 12, 6, p.primary),
  );
  const cursor = (x: number, y: number, c: string) =>
    path(`M${x} ${y} l0 44 l12 -12 l10 22 l10 -4 l-10 -22 l18 0 Z`, c, `stroke="${C.white}" stroke-width="3"`);
  const bubble =
    rect(430, 20, 140, 70, 20, p.primary) +
    path("M470 86 L462 110 L492 88 Z", p.primary) +
    bars(450, 40, [90, 60], 10, 10, C.white);
  return board + cols + moving + cursor(380, 360, C.coral) + cursor(150, 220, p.primary) + bubble;
};

/** A browser toolbar with a puzzle-piece extension button open: toggles, a contrast icon and a text-size slider. */
const browserExtension: Motif = (p, r) => {
  const win = appWindow(30, 70, 540, 430, shade(p.bg, 0.2));
  const address = rect(90, 112, 330, 24, 12, C.white) + rect(104, 120, 160, 8, 4, shade(p.bg, 0.3));
  const piece = g(
    "translate(470 100)",
    rect(0, 0, 48, 48, 12, p.primary) + path("M14 14 H22 a6 6 0 1 1 8 0 H36 V22 a6 6 0 1 0 0 8 V36 H14 Z", C.white),
  );
  const page =
    bars(60, 170, [260, 220, 240, 180, 250, 200, 230], 14, 18, shade(p.bg, 0.2)) +
    rect(60, 340, 200, 120, 12, tint(p.secondary, 0.4));
  const pop =
    rect(300, 160, 250, 300, 16, C.white, `stroke="${C.ink}" stroke-width="4"`) +
    path("M486 160 L494 146 L502 160 Z", C.ink) +
    [0, 1, 2]
      .map((i) => {
        const y = 190 + i * 56;
        const on = i !== 1;
        return (
          rect(320, y + 6, 120, 14, 7, shade(p.bg, 0.35)) +
          rect(470, y, 60, 28, 14, on ? C.teal : shade(p.bg, 0.3)) +
          circle(on ? 516 : 484, y + 14, 11, C.white)
        );
      })
      .join("") +
    circle(340, 380, 20, C.ink) +
    path("M340 360 A20 20 0 0 1 340 400 Z", C.white) +
    rect(380, 374, 150, 12, 6, shade(p.bg, 0.25)) +
    rect(380, 374, 90 + r.int(0, 20), 12, 6, p.primary) +
    circle(470 + r.int(0, 20), 380, 14, p.accent, `stroke="${C.white}" stroke-width="3"`) +
    rect(320, 420, 40, 18, 4, C.ink) +
    rect(372, 416, 56, 26, 4, C.ink);
  return win + address + piece + page + pop;
};

/** A phone playing a signer's video, a play bar under it, and a starburst with a globe: a new web portal in Libras. */
const phoneSignVideo: Motif = (p, r) => {
  const burst =
    star(170, 170, 110, C.amber) +
    circle(170, 170, 54, C.white) +
    circle(170, 170, 40, "none", `stroke="${p.primary}" stroke-width="6"`) +
    path("M130 170 H210 M170 130 Q145 170 170 210 Q195 170 170 130", "none", `stroke="${p.primary}" stroke-width="5"`);
  const phone =
    rect(300, 60, 230, 460, 34, C.ink) +
    rect(316, 96, 198, 380, 12, tint(p.secondary, 0.45)) +
    rect(390, 74, 50, 10, 5, shade(C.ink, -0.4)) +
    g("translate(415 330) scale(0.82)", bust(randomPerson(r, [p.accent, C.teal]))) +
    g("translate(345 300) rotate(-14) scale(0.7)", hand("vee", r.pick(SKIN), -1, p.accent2)) +
    rect(330, 420, 170, 36, 10, C.white) +
    path("M344 428 L344 448 L360 438 Z", p.primary) +
    rect(372, 434, 116, 8, 4, shade(p.bg, 0.2)) +
    rect(372, 434, 50, 8, 4, C.coral);
  return burst + phone + circle(90, 470, 20, p.secondary) + circle(560, 110, 14, C.coral);
};

/** The authoring platform's interface: a block toolbox, a page of content blocks and a timeline with three tracks. */
const uiAuthoring: Motif = (p, r) => {
  const win = appWindow(30, 50, 540, 470, C.ink);
  const tools = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        rect(50, 104 + i * 58, 70, 46, 10, [p.primary, C.amber, C.teal, C.coral, p.secondary][i]!) +
        rect(64, 120 + i * 58, 42, 12, 6, C.white, 'opacity="0.8"'),
    )
    .join("");
  const canvas =
    rect(140, 100, 410, 250, 10, tint(p.secondary, 0.2)) +
    rect(160, 118, 220, 20, 10, shade(p.bg, 0.5)) +
    rect(160, 152, 180, 110, 10, C.white, `stroke="${p.primary}" stroke-width="4" stroke-dasharray="12 8"`) +
    path("M230 220 L250 190 L272 214 L290 198 L320 240 H200 Z", C.teal) +
    circle(214, 180, 12, C.amber) +
    bars(360, 160, [170, 150, 160, 110], 12, 16, shade(p.bg, 0.3)) +
    rect(160, 284, 120, 40, 20, p.primary) +
    rect(180, 298, 80, 12, 6, C.white);
  const tracks = [0, 1, 2]
    .map((i) => {
      const y = 372 + i * 44;
      const c = [p.primary, p.accent, C.teal][i]!;
      let x = 150;
      let out = rect(50, y, 70, 30, 8, shade(p.bg, 0.2));
      for (let k = 0; k < 3; k++) {
        const w = r.int(70, 120);
        if (x + w > 546) break;
        out += rect(x, y, w, 30, 8, tint(c, 0.25 + k * 0.2));
        x += w + 8;
      }
      return out;
    })
    .join("");
  const head = rect(300, 362, 6, 146, 3, C.coral) + path("M293 356 H313 L303 368 Z", C.coral);
  return win + tools + canvas + tracks + head;
};

/** A framed certificate with text lines and a gold seal with ribbon tails, laurel branches below. */
const certificate: Motif = (p, r) => {
  const frame =
    rect(70, 80, 460, 340, 16, shade(p.primary, 0.25)) +
    rect(90, 100, 420, 300, 8, C.white) +
    rect(104, 114, 392, 272, 6, "none", `stroke="${C.amber}" stroke-width="4"`) +
    rect(200, 140, 200, 20, 10, p.primary) +
    bars(150, 190, [300, 260, 280], 12, 16, shade(p.bg, 0.3)) +
    stroke("M150 330 H270", C.ink, 4) +
    stroke("M160 318 q20 -20 40 0 t40 0", p.primary, 4);
  const seal =
    path("M400 330 L380 420 L410 400 L430 430 L440 340 Z", C.coral) +
    path("M440 330 L470 420 L440 400 L420 430 L410 340 Z", shade(C.coral, 0.2)) +
    circle(420, 320, 46, C.amber) +
    circle(420, 320, 32, tint(C.amber, 0.5)) +
    star(420, 320, 22, C.white);
  const leaf = (x: number, y: number, a: number) => g(`translate(${x} ${y}) rotate(${a})`, ellipse(0, 0, 26, 11, C.teal));
  const laurel = [0, 1, 2, 3]
    .map((i) => leaf(200 - i * 30, 480 - i * 8, -20 - i * 6) + leaf(400 + i * 30, 480 - i * 8, 20 + i * 6))
    .join("");
  return frame + seal + laurel + star(540, 70, 16 + r.int(0, 6), C.amber) + star(60, 460, 14, p.secondary);
};

/** A plaque on a small stand, with a green-and-yellow parakeet (a jandaia) and a star engraved on it. */
const plaqueBird: Motif = (p, r) => {
  const plaque =
    rect(130, 80, 340, 380, 26, shade(p.primary, 0.3)) +
    rect(150, 100, 300, 340, 18, tint(p.primary, 0.2)) +
    rect(200, 390, 200, 20, 10, C.amber);
  const bird = g(
    "translate(300 240)",
    ellipse(0, 20, 70, 56, C.teal) +
      circle(46, -40, 40, C.amber) +
      path("M80 -44 L112 -34 L82 -24 Z", C.coral) +
      circle(54, -48, 8, C.ink) +
      path("M-60 30 Q-130 60 -150 130 Q-90 100 -40 70 Z", shade(C.teal, 0.25)) +
      path("M-20 0 Q20 -20 40 30 Q0 60 -30 50 Z", tint(C.teal, 0.35)) +
      stroke("M-10 74 L-14 100 M14 74 L18 100", C.ink, 6),
  );
  const stand = path("M240 460 L360 460 L400 540 L200 540 Z", shade(p.bg, 0.35));
  return (
    plaque +
    bird +
    stand +
    star(180, 140, 20, C.amber) +
    star(520, 200, 18 + r.int(0, 6), C.amber) +
    circle(80, 320, 14, p.secondary)
  );
};

/** A school workshop: a blackboard with drawn hand shapes, a teacher signing, children's raised hands in front. */
const classroomSigning: Motif = (p, r) => {
  const board =
    rect(150, 50, 400, 230, 14, shade(C.teal, 0.55)) +
    rect(150, 270, 400, 14, 6, shade(p.bg, 0.4)) +
    g("translate(240 200) scale(0.9)", hand("open", tint(C.lightTeal, 0.6), 1)) +
    g("translate(350 200) scale(0.9)", hand("vee", tint(C.lightTeal, 0.6), 1)) +
    g("translate(460 200) scale(0.9)", hand("c", tint(C.lightTeal, 0.6), 1));
  const teacher = signer(randomPerson(r, [p.accent, C.coral]), 110, 480, 0.85, "point", "open");
  const kid = (x: number) => {
    const o = randomPerson(r, shirts(p));
    return (
      g(
        `translate(${x} 600) scale(0.62)`,
        path("M-72 0 V-70 Q-72 -118 -28 -122 H28 Q72 -118 72 -70 V0 Z", o.shirt) + circle(0, -170, 42, o.hair),
      ) + g(`translate(${x + 40} 470) rotate(12) scale(0.8)`, hand("open", o.skin, 1, shade(o.shirt, 0.1)))
    );
  };
  return board + teacher + kid(290) + kid(440);
};

/** The sign-creation tool's interface: a grid of hand-shape tiles, a preview of a figure signing and a colour toolbar. */
const uiSignCreator: Motif = (p, r) => {
  const win = appWindow(30, 60, 540, 450, p.secondary);
  const poses: HandPose[] = ["open", "fist", "point", "vee", "flat", "c"];
  const skin = r.pick(SKIN);
  const tiles = poses
    .map((pose, i) => {
      const x = 52 + (i % 2) * 104;
      const y = 114 + Math.floor(i / 2) * 120;
      const picked = i === 3;
      return (
        rect(
          x,
          y,
          92,
          106,
          12,
          picked ? tint(p.accent, 0.5) : tint(p.secondary, 0.2),
          picked ? `stroke="${p.accent}" stroke-width="4"` : "",
        ) + g(`translate(${x + 46} ${y + 92}) scale(0.95)`, hand(pose, skin, 1))
      );
    })
    .join("");
  const preview =
    rect(270, 114, 280, 290, 12, shade(p.bg, 0.08)) +
    g("translate(410 400) scale(0.95)", bust(randomPerson(r, [p.primary, C.teal]))) +
    g("translate(340 300) rotate(-12) scale(0.8)", hand("vee", skin, -1, p.primary)) +
    stroke("M480 190 q20 -10 30 10", C.coral, 6) +
    stroke("M488 170 q30 -14 44 14", C.coral, 6);
  const toolbar =
    [0, 1, 2, 3, 4].map((i) => circle(300 + i * 48, 450, 16, [C.coral, C.amber, C.teal, p.primary, C.ink][i]!)).join("") +
    rect(52, 434, 196, 34, 17, p.primary);
  return win + tiles + preview + toolbar;
};

/** A press kit: a document with the Lead mark and text lines, a colour-swatch card and a download button. */
const pressKit: Motif = (p) => {
  const doc =
    path("M110 60 H380 L440 120 V520 H110 Z", C.white, `stroke="${C.ink}" stroke-width="4"`) +
    path("M380 60 V120 H440", tint(p.secondary, 0.4), `stroke="${C.ink}" stroke-width="4"`) +
    g("translate(190 150)", leadMarkBody(80, C.blue, C.white, C.amber)) +
    rect(250, 126, 150, 18, 9, C.ink) +
    rect(250, 156, 110, 12, 6, shade(p.bg, 0.35)) +
    bars(140, 220, [270, 240, 260, 200, 250, 230, 180], 12, 18, shade(p.bg, 0.25));
  const swatches = g(
    "translate(350 300) rotate(8)",
    rect(0, 0, 200, 150, 16, C.white, `stroke="${C.ink}" stroke-width="4"`) +
      [C.blue, C.amber, C.teal, C.coral].map((c, i) => rect(18 + i * 44, 22, 36, 80, 8, c)).join("") +
      rect(18, 116, 120, 12, 6, shade(p.bg, 0.35)),
  );
  const download = circle(150, 470, 50, p.accent) + stroke("M150 440 V490 M130 470 L150 490 L170 470 M126 502 H174", C.white, 8);
  return doc + swatches + download + star(520, 90, 20, C.amber);
};

/** Every motif by name; a name anywhere else (rules, defaults, MOTIF_FOR) must be one of these. */
export const MOTIFS = {
  factoryLine,
  arTablet,
  trainingScreen,
  uiLearning,
  kanbanBoard,
  browserExtension,
  phoneSignVideo,
  uiAuthoring,
  certificate,
  plaqueBird,
  classroomSigning,
  uiSignCreator,
  pressKit,
  flowchartLesson,
  signCamera,
  stageTalk,
  shopTablet,
  robotClub,
  voiceTest,
  cityView,
  arHeadset,
  exoskeleton,
  soundLight,
  browserA11y,
  robotTutor,
  micNav,
  headCursor,
  handsSigning,
  laptopCode,
  meeting,
  hardwareBench,
  trophy,
  medal,
  handshake,
  school,
  mapPin,
  cube3d,
  aiNetwork,
  nlpBubbles,
  elearning,
  contentProduction,
  bulbIdea,
  megaphoneNews,
  mealPlate,
  health,
  booksClasses,
  dressCode,
  briefcase,
  workspace,
  diversity,
  heartCommunity,
  brandMark,
} as const satisfies Record<string, Motif>;

export type MotifName = keyof typeof MOTIFS;

/**
 * Keyword rules, most specific first; matched against accent-free lowercase words (deaccent), and
 * the first that matches wins. A motif may have two entries at different priorities (exoskeleton,
 * booksClasses). motifs.test.ts fails when an entry, or an alternative inside one, can never win.
 */
export const RULES: Array<[MotifName, RegExp]> = [
  ["arHeadset", /realidade aumentada|augmented|realidad aumentada|\bar\b|montagem|assembly|holograf|oculos|headset|virtual/],
  ["exoskeleton", /exoesquelet|exoskeleton|ergonom|carga|lifting|esforco/],
  ["soundLight", /\bsom\b|sonor|sound|audio|alerta|alarm|visual sign|sinais visuais|senales visuales|luminos|light signal/],
  ["headCursor", /cabeca|head|cabeza|mouse|cursor|movimento|movement|movimiento/],
  ["micNav", /voz|voice|comando|command|microfon|microphone|navegacao|navigation|navegacion/],
  [
    "browserA11y",
    /portal|\bweb\b|navegador|browser|extensao|extension|site|acessibilizacao|accessibilization|accesibilizacion|pagina/,
  ],
  ["robotTutor", /tutor|robo|assistente|assistant|asistente|chatbot|\bbot\b|inteligente|smart/],
  ["aiNetwork", /inteligencia artificial|artificial|\bia\b|\bai\b|machine|aprendizado de maquina|neural|dados|data/],
  [
    "nlpBubbles",
    /linguagem natural|natural language|lenguaje natural|\bpln\b|\bnlp\b|traducao|translation|traduccion|texto|idioma/,
  ],
  ["cube3d", /\b3d\b|objetos|objects|modelag|modeling|modelado|tridimension|three dimension/],
  [
    "contentProduction",
    /serie|producao|production|produccion|conteudo|content|contenido|video|gravac|recording|legenda|caption|autoria|authoring/,
  ],
  ["booksClasses", /ingles|english/],
  ["cityView", /vista|skyline|cidade|city|aldeota|fortaleza|rooftop|predio/],
  [
    "handsSigning",
    /glossario|libras|sinal|sinais|signs|sign language|lengua de senas|senas|interprete|bilingue|bilingual|maos|hands|manos/,
  ],
  ["exoskeleton", /fabril|factory|fabrica|industri|operario|worker|trabajador/],
  [
    "elearning",
    /ensino|\bead\b|distancia|distance|curso|course|aula|class|learning|aprendiz|educac|educat|estudante|student|treinamento|training|capacitac|formacao/,
  ],
  ["meeting", /mentor|hackathon|colaborat|collaborat|equipe|team|reuniao|meeting|reunion|coworking/],
  [
    "hardwareBench",
    /hardware|eletronic|electronic|circuit|placa|board|bancada|bench|prototip|\biot\b|embarcad|embedded|laborator|lab\b/,
  ],
  ["trophy", /premio|premiac|award|trofeu|trophy|vencedor|winner|ganador|reconhec|recognition|reconoc/],
  ["handshake", /parceri|partner|parceir|socio|acordo|agreement|convenio|cooperac|alianza/],
  [
    "heartCommunity",
    /solidar|doac|donation|donacion|voluntar|volunteer|campanha|campaign|campana|acao social|social action|accion social/,
  ],
  ["school", /escola|school|escuela|comunidade|community|comunidad|ong\b|instituto/],
  ["mapPin", /mapa|\bmap\b|localizac|location|ubicacion|endereco|address|direccion|contato|contact/],
  ["mealPlate", /aliment|refeic|meal|comida|vale|voucher|food|restaurante/],
  ["health", /saude|health|salud|medic|plano|insurance|seguro|bem estar|wellness|bienestar/],
  ["booksClasses", /clases|lessons|languages/],
  ["dressCode", /vestiment|dress|roupa|clothes|ropa|traje|uniforme/],
  ["briefcase", /seletiv|vaga|vacanc|job|emprego|empleo|carreira|career|selec|trabalhe|work with|trabaja|contrat|hiring|recrut/],
  ["megaphoneNews", /noticia|news|anuncio|announce|evento|event|lancamento|launch|lanzamiento|calendario/],
  ["diversity", /diversidad|diversity|inclusao|inclusion|pessoas|people|personas/],
  ["bulbIdea", /inovac|innovat|innovac|ideia|idea|pesquisa|research|investigac|descobert|discover|futuro/],
  [
    "laptopCode",
    /codigo|code|desenvolv|develop|desarroll|software|program|sistema|system|gestao|management|gestion|plataforma|platform|tecnolog|technolog/,
  ],
  ["brandMark", /marca|brand|logo|release|lead|identidade|identity/],
  ["workspace", /escritorio|office|oficina|espaco|space|espacio|ambiente|environment/],
];

/**
 * The media folders (an image name's first part) whose images the generator draws with a motif
 * from the rules. premios has its own rule (medal or trophy); the others are drawn otherwise
 * (destaque: banner, parceiros: wordmark, contato: map, pesquisadores: portrait). A folder not
 * listed here falls back to GENERIC.
 */
export type Kind = "acoes" | "areas" | "beneficios" | "galeria" | "home" | "marca" | "noticias" | "pesquisas" | "solucoes";

/** Fallback motifs per kind (folder) when no keyword matches. */
export const KIND_DEFAULT: Record<Kind, MotifName[]> = {
  areas: ["bulbIdea", "laptopCode", "handsSigning"],
  pesquisas: ["bulbIdea", "aiNetwork", "laptopCode"],
  solucoes: ["laptopCode", "elearning", "browserA11y"],
  noticias: ["megaphoneNews", "meeting", "bulbIdea"],
  acoes: ["heartCommunity", "school"],
  marca: ["brandMark"],
  beneficios: ["mealPlate", "health", "booksClasses", "dressCode"],
  galeria: ["workspace", "meeting", "hardwareBench", "diversity", "handsSigning", "laptopCode"],
  home: ["bulbIdea", "laptopCode", "diversity"],
};

export const GENERIC: MotifName[] = ["bulbIdea", "laptopCode", "handsSigning", "meeting", "workspace"];

/** The words the rules see: the common fold (accents off, lowercase), other characters as one space. */
export function deaccent(s: string): string {
  return foldCase(s).replace(/[^a-z0-9]+/g, " ");
}

/**
 * Pictures chosen by hand so that no two subjects share one (docs/image-review.md lists every
 * image with its motif and the alt text that describes it).
 */
export const MOTIF_FOR: Record<string, MotifName> = {
  "acoes/doacao-computadores": "school",
  "acoes/mentoria-ongs": "handshake",
  "acoes/clube-programacao": "robotClub",
  "galeria/laboratorio": "workspace",
  "galeria/hackathon": "stageTalk",
  "noticias/glossario-500-sinais": "signCamera",
  "noticias/curso-logica-libras": "flowchartLesson",
  "noticias/assistente-voz-testes": "voiceTest",
  "noticias/serie-direitos-trabalho": "megaphoneNews",
  "solucoes/gestao-pequenos-negocios": "shopTablet",
  // Issue 26: no picture serves two subjects (image-review.test.ts fails on a repeat).
  "areas/acessibilidade-fabril": "factoryLine",
  "areas/realidade-aumentada": "arTablet",
  "areas/treinamentos-acessiveis": "trainingScreen",
  "solucoes/plataforma-aprendizagem": "uiLearning",
  "areas/ferramentas-colaborativas": "kanbanBoard",
  "pesquisas/extensao-navegador": "browserExtension",
  "noticias/portal-libras": "phoneSignVideo",
  "solucoes/plataforma-autoria": "uiAuthoring",
  "premios/educacao-digital-inclusiva": "certificate",
  "premios/inovacao-social-jandaia": "plaqueBird",
  "acoes/oficinas-libras-escolas": "classroomSigning",
  "solucoes/criacao-sinais": "uiSignCreator",
  "marca/release": "pressKit",
};

const isKind = (k: string): k is Kind => Object.hasOwn(KIND_DEFAULT, k);

/** Picks a motif: the hand-made choice, then keywords in the name, then in the alt text, then by kind. */
export function chooseMotif(name: string, kind: string, altText: string, r: Rng): MotifName {
  const chosen = MOTIF_FOR[name];
  if (chosen) return chosen;
  if (kind === "premios") return /selo|seal|medal/.test(deaccent(name + " " + altText)) ? "medal" : "trophy";
  const n = " " + deaccent(name.split("/").slice(1).join(" ")) + " ";
  for (const [m, re] of RULES) if (re.test(n)) return m;
  const a = " " + deaccent(altText) + " ";
  for (const [m, re] of RULES) if (re.test(a)) return m;
  return r.pick(isKind(kind) ? KIND_DEFAULT[kind] : GENERIC);
}
