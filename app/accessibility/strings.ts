/**
 * The strings of the accessibility aids (bar controls, announcements, the Libras layer and panel),
 * per language. pt is the reference; en and es are typed to have the same keys.
 */
import type { Lang } from "../../common/i18n/languages";
import { fontAnnouncements } from "./font-announcements";

const pt = {
  announce: fontAnnouncements.pt,
  tools: {
    label: "Recursos de acessibilidade",
    fontGroup: "Tamanho da fonte",
    fontIncreaseShort: "A+",
    fontDecreaseShort: "A−",
    fontDefaultShort: "A",
    contrastShort: "Contraste",
    librasShort: "Libras",
    accessibilityPage: "Acessibilidade",
  },
  /** The skip links' visible words (their names start with "Ir para …", which contains them). */
  skip: { content: "Conteúdo", menu: "Menu", bar: "Barra de acessibilidade", footer: "Rodapé" },
  libras: {
    show: "Libras",
    showFor: (label: string) => `Ver tradução em Libras: ${label}`,
    title: "Tradução em Libras",
    sample: "Amostra de vídeo em Libras, sem áudio",
    close: "Fechar",
    closeFull: "Fechar a tradução em Libras",
    moveLeft: "Mover o painel para a esquerda",
    moveRight: "Mover o painel para a direita",
    moveUp: "Mover o painel para cima",
    moveDown: "Mover o painel para baixo",
    bigger: "Aumentar o painel",
    smaller: "Diminuir o painel",
    controls: "Posição e tamanho do painel",
    hint: "Setas movem o painel; Shift e setas mudam o tamanho; Esc fecha.",
    dragHint: "Arraste o título para mover o painel.",
    error: "Não foi possível carregar o vídeo. Tente novamente mais tarde.",
    watch: "Assistir em Libras",
  },
};

type Shape<T> = {
  [K in keyof T]: T[K] extends string ? string : T[K] extends (...args: infer A) => string ? (...args: A) => string : Shape<T[K]>;
};
export type A11yStrings = Shape<typeof pt>;

const en: A11yStrings = {
  announce: fontAnnouncements.en,
  tools: {
    label: "Accessibility aids",
    fontGroup: "Font size",
    fontIncreaseShort: "A+",
    fontDecreaseShort: "A−",
    fontDefaultShort: "A",
    contrastShort: "Contrast",
    librasShort: "Libras",
    accessibilityPage: "Accessibility",
  },
  skip: { content: "Content", menu: "Menu", bar: "Accessibility bar", footer: "Footer" },
  libras: {
    show: "Libras",
    showFor: (label) => `Watch the Libras translation: ${label}`,
    title: "Libras translation",
    sample: "Libras sample video, no audio",
    close: "Close",
    closeFull: "Close the Libras translation",
    moveLeft: "Move the panel left",
    moveRight: "Move the panel right",
    moveUp: "Move the panel up",
    moveDown: "Move the panel down",
    bigger: "Make the panel bigger",
    smaller: "Make the panel smaller",
    controls: "Panel position and size",
    hint: "Arrow keys move the panel; Shift and arrow keys resize it; Esc closes it.",
    dragHint: "Drag the title to move the panel.",
    error: "The video could not be loaded. Please try again later.",
    watch: "Watch in Libras",
  },
};

const es: A11yStrings = {
  announce: fontAnnouncements.es,
  tools: {
    label: "Recursos de accesibilidad",
    fontGroup: "Tamaño de letra",
    fontIncreaseShort: "A+",
    fontDecreaseShort: "A−",
    fontDefaultShort: "A",
    contrastShort: "Contraste",
    librasShort: "Libras",
    accessibilityPage: "Accesibilidad",
  },
  skip: { content: "Contenido", menu: "Menú", bar: "Barra de accesibilidad", footer: "Pie de página" },
  libras: {
    show: "Libras",
    showFor: (label) => `Ver la traducción a Libras: ${label}`,
    title: "Traducción a Libras",
    sample: "Vídeo de muestra en Libras, sin audio",
    close: "Cerrar",
    closeFull: "Cerrar la traducción a Libras",
    moveLeft: "Mover el panel a la izquierda",
    moveRight: "Mover el panel a la derecha",
    moveUp: "Mover el panel hacia arriba",
    moveDown: "Mover el panel hacia abajo",
    bigger: "Agrandar el panel",
    smaller: "Achicar el panel",
    controls: "Posición y tamaño del panel",
    hint: "Las flechas mueven el panel; Mayús y flechas cambian el tamaño; Esc lo cierra.",
    dragHint: "Arrastre el título para mover el panel.",
    error: "No se pudo cargar el vídeo. Inténtelo de nuevo más tarde.",
    watch: "Ver en Libras",
  },
};

export const a11yStrings: Record<Lang, A11yStrings> = { pt, en, es };

/** What the polite live region says after a font change ('Font increased N times', 'decreased N times', 'default size'). */
export { fontAnnouncement } from "./font-announcements";
