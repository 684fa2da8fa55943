/** The brand release PDF (two A4 pages), text from content/release.json when present. */
import { buildPdf, Page, wrap, type PdfImage } from "./pdf.ts";
import { C } from "./util.ts";

export interface ReleaseText {
  title: Record<Lang, string>;
  paragraphs: Record<Lang, string>[];
}
export type Lang = "pt" | "en" | "es";

export const FALLBACK_RELEASE: ReleaseText = {
  title: {
    pt: "Lead: uma marca para a tecnologia acessível",
    en: "Lead: a brand for accessible technology",
    es: "Lead: una marca para la tecnología accesible",
  },
  paragraphs: [
    {
      pt: "O Lead é um centro de pesquisa, desenvolvimento e inovação em Fortaleza que cria tecnologia acessível: Libras, tecnologias assistivas e educação a distância acessível.",
      en: "Lead is a research, development and innovation centre in Fortaleza that builds accessible technology: Libras (Brazilian Sign Language), assistive technology and accessible e-learning.",
      es: "Lead es un centro de investigación, desarrollo e innovación en Fortaleza que crea tecnología accesible: Libras, tecnologías de asistencia y educación a distancia accesible.",
    },
    {
      pt: "A marca une uma mão em sinal e ondas de comunicação: tecnologia que escuta, mostra e inclui. Use as versões do logotipo do pacote, sem distorcer nem mudar as cores.",
      en: "The brand joins a signing hand and communication waves: technology that listens, shows and includes. Use the logo versions from the package without distorting them or changing their colours.",
      es: "La marca une una mano que hace señas y ondas de comunicación: tecnología que escucha, muestra e incluye. Use las versiones del logotipo del paquete sin deformarlas ni cambiar sus colores.",
    },
  ],
};

const strip = (s: string) =>
  s
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

/** Draws the Lead logo with its top-left corner at (x, yTop), scaled so the height is h. */
function logo(p: Page, x: number, yTop: number, h: number): void {
  const s = h / 110;
  p.raw(`q 1 0 0 -1 ${x} ${yTop} cm ${s} 0 0 ${s} 0 0 cm`);
  p.rrect(5, 5, 100, 100, 26, C.blue);
  p.raw("q 1 0 0 1 55 55 cm");
  const hand: [number, number, number, number][] = [
    [-30, -2, 44, 32],
    [-30, -22, 9, 44],
    [-18.5, -31, 9, 53],
    [-7, -36, 9, 58],
    [4.5, -28, 9, 50],
  ];
  hand.forEach(([a, b, w, hh], i) => p.rrect(a, b, w, hh, i === 0 ? 12 : 4.5, C.white));
  const t = (38 * Math.PI) / 180;
  const c = Math.cos(t);
  const sn = Math.sin(t);
  p.raw(`q ${c} ${sn} ${-sn} ${c} ${14 - c * 14 + sn * 14} ${14 - sn * 14 - c * 14} cm`);
  p.rrect(12, -2, 9, 30, 4.5, C.white);
  p.raw("Q");
  p.rgb(C.amber, false).raw("1 J 1 j 5 w");
  p.arcPath(22, -16, 14.14, Math.atan2(-14, 2), Math.atan2(-2, 14)).raw("S");
  p.arcPath(22, -16, 25.3, Math.atan2(-26, 4), Math.atan2(-4, 24)).raw("S");
  p.raw("Q");
  p.rgb(C.ink, false).raw("12 w 1 J");
  p.raw("134 16 m 134 88 l S");
  p.raw("158 60 m 214 60 l");
  p.arcPath(186, 60, 28, 0, -(2 * Math.PI - 0.7), false).raw("S");
  p.arcPath(268, 60, 28, 0, 2 * Math.PI).raw("S");
  p.raw("296 34 m 296 88 l S");
  p.arcPath(350, 60, 28, 0, 2 * Math.PI).raw("S");
  p.raw("378 16 m 378 88 l S");
  p.raw("Q");
}

export function releasePdf(text: ReleaseText, image: PdfImage | null, footer: string[]): Buffer {
  const W = 595.28;
  const H = 841.89;
  const M = 56;
  const max = W - 2 * M;
  const heads: Record<Lang, string> = { pt: "Release de marca", en: "Brand release", es: "Comunicado de marca" };
  const pages: Page[] = [];
  const header = (p: Page) => {
    p.rect(0, H - 8, W, 8, C.blue);
    logo(p, M, H - 40, 40);
    p.text(W - M - 200, H - 66, 10, "Release · Brand release · Comunicado", false, "#5b6678");
  };
  const foot = (p: Page, no: number) => {
    p.rect(M, 58, max, 0.8, "#d5dbe4");
    footer.forEach((l, i) => p.text(M, 44 - i * 12, 8.5, l, false, "#5b6678"));
    p.text(W - M - 20, 44, 8.5, `${no}/2`, false, "#5b6678");
  };
  const section = (p: Page, lang: Lang, y: number): number => {
    p.rrect(M, y - 4, 34, 16, 8, lang === "pt" ? C.teal : lang === "en" ? C.blue : C.coral);
    p.text(M + 9, y + 0.5, 9, lang.toUpperCase(), true, C.white);
    p.text(M + 44, y, 10, heads[lang], true, "#5b6678");
    y -= 26;
    for (const line of wrap(strip(text.title[lang]), 19, max, true)) {
      p.text(M, y, 19, line, true);
      y -= 24;
    }
    y -= 4;
    for (const para of text.paragraphs) {
      for (const line of wrap(strip(para[lang]), 10.5, max)) {
        p.text(M, y, 10.5, line, false, "#1f2b3d");
        y -= 15;
      }
      y -= 8;
    }
    return y - 14;
  };
  const p1 = new Page();
  header(p1);
  let y = H - 100;
  if (image) {
    const ih = (max * image.height) / image.width;
    p1.image(image.name, M, y - ih, max, ih);
    y -= ih + 34;
  }
  section(p1, "pt", y);
  foot(p1, 1);
  pages.push(p1);
  const p2 = new Page();
  header(p2);
  y = section(p2, "en", H - 110);
  y = section(p2, "es", y - 10);
  p2.rrect(M, 90, max, 70, 12, C.mist);
  p2.text(M + 16, 134, 10, "Pacote de logotipos · Logo package · Paquete de logotipos", true);
  p2.text(
    M + 16,
    116,
    9.5,
    "lead-logos.zip: SVG + PNG (claro / light / claro, escuro / dark / oscuro, monocromático / mono).",
    false,
    "#1f2b3d",
  );
  p2.text(
    M + 16,
    102,
    9.5,
    "Não distorça, não recolora e mantenha área de respiro igual à altura do símbolo / 2.",
    false,
    "#1f2b3d",
  );
  foot(p2, 2);
  pages.push(p2);
  return buildPdf(pages, image ? [image] : [], { title: "Lead — " + strip(text.title.pt), author: "Lead" });
}
