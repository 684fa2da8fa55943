/**
 * The job alerts' mails, in the subscriber's language: the confirmation (or, for an address already
 * subscribed, a note with its manage link: the page's answer is the same either way), and the daily
 * digest. Each has a text part and an HTML part that says the same: headings, a list, plain links,
 * no images, no tracking. Every text from content or the visitor is escaped in the HTML.
 */
import { jobAreaLabels, regimeLabels, type JobArea, type Regime } from "../../common/content/job-areas";
import { languageOf, type Lang } from "../../common/i18n/languages";
import { escapeHtml } from "../../common/text/escape";
import { fill } from "../../common/i18n/plural";

export interface AlertMail {
  subject: string;
  text: string;
  html: string;
}

export interface DigestOpening {
  title: string;
  regime: Regime;
  place: string;
  area: JobArea;
  url: string;
}

const texts = {
  pt: {
    confirmSubject: "Confirme o alerta de vagas do Lead",
    confirmIntro: "Alguém, talvez você, pediu alertas de novas vagas do Lead para este endereço, nas áreas: {areas}.",
    confirmAction: "Para confirmar, abra o link abaixo e use o botão «Confirmar». Ele vale por {hours} horas:",
    confirmIgnore: "Se não foi você, ignore este e-mail: nada mais será enviado, e o pedido é apagado em {days} dias.",
    alreadySubject: "Seu alerta de vagas do Lead já está ativo",
    alreadyIntro: "Alguém, talvez você, pediu alertas de vagas do Lead para este endereço, que já os recebe.",
    alreadyAction: "Para mudar as áreas ou sair dos alertas, use este link:",
    digestSubject1: "Lead: 1 nova vaga nas suas áreas",
    digestSubjectN: "Lead: {count} novas vagas nas suas áreas",
    digestIntro: "Novas vagas no Lead nas áreas que você escolheu ({areas}):",
    digestApply: "Cada vaga tem a sua página, com os requisitos, as etapas e o formulário de candidatura.",
    footer:
      "Você recebe este e-mail porque confirmou o alerta de vagas do Lead. No máximo um e-mail por dia. Para mudar as áreas ou sair (apagamos o seu endereço na hora):",
    signature: "Lead · Centro de pesquisa, desenvolvimento e inovação · Fortaleza, CE",
  },
  en: {
    confirmSubject: "Confirm your Lead job alert",
    confirmIntro: "Someone, perhaps you, asked for alerts of new openings at Lead for this address, in these areas: {areas}.",
    confirmAction: "To confirm, open the link below and use the “Confirm” button. It is good for {hours} hours:",
    confirmIgnore: "If it was not you, ignore this e-mail: nothing more will be sent, and the request is deleted in {days} days.",
    alreadySubject: "Your Lead job alert is already on",
    alreadyIntro: "Someone, perhaps you, asked for Lead job alerts for this address, which already receives them.",
    alreadyAction: "To change the areas or leave the alerts, use this link:",
    digestSubject1: "Lead: 1 new opening in your areas",
    digestSubjectN: "Lead: {count} new openings in your areas",
    digestIntro: "New openings at Lead in the areas you chose ({areas}):",
    digestApply: "Each opening has its own page, with the requirements, the selection steps and the application form.",
    footer:
      "You receive this e-mail because you confirmed a Lead job alert. At most one e-mail a day. To change the areas or leave (we delete your address at once):",
    signature: "Lead · Research, development and innovation centre · Fortaleza, Brazil",
  },
  es: {
    confirmSubject: "Confirma la alerta de vacantes de Lead",
    confirmIntro: "Alguien, quizá tú, pidió alertas de nuevas vacantes de Lead para esta dirección, en las áreas: {areas}.",
    confirmAction: "Para confirmar, abre el enlace de abajo y usa el botón «Confirmar». Vale por {hours} horas:",
    confirmIgnore: "Si no fuiste tú, ignora este correo: no se enviará nada más, y la solicitud se borra en {days} días.",
    alreadySubject: "Tu alerta de vacantes de Lead ya está activa",
    alreadyIntro: "Alguien, quizá tú, pidió alertas de vacantes de Lead para esta dirección, que ya las recibe.",
    alreadyAction: "Para cambiar las áreas o darte de baja, usa este enlace:",
    digestSubject1: "Lead: 1 nueva vacante en tus áreas",
    digestSubjectN: "Lead: {count} nuevas vacantes en tus áreas",
    digestIntro: "Nuevas vacantes en Lead en las áreas que elegiste ({areas}):",
    digestApply: "Cada vacante tiene su página, con los requisitos, las etapas y el formulario de candidatura.",
    footer:
      "Recibes este correo porque confirmaste la alerta de vacantes de Lead. Como máximo un correo al día. Para cambiar las áreas o darte de baja (borramos tu dirección en el acto):",
    signature: "Lead · Centro de investigación, desarrollo e innovación · Fortaleza, Brasil",
  },
} as const satisfies Record<Lang, Record<string, string>>;

export const areaList = (lang: Lang, areas: readonly JobArea[]) => areas.map((a) => jobAreaLabels[lang][a]).join(", ");

/** A small, readable HTML document: the language set, one heading, paragraphs and lists. */
function htmlDocument(lang: Lang, title: string, body: string): string {
  return (
    `<!doctype html><html lang="${languageOf(lang).htmlLang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>` +
    `<body style="font-family: system-ui, sans-serif; font-size: 16px; line-height: 1.5; color: #1a1a1a; max-width: 40em; margin: 0 auto; padding: 1em;">` +
    `<h1 style="font-size: 1.4em;">${escapeHtml(title)}</h1>${body}` +
    `<hr><p style="font-size: 0.9em;">${escapeHtml(texts[lang].signature)}</p></body></html>`
  );
}

const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
const link = (url: string, label = url) => `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`;

export function confirmationMail(
  lang: Lang,
  values: { areas: readonly JobArea[]; confirmUrl: string; hours: number; days: number },
): AlertMail {
  const t = texts[lang];
  const lines = [
    fill(t.confirmIntro, { areas: areaList(lang, values.areas) }),
    fill(t.confirmAction, { hours: String(values.hours) }),
    values.confirmUrl,
    fill(t.confirmIgnore, { days: String(values.days) }),
  ];
  return {
    subject: t.confirmSubject,
    text: [...lines, "-- ", t.signature].join("\n\n"),
    html: htmlDocument(lang, t.confirmSubject, [p(lines[0]!), p(lines[1]!), link(values.confirmUrl), p(lines[3]!)].join("")),
  };
}

export function alreadySubscribedMail(lang: Lang, values: { manageUrl: string }): AlertMail {
  const t = texts[lang];
  return {
    subject: t.alreadySubject,
    text: [t.alreadyIntro, t.alreadyAction, values.manageUrl, "-- ", t.signature].join("\n\n"),
    html: htmlDocument(lang, t.alreadySubject, [p(t.alreadyIntro), p(t.alreadyAction), link(values.manageUrl)].join("")),
  };
}

export function digestMail(
  lang: Lang,
  values: { areas: readonly JobArea[]; openings: readonly DigestOpening[]; manageUrl: string },
): AlertMail {
  const t = texts[lang];
  const count = values.openings.length;
  const subject = count === 1 ? t.digestSubject1 : fill(t.digestSubjectN, { count: String(count) });
  const intro = fill(t.digestIntro, { areas: areaList(lang, values.areas) });
  const facts = (o: DigestOpening) => [jobAreaLabels[lang][o.area], regimeLabels[lang][o.regime], o.place].join(" · ");
  const text = [
    intro,
    values.openings.map((o) => `- ${o.title}\n  ${facts(o)}\n  ${o.url}`).join("\n\n"),
    t.digestApply,
    `${t.footer}\n${values.manageUrl}`,
    "-- ",
    t.signature,
  ].join("\n\n");
  const items = values.openings
    .map(
      (o) =>
        `<li style="margin-bottom: 0.75em;"><a href="${escapeHtml(o.url)}"><strong>${escapeHtml(o.title)}</strong></a><br>${escapeHtml(facts(o))}</li>`,
    )
    .join("");
  const html = htmlDocument(
    lang,
    subject,
    `${p(intro)}<ul>${items}</ul>${p(t.digestApply)}<hr>${p(t.footer)}${link(values.manageUrl)}`,
  );
  return { subject, text, html };
}
