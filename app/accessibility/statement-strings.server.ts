/**
 * The accessibility page's text: how the shortcuts and each aid work, and the accessibility
 * statement (conformance target, how it was tested, known limitations, contact, date). Server-only:
 * the loader sends the visitor's language alone. docs/accessibility.md carries the same statement.
 */
import type { Lang } from "../../common/i18n/languages";
import {
  HEADER_SHARE_MAX,
  LARGEST_FONT_WIDTHS,
  LAYOUT_HEIGHT,
  LAYOUT_PAGES,
  LAYOUT_WIDTHS,
  WIDE_LAYOUT_WIDTHS,
} from "../../common/a11y/test-matrix";

// The measured facts below come from the tests' own settings (common/a11y/test-matrix.ts).
const pages = LAYOUT_PAGES.length;
const list = (values: readonly number[], and: string) =>
  values.length > 1 ? `${values.slice(0, -1).join(", ")} ${and} ${values.at(-1)}` : String(values[0]);
const widths = (and: string) => list([...LAYOUT_WIDTHS, ...WIDE_LAYOUT_WIDTHS], and);
const fontWidths = (and: string) => list(LARGEST_FONT_WIDTHS, and);
const share = Math.round(HEADER_SHARE_MAX * 100);

/** The date of the statement's last review (ISO), shown in each language's format. */
export const STATEMENT_DATE = "2026-11-26";

const pt = {
  seoTitle: "Acessibilidade",
  seoDescription:
    "Atalhos de teclado, alto contraste, tamanho da fonte, tradução em Libras e a declaração de acessibilidade do portal do Lead.",
  title: "Acessibilidade",
  intro:
    "Este portal foi feito para ser usado por todas as pessoas: com teclado, leitor de tela, ampliação, alto contraste ou em Libras. Aqui estão os atalhos, o funcionamento de cada recurso e a nossa declaração de acessibilidade.",
  keys: {
    title: "Atalhos de teclado",
    intro:
      "Os atalhos seguem dois padrões: o deste portal (letras) e o do eMAG, o modelo de acessibilidade do governo brasileiro (números). Eles não funcionam enquanto você digita em um campo de formulário.",
    browsers: "Chrome, Edge, Safari e outros",
    firefox: "Firefox",
    or: "ou",
    note: "No Chrome para Linux, Alt+1 a Alt+4 também trocam de aba; nesse caso, use as letras (Alt+K, Alt+Q, Alt+A). Este portal não tem campo de busca, por isso Alt+3 leva à barra de acessibilidade.",
  },
  aids: {
    title: "Recursos de acessibilidade",
    intro:
      "Os recursos ficam na barra de acessibilidade, no topo de todas as páginas. A sua escolha fica guardada neste navegador (em um cookie que só guarda essas preferências) e vale também sem JavaScript.",
  },
  statement: {
    title: "Declaração de acessibilidade",
    commitment:
      "O Lead se compromete a tornar este portal acessível, de acordo com a Lei Brasileira de Inclusão (Lei nº 13.146/2015) e com as recomendações do eMAG. Esta declaração vale para o portal do Lead, em português, inglês e espanhol.",
    statusTitle: "Situação de conformidade",
    status:
      "O objetivo é a conformidade com as Diretrizes de Acessibilidade para Conteúdo Web (WCAG) 2.2, nível AA. O portal é parcialmente conforme: as páginas passam em todos os testes descritos abaixo, mas ainda há as limitações listadas.",
    testedTitle: "Como testamos",
    tested: [
      "Verificação automática com o axe-core (regras das WCAG 2.0, 2.1 e 2.2, níveis A e AA) em todas as páginas, nos três idiomas, em quatro estados: padrão, alto contraste, fonte aumentada 3 vezes e tela de 320 pixels de largura. Os testes rodam a cada mudança no código.",
      "Uso somente pelo teclado, automatizado no navegador Chromium: cada atalho, cada botão da barra de acessibilidade e o painel de Libras (abrir, mover, redimensionar e fechar sem mouse).",
      "Refluxo: nenhuma página rola na horizontal com 320 pixels de largura, nem com a fonte aumentada ao máximo.",
      `Nada cobre o texto: nas ${pages} páginas, com ${widths("e")} pixels de largura, e com a fonte no maior tamanho a ${fontWidths("e")} pixels, nenhuma camada fixa (chat, avisos, painéis) cobre texto do conteúdo, ao chegar nem depois de rolar a página até o fim. Em uma tela de celular de ${LAYOUT_HEIGHT} pixels de altura, a barra de acessibilidade com o cabeçalho ocupa no máximo ${share}% da tela.`,
      "Palavras inteiras: nenhum título se quebra no meio de uma palavra com 320 pixels de largura, na fonte padrão e na maior, nos três idiomas.",
      "Sem JavaScript: as páginas podem ser lidas e as preferências de acessibilidade funcionam.",
      "Leitores de tela: verificamos por testes os nomes, papéis e estados que os leitores anunciam (marcos da página, títulos ocultos de início e fim, anúncios de mudança de página e de tamanho da fonte).",
      "Contraste de cores das duas paletas (padrão e alto contraste) conferido nos testes automáticos.",
    ],
    limitationsTitle: "Limitações conhecidas",
    limitations: [
      "Os vídeos em Libras atuais são amostras. As traduções feitas por intérpretes estão em produção e vão substituí-las.",
      "Ainda não concluímos testes manuais com leitores de tela (NVDA, JAWS, VoiceOver e TalkBack) e com pessoas com deficiência. Eles estão planejados.",
      "Algumas vagas de emprego têm descrição apenas em português.",
      "Sites externos ligados a este portal (redes sociais, mapas, site de cursos) não fazem parte desta declaração.",
      "No Firefox, os atalhos usam Alt+Shift, porque o próprio navegador usa Alt com letras.",
    ],
    howTitle: "Como cada recurso funciona",
    how: [
      {
        term: "Atalhos de teclado",
        text: "Levam o foco ao conteúdo, ao menu, à barra de acessibilidade ou ao rodapé. Os links da barra mostram as teclas.",
      },
      {
        term: "Alto contraste",
        text: "Troca todas as cores por texto branco sobre fundo preto, com ações em amarelo e foco em ciano. Na primeira visita o portal segue a configuração do seu sistema (contraste aumentado ou cores forçadas); depois, vale a sua escolha.",
      },
      {
        term: "Tamanho da fonte",
        text: "Aumenta ou diminui os textos em até três passos e volta ao tamanho padrão. O leitor de tela informa quantas vezes a fonte foi aumentada ou diminuída. O zoom do navegador também funciona, até 200% ou mais.",
      },
      {
        term: "Tradução em Libras",
        text: "Com o modo Libras ligado, os conteúdos que têm tradução ganham um destaque ao passar o mouse ou o foco do teclado e um botão “Libras”. O botão abre um painel com o vídeo, que pode ser movido e redimensionado arrastando ou pelos botões e setas do teclado. Esc ou o botão Fechar fecham o painel.",
      },
      {
        term: "Leitores de tela",
        text: "Cada página tem títulos ocultos que marcam o início e o fim do conteúdo. Ao mudar de página, o leitor anuncia o novo título e o foco vai para o início do conteúdo.",
      },
      {
        term: "Movimento reduzido",
        text: "Se o seu sistema pede menos movimento, o portal desliga animações e rolagens suaves.",
      },
      {
        term: "Alertas de vagas por e-mail",
        text: "Em Trabalhe conosco e na página de cada vaga você pode receber as novas vagas das áreas que escolher. Pedir, confirmar, mudar as áreas e sair funcionam sem JavaScript e pelo teclado. Cada e-mail vem em texto simples e em HTML com títulos, listas e links lidos pelos leitores de tela, sem imagens nem rastreamento, no idioma escolhido; sair é um clique e apaga o endereço na hora.",
      },
    ],
    contactTitle: "Encontrou um problema?",
    contact:
      "Se algo neste portal não estiver acessível para você, ou se precisar de um conteúdo em outro formato, escreva para o e-mail abaixo ou use a página de contato. Respondemos em até 5 dias úteis.",
    contactEmail: "E-mail",
    contactPage: "Página de contato",
    dateTitle: "Data desta declaração",
    date: "Esta declaração foi preparada em 22 de novembro de 2026 e revisada na mesma data, com base nos testes descritos acima.",
  },
};

type Shape<T> = {
  [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends string[]
      ? string[]
      : T[K] extends Array<infer U>
        ? Array<Shape<U>>
        : Shape<T[K]>;
};
export type StatementText = Shape<typeof pt>;

const en: StatementText = {
  seoTitle: "Accessibility",
  seoDescription:
    "Keyboard shortcuts, high contrast, font size, Libras translation and the accessibility statement of the Lead portal.",
  title: "Accessibility",
  intro:
    "This portal is made to be used by everyone: with a keyboard, a screen reader, magnification, high contrast or in Libras (Brazilian Sign Language). Here are the shortcuts, how each aid works, and our accessibility statement.",
  keys: {
    title: "Keyboard shortcuts",
    intro:
      "The shortcuts follow two conventions: this portal's (letters) and eMAG's, the Brazilian government's accessibility model (numbers). They do not work while you are typing in a form field.",
    browsers: "Chrome, Edge, Safari and others",
    firefox: "Firefox",
    or: "or",
    note: "In Chrome on Linux, Alt+1 to Alt+4 also switch tabs; there, use the letters (Alt+K, Alt+Q, Alt+A). This portal has no search field, so Alt+3 goes to the accessibility bar.",
  },
  aids: {
    title: "Accessibility aids",
    intro:
      "The aids are in the accessibility bar at the top of every page. Your choice is kept in this browser (in a cookie that holds only these preferences) and works without JavaScript too.",
  },
  statement: {
    title: "Accessibility statement",
    commitment:
      "Lead is committed to making this portal accessible, in line with the Brazilian Inclusion Law (Law 13,146/2015) and the eMAG recommendations. This statement covers the Lead portal in Portuguese, English and Spanish.",
    statusTitle: "Conformance status",
    status:
      "The target is conformance with the Web Content Accessibility Guidelines (WCAG) 2.2, level AA. The portal is partially conformant: the pages pass every test described below, but the limitations listed still apply.",
    testedTitle: "How we tested",
    tested: [
      "Automated checks with axe-core (WCAG 2.0, 2.1 and 2.2 rules, levels A and AA) on every page, in all three languages, in four states: default, high contrast, font increased 3 times and a 320-pixel-wide screen. The tests run on every code change.",
      "Keyboard-only use, automated in the Chromium browser: every shortcut, every button of the accessibility bar and the Libras panel (opening, moving, resizing and closing it without a mouse).",
      "Reflow: no page scrolls sideways at 320 pixels wide, nor with the font at its largest.",
      `Nothing covers the text: on all ${pages} pages, at ${widths("and")} pixels wide, and with the font at its largest at ${fontWidths("and")} pixels, no fixed layer (chat, notices, panels) covers the content's text, on arrival or while scrolling to the page's end. On a phone screen ${LAYOUT_HEIGHT} pixels tall, the accessibility bar with the header takes at most ${share}% of the screen.`,
      "Whole words: no heading breaks inside a word at 320 pixels wide, at the default font or the largest, in all three languages.",
      "Without JavaScript: the pages can be read and the accessibility preferences work.",
      "Screen readers: tests check the names, roles and states that screen readers announce (page landmarks, hidden start and end headings, announcements of page changes and font size).",
      "Colour contrast of both palettes (default and high contrast), checked by the automated tests.",
    ],
    limitationsTitle: "Known limitations",
    limitations: [
      "The current Libras videos are samples. Translations by interpreters are in production and will replace them.",
      "We have not yet finished manual testing with screen readers (NVDA, JAWS, VoiceOver and TalkBack) and with disabled people. It is planned.",
      "Some job openings are described in Portuguese only.",
      "External sites linked from this portal (social networks, maps, the courses site) are not covered by this statement.",
      "In Firefox the shortcuts use Alt+Shift, because the browser itself uses Alt with letters.",
    ],
    howTitle: "How each aid works",
    how: [
      {
        term: "Keyboard shortcuts",
        text: "They move the focus to the content, the menu, the accessibility bar or the footer. The bar's links show the keys.",
      },
      {
        term: "High contrast",
        text: "Changes every colour to white text on a black background, with actions in yellow and focus in cyan. On your first visit the portal follows your system's setting (increased contrast or forced colours); after that, your choice counts.",
      },
      {
        term: "Font size",
        text: "Makes the text larger or smaller by up to three steps, and back to the default size. The screen reader says how many times the font was increased or decreased. Browser zoom works too, to 200% and beyond.",
      },
      {
        term: "Libras translation",
        text: "With the Libras mode on, content that has a translation is highlighted under the mouse or the keyboard focus, with a “Libras” button. The button opens a panel with the video, which can be moved and resized by dragging or with its buttons and the arrow keys. Esc or the Close button closes it.",
      },
      {
        term: "Screen readers",
        text: "Every page has hidden headings that mark the start and the end of the content. When you go to another page, the screen reader announces its title and the focus moves to the start of the content.",
      },
      {
        term: "Reduced motion",
        text: "If your system asks for less motion, the portal turns off animations and smooth scrolling.",
      },
      {
        term: "Job alerts by e-mail",
        text: "On Work with us and on each opening's page you can receive new openings in the areas you choose. Asking, confirming, changing the areas and leaving work without JavaScript and by keyboard. Each e-mail comes as plain text and as HTML with headings, lists and links that screen readers read, with no images or tracking, in the language you chose; leaving is one click and deletes the address at once.",
      },
    ],
    contactTitle: "Found a problem?",
    contact:
      "If something on this portal is not accessible to you, or you need content in another format, write to the address below or use the contact page. We reply within 5 working days.",
    contactEmail: "E-mail",
    contactPage: "Contact page",
    dateTitle: "Date of this statement",
    date: "This statement was prepared on 22 November 2026 and last reviewed on the same date, based on the tests described above.",
  },
};

const es: StatementText = {
  seoTitle: "Accesibilidad",
  seoDescription:
    "Atajos de teclado, alto contraste, tamaño de letra, traducción a Libras y la declaración de accesibilidad del portal de Lead.",
  title: "Accesibilidad",
  intro:
    "Este portal está hecho para que lo use cualquier persona: con teclado, lector de pantalla, ampliación, alto contraste o en Libras (lengua de señas brasileña). Aquí están los atajos, cómo funciona cada recurso y nuestra declaración de accesibilidad.",
  keys: {
    title: "Atajos de teclado",
    intro:
      "Los atajos siguen dos convenciones: la de este portal (letras) y la del eMAG, el modelo de accesibilidad del gobierno brasileño (números). No funcionan mientras escribe en un campo de formulario.",
    browsers: "Chrome, Edge, Safari y otros",
    firefox: "Firefox",
    or: "o",
    note: "En Chrome para Linux, Alt+1 a Alt+4 también cambian de pestaña; en ese caso, use las letras (Alt+K, Alt+Q, Alt+A). Este portal no tiene buscador, por eso Alt+3 lleva a la barra de accesibilidad.",
  },
  aids: {
    title: "Recursos de accesibilidad",
    intro:
      "Los recursos están en la barra de accesibilidad, arriba en todas las páginas. Su elección se guarda en este navegador (en una cookie que solo guarda estas preferencias) y funciona también sin JavaScript.",
  },
  statement: {
    title: "Declaración de accesibilidad",
    commitment:
      "Lead se compromete a que este portal sea accesible, de acuerdo con la Ley Brasileña de Inclusión (Ley 13.146/2015) y las recomendaciones del eMAG. Esta declaración se aplica al portal de Lead en portugués, inglés y español.",
    statusTitle: "Estado de conformidad",
    status:
      "El objetivo es la conformidad con las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2, nivel AA. El portal es parcialmente conforme: las páginas superan todas las pruebas descritas abajo, pero siguen vigentes las limitaciones indicadas.",
    testedTitle: "Cómo lo probamos",
    tested: [
      "Comprobación automática con axe-core (reglas de las WCAG 2.0, 2.1 y 2.2, niveles A y AA) en todas las páginas, en los tres idiomas y en cuatro estados: predeterminado, alto contraste, letra aumentada 3 veces y pantalla de 320 píxeles de ancho. Las pruebas se ejecutan con cada cambio en el código.",
      "Uso solo con teclado, automatizado en el navegador Chromium: cada atajo, cada botón de la barra de accesibilidad y el panel de Libras (abrirlo, moverlo, cambiar su tamaño y cerrarlo sin ratón).",
      "Reajuste: ninguna página se desplaza en horizontal con 320 píxeles de ancho, ni con la letra en su tamaño máximo.",
      `Nada cubre el texto: en las ${pages} páginas, con ${widths("y")} píxeles de ancho, y con la letra en su tamaño máximo a ${fontWidths("y")} píxeles, ninguna capa fija (chat, avisos, paneles) cubre texto del contenido, al llegar ni al desplazarse hasta el final de la página. En una pantalla de celular de ${LAYOUT_HEIGHT} píxeles de alto, la barra de accesibilidad con el encabezado ocupa como máximo el ${share}% de la pantalla.`,
      "Palabras enteras: ningún título se corta en medio de una palabra con 320 píxeles de ancho, con la letra predeterminada y con la máxima, en los tres idiomas.",
      "Sin JavaScript: las páginas se pueden leer y las preferencias de accesibilidad funcionan.",
      "Lectores de pantalla: las pruebas comprueban los nombres, funciones y estados que anuncian los lectores (regiones de la página, encabezados ocultos de inicio y fin, avisos de cambio de página y de tamaño de letra).",
      "Contraste de color de las dos paletas (predeterminada y alto contraste), comprobado por las pruebas automáticas.",
    ],
    limitationsTitle: "Limitaciones conocidas",
    limitations: [
      "Los vídeos en Libras actuales son muestras. Las traducciones hechas por intérpretes están en producción y los sustituirán.",
      "Todavía no hemos terminado las pruebas manuales con lectores de pantalla (NVDA, JAWS, VoiceOver y TalkBack) y con personas con discapacidad. Están previstas.",
      "Algunas ofertas de empleo solo están descritas en portugués.",
      "Los sitios externos enlazados desde este portal (redes sociales, mapas, el sitio de cursos) no están cubiertos por esta declaración.",
      "En Firefox los atajos usan Alt+Mayús, porque el propio navegador usa Alt con letras.",
    ],
    howTitle: "Cómo funciona cada recurso",
    how: [
      {
        term: "Atajos de teclado",
        text: "Llevan el foco al contenido, al menú, a la barra de accesibilidad o al pie de página. Los enlaces de la barra muestran las teclas.",
      },
      {
        term: "Alto contraste",
        text: "Cambia todos los colores a texto blanco sobre fondo negro, con acciones en amarillo y foco en cian. En su primera visita el portal sigue la configuración de su sistema (contraste aumentado o colores forzados); después, vale su elección.",
      },
      {
        term: "Tamaño de letra",
        text: "Agranda o achica los textos hasta tres pasos y vuelve al tamaño predeterminado. El lector de pantalla indica cuántas veces se aumentó o redujo la letra. El zoom del navegador también funciona, hasta el 200 % o más.",
      },
      {
        term: "Traducción a Libras",
        text: "Con el modo Libras activado, los contenidos que tienen traducción se destacan al pasar el ratón o el foco del teclado, con un botón “Libras”. El botón abre un panel con el vídeo, que se puede mover y cambiar de tamaño arrastrando o con sus botones y las flechas del teclado. Esc o el botón Cerrar lo cierran.",
      },
      {
        term: "Lectores de pantalla",
        text: "Cada página tiene encabezados ocultos que marcan el inicio y el fin del contenido. Al cambiar de página, el lector anuncia el nuevo título y el foco va al inicio del contenido.",
      },
      {
        term: "Movimiento reducido",
        text: "Si su sistema pide menos movimiento, el portal desactiva las animaciones y el desplazamiento suave.",
      },
      {
        term: "Alertas de vacantes por correo",
        text: "En Trabaja con nosotros y en la página de cada vacante puede recibir las nuevas vacantes de las áreas que elija. Pedir, confirmar, cambiar las áreas y darse de baja funcionan sin JavaScript y con el teclado. Cada correo llega en texto simple y en HTML con títulos, listas y enlaces que leen los lectores de pantalla, sin imágenes ni rastreo, en el idioma elegido; darse de baja es un clic y borra la dirección en el acto.",
      },
    ],
    contactTitle: "¿Encontró un problema?",
    contact:
      "Si algo de este portal no le resulta accesible, o necesita un contenido en otro formato, escriba a la dirección de abajo o use la página de contacto. Respondemos en un plazo de 5 días hábiles.",
    contactEmail: "Correo electrónico",
    contactPage: "Página de contacto",
    dateTitle: "Fecha de esta declaración",
    date: "Esta declaración se preparó el 22 de noviembre de 2026 y se revisó por última vez en la misma fecha, a partir de las pruebas descritas arriba.",
  },
};

export const statementText: Record<Lang, StatementText> = { pt, en, es };
