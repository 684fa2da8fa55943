/**
 * The institutional page's own interface strings (content lives in content/). pt is the
 * reference; en and es have the same keys. The loader sends only the visitor's language.
 */
import type { Lang } from "../../../common/i18n/languages";

const pt = {
  about: {
    eyebrow: "Institucional",
  },
  release: {
    eyebrow: "Imprensa e marca",
    pdf: "PDF",
    zip: "ZIP",
    like: "Curtir",
    likesOne: "curtida",
    likesOther: "curtidas",
    liked: "Obrigado! Você curtiu o release.",
    share: "Compartilhar",
    copyLink: "Copiar link",
    shareText: "Conheça o Lead, centro de pesquisa em tecnologia acessível.",
    shared: "Página compartilhada.",
    copied: "Link copiado para a área de transferência.",
    copyFailed: "Não foi possível copiar automaticamente. Copie o endereço abaixo:",
    addressLabel: "Endereço desta página",
    actionsLabel: "Curtir e compartilhar",
  },
  partners: {
    eyebrow: "Parcerias",
  },
  awards: {
    eyebrow: "Reconhecimento",
    title: "Prêmios recentes",
    listLabel: "Prêmios, role para os lados",
    position: "Mostrando {n} de {total}. Deslize para ver os outros",
    previous: "Prêmio anterior",
    next: "Próximo prêmio",
  },
  socialActions: {
    eyebrow: "Compromisso social",
    title: "Ações sociais",
    lead: "Voluntariado, doações e oficinas: levamos acessibilidade digital para além dos nossos produtos.",
  },
  news: {
    eyebrow: "Novidades",
    title: "Notícias",
    lead: "O que tem acontecido nas nossas pesquisas, produtos e equipe.",
  },
  followSocialActions: "Acompanhe no LinkedIn: ações sociais",
  followNews: "Acompanhe no LinkedIn: notícias",
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type InstitucionalStrings = Shape<typeof pt>;

const en: InstitucionalStrings = {
  about: {
    eyebrow: "About us",
  },
  release: {
    eyebrow: "Press and brand",
    pdf: "PDF",
    zip: "ZIP",
    like: "Like",
    likesOne: "like",
    likesOther: "likes",
    liked: "Thank you! You liked the press release.",
    share: "Share",
    copyLink: "Copy link",
    shareText: "Meet Lead, a research centre for accessible technology.",
    shared: "Page shared.",
    copied: "Link copied to the clipboard.",
    copyFailed: "The link could not be copied automatically. Copy the address below:",
    addressLabel: "Address of this page",
    actionsLabel: "Like and share",
  },
  partners: {
    eyebrow: "Partnerships",
  },
  awards: {
    eyebrow: "Recognition",
    title: "Recent awards",
    listLabel: "Awards, scroll sideways",
    position: "Showing {n} of {total}. Swipe to see the others",
    previous: "Previous award",
    next: "Next award",
  },
  socialActions: {
    eyebrow: "Social commitment",
    title: "Social actions",
    lead: "Volunteering, donations and workshops: we take digital accessibility beyond our products.",
  },
  news: {
    eyebrow: "What's new",
    title: "News",
    lead: "What has been happening in our research, products and team.",
  },
  followSocialActions: "Follow us on LinkedIn: social actions",
  followNews: "Follow us on LinkedIn: news",
};

const es: InstitucionalStrings = {
  about: {
    eyebrow: "Institucional",
  },
  release: {
    eyebrow: "Prensa y marca",
    pdf: "PDF",
    zip: "ZIP",
    like: "Me gusta",
    likesOne: "me gusta",
    likesOther: "me gusta",
    liked: "¡Gracias! Marcó «me gusta» en el comunicado.",
    share: "Compartir",
    copyLink: "Copiar enlace",
    shareText: "Conozca Lead, centro de investigación en tecnología accesible.",
    shared: "Página compartida.",
    copied: "Enlace copiado al portapapeles.",
    copyFailed: "No fue posible copiar automáticamente. Copie la dirección a continuación:",
    addressLabel: "Dirección de esta página",
    actionsLabel: "Me gusta y compartir",
  },
  partners: {
    eyebrow: "Alianzas",
  },
  awards: {
    eyebrow: "Reconocimiento",
    title: "Premios recientes",
    listLabel: "Premios, desplácese hacia los lados",
    position: "Mostrando {n} de {total}. Deslice para ver los demás",
    previous: "Premio anterior",
    next: "Premio siguiente",
  },
  socialActions: {
    eyebrow: "Compromiso social",
    title: "Acciones sociales",
    lead: "Voluntariado, donaciones y talleres: llevamos la accesibilidad digital más allá de nuestros productos.",
  },
  news: {
    eyebrow: "Novedades",
    title: "Noticias",
    lead: "Lo que ha sucedido en nuestras investigaciones, productos y equipo.",
  },
  followSocialActions: "Síganos en LinkedIn: acciones sociales",
  followNews: "Síganos en LinkedIn: noticias",
};

export const institucionalStrings: Record<Lang, InstitucionalStrings> = { pt, en, es };
