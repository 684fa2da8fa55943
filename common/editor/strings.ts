/**
 * Every string of the editor's forms, in the editor's two interface languages (the content itself
 * is edited in pt, en and es). Every field of every content type has its label here, by schema key
 * (a test fails on a key without one); the choices' names are in app/editor/choice-labels.ts.
 */
export type UiLang = "pt" | "en";

export const formStrings = {
  pt: {
    errorPrefix: "Erro:",
    summaryTitle: "Há um problema",
    languageNames: { pt: "Português", en: "English", es: "Español" },
    languagesLegend: (label: string) => `${label} em três línguas`,
    completeness: "Textos preenchidos por língua",
    completenessOf: (filled: number, required: number) => `${filled} de ${required}`,
    complete: "completo",
    incomplete: "incompleto",
    missing: (n: number) => (n === 1 ? "falta 1" : `faltam ${n}`),
    generatedId: "Atribuído pelo sistema ao criar o item.",
    newId: "Será atribuído ao salvar.",
    keyHint:
      "Parte do endereço da página. Proposta a partir do título em português; pode ser mudada: letras minúsculas sem acento e números, palavras ligadas por hífen.",
    changeableKey:
      "Pode ser mudada. O endereço antigo continuará funcionando e levará ao novo. A mudança vale no site assim que você salvar.",
    fixedKey: "Endereço da página; não muda depois de criado o item.",
    item: (n: number) => `Item ${n}`,
    itemLower: (n: number) => `item ${n}`,
    wholeItem: "(item inteiro)",
    addItem: (label: string) => `Adicionar a ${label}`,
    removeItem: (label: string, n: number) => `Remover item ${n} de ${label}`,
    moveUp: (label: string, n: number) => `Subir item ${n} de ${label}`,
    moveDown: (label: string, n: number) => `Descer item ${n} de ${label}`,
    emptyList: "Nenhum item.",
    listCount: (n: number) => (n === 1 ? "1 item" : `${n} itens`),
    fixed: "Valor fixo, não editável aqui.",
    chooseOne: "Escolha…",
    none: "(nenhum)",
    save: "Salvar",
    richTextHint: "Texto com formatação (HTML). Permitidos: parágrafos, negrito, itálico, listas e links.",
    richToolbar: (label: string) => `Formatação de ${label}`,
    bold: "Negrito",
    italic: "Itálico",
    bulletList: "Lista com marcadores",
    orderedList: "Lista numerada",
    link: "Link",
    linkPrompt: "Endereço do link (vazio remove o link)",
    mediaNameHint: "Palavras em minúsculas ligadas por hífen ou barra, como areas/realidade-aumentada.",
    clipHint: "Nome do vídeo em Libras (envie um novo vídeo no formulário de envio).",
    imageFileHint: "Nome da imagem (envie uma nova imagem no formulário de envio).",
    urlHint: "Endereço completo, começando por https://",
    dateHint: "Escolha o dia no calendário do campo, ou digite-o.",
    upload: {
      imageLegend: "Enviar imagem",
      clipLegend: "Enviar vídeo em Libras",
      file: "Arquivo",
      imageHint: "JPEG, PNG ou WebP, até 15 MB.",
      clipHint: "MP4, até 200 MB.",
      alt: "Texto alternativo",
      altHint: "Descreva a imagem para quem não a vê, nas três línguas.",
      submit: "Enviar",
      progress: "Progresso do envio",
      sending: (percent: number) => `Enviando: ${percent}%`,
      processing: "Arquivo recebido; preparando as versões…",
      done: "Envio concluído.",
      failed: "O envio falhou. Tente de novo.",
    },
  },
  en: {
    errorPrefix: "Error:",
    summaryTitle: "There is a problem",
    languageNames: { pt: "Português", en: "English", es: "Español" },
    languagesLegend: (label: string) => `${label} in three languages`,
    completeness: "Texts filled in per language",
    completenessOf: (filled: number, required: number) => `${filled} of ${required}`,
    complete: "complete",
    incomplete: "incomplete",
    missing: (n: number) => `${n} missing`,
    generatedId: "Given by the system when the item was created.",
    newId: "Given when it is saved.",
    keyHint:
      "Part of the page's address. Proposed from the Portuguese title; you may change it: unaccented lower-case letters and digits, words joined by hyphens.",
    fixedKey: "The page's address; it does not change once the item is created.",
    changeableKey:
      "You may change it. The old address will keep working and lead to the new one. The change reaches the site as soon as you save.",
    item: (n: number) => `Item ${n}`,
    itemLower: (n: number) => `item ${n}`,
    wholeItem: "(whole item)",
    addItem: (label: string) => `Add to ${label}`,
    removeItem: (label: string, n: number) => `Remove item ${n} of ${label}`,
    moveUp: (label: string, n: number) => `Move item ${n} of ${label} up`,
    moveDown: (label: string, n: number) => `Move item ${n} of ${label} down`,
    emptyList: "No items.",
    listCount: (n: number) => (n === 1 ? "1 item" : `${n} items`),
    fixed: "Fixed value, not editable here.",
    chooseOne: "Choose…",
    none: "(none)",
    save: "Save",
    richTextHint: "Formatted text (HTML). Allowed: paragraphs, bold, italic, lists and links.",
    richToolbar: (label: string) => `Formatting of ${label}`,
    bold: "Bold",
    italic: "Italic",
    bulletList: "Bulleted list",
    orderedList: "Numbered list",
    link: "Link",
    linkPrompt: "Link address (empty removes the link)",
    mediaNameHint: "Lower-case words joined by hyphens or slashes, like areas/augmented-reality.",
    clipHint: "Name of the Libras clip (upload a new clip with the upload form).",
    imageFileHint: "Name of the image (upload a new image with the upload form).",
    urlHint: "Full address, starting with https://",
    dateHint: "Pick the day in the field's calendar, or type it.",
    upload: {
      imageLegend: "Upload an image",
      clipLegend: "Upload a Libras clip",
      file: "File",
      imageHint: "JPEG, PNG or WebP, up to 15 MB.",
      clipHint: "MP4, up to 200 MB.",
      alt: "Alternative text",
      altHint: "Describe the image for people who cannot see it, in the three languages.",
      submit: "Upload",
      progress: "Upload progress",
      sending: (percent: number) => `Uploading: ${percent}%`,
      processing: "File received; making its versions…",
      done: "Upload complete.",
      failed: "The upload failed. Please try again.",
    },
  },
} satisfies Record<UiLang, unknown>;

export type FormStrings = (typeof formStrings)["pt"];

/** The messages a field can get, per interface language. */
export const fieldMessages = {
  pt: {
    required: "Preencha este campo.",
    requiredText: "Escreva este texto.",
    number: "Escreva um número.",
    integer: "Escreva um número inteiro.",
    min: (n: number) => `Use um número a partir de ${n}.`,
    max: (n: number) => `Use um número até ${n}.`,
    minItems: (n: number) => (n === 1 ? "Inclua pelo menos 1 item." : `Inclua pelo menos ${n} itens.`),
    maxItems: (n: number) => (n === 1 ? "Inclua no máximo 1 item." : `Inclua no máximo ${n} itens.`),
    exactItems: (n: number) => (n === 1 ? "Inclua exatamente 1 item." : `Inclua exatamente ${n} itens.`),
    maxLength: (n: number) => `Use no máximo ${n} caracteres.`,
    url: "Escreva um endereço completo, como https://www.exemplo.com.br/pagina.",
    email: "Escreva um endereço de e-mail como nome@exemplo.com.",
    date: "Escreva uma data que exista, como 15/03/2024.",
    mediaName: "Use letras minúsculas e números, em palavras ligadas por - e /.",
    pattern: "Não está no formato esperado.",
    choice: "Escolha uma das opções.",
    boolean: "Marque ou desmarque a caixa.",
    wrongType: "Valor de tipo inválido.",
    unknownField: (name: string) => `O formulário enviou um campo que este conteúdo não tem: “${name}”.`,
    repeatedField: (name: string) => `O formulário enviou o campo “${name}” mais de uma vez.`,
    fileNotExpected: (name: string) => `O campo “${name}” não aceita arquivo.`,
    tooManyFields: (max: number) => `O formulário enviou campos demais (o limite é ${max}).`,
    tooLong: (name: string, max: number) => `O campo “${name}” passa do limite de ${max} caracteres.`,
    tooLarge: (max: number) => `O formulário passa do tamanho máximo (${Math.round(max / 1024)} KB de texto).`,
    listAction: "A ação de lista enviada não corresponde a nenhuma lista deste formulário.",
    invalid: "Valor inválido.",
  },
  en: {
    required: "Fill in this field.",
    requiredText: "Enter this text.",
    number: "Enter a number.",
    integer: "Enter a whole number.",
    min: (n: number) => `Use a number from ${n}.`,
    max: (n: number) => `Use a number up to ${n}.`,
    minItems: (n: number) => (n === 1 ? "Include at least 1 item." : `Include at least ${n} items.`),
    maxItems: (n: number) => (n === 1 ? "Include at most 1 item." : `Include at most ${n} items.`),
    exactItems: (n: number) => (n === 1 ? "Include exactly 1 item." : `Include exactly ${n} items.`),
    maxLength: (n: number) => `Use at most ${n} characters.`,
    url: "Enter a full address, like https://www.example.com/page.",
    email: "Enter an e-mail address like name@example.com.",
    date: "Enter a date that exists, like 15 Mar 2024.",
    mediaName: "Use lowercase letters and digits, in words joined by - and /.",
    pattern: "Not in the expected format.",
    choice: "Choose one of the options.",
    boolean: "Tick or untick the box.",
    wrongType: "Value of the wrong type.",
    unknownField: (name: string) => `The form sent a field this content does not have: “${name}”.`,
    repeatedField: (name: string) => `The form sent the field “${name}” more than once.`,
    fileNotExpected: (name: string) => `The field “${name}” does not take a file.`,
    tooManyFields: (max: number) => `The form sent too many fields (the limit is ${max}).`,
    tooLong: (name: string, max: number) => `The field “${name}” is over the limit of ${max} characters.`,
    tooLarge: (max: number) => `The form is over the maximum size (${Math.round(max / 1024)} KB of text).`,
    listAction: "The list action sent matches no list of this form.",
    invalid: "Invalid value.",
  },
} satisfies Record<UiLang, unknown>;

type Words = Record<UiLang, string>;

/**
 * Every field of every content type by its schema key, in the staff's words. A key that means
 * something else in one type has its own entry in `typeLabels` (`vacancy` → `areas`). A test walks
 * every content type's schema and fails on a key without a label here (common/editor/strings.test.ts).
 */
const labels: Record<string, Words> = {
  id: { pt: "Número", en: "Number" },
  key: { pt: "Endereço da página (chave)", en: "Page address (key)" },
  slug: { pt: "Nome no endereço", en: "Name in the address" },
  value: { pt: "Valor", en: "Value" },
  title: { pt: "Título", en: "Title" },
  description: { pt: "Descrição", en: "Description" },
  summary: { pt: "Resumo", en: "Summary" },
  text: { pt: "Texto", en: "Text" },
  image: { pt: "Imagem", en: "Image" },
  images: { pt: "Imagens", en: "Images" },
  file: { pt: "Arquivo da imagem", en: "Image file" },
  alt: { pt: "Descrição da imagem (texto alternativo)", en: "Image description (alternative text)" },
  libras: { pt: "Vídeo em Libras", en: "Libras video" },
  date: { pt: "Data", en: "Date" },
  endsAt: { pt: "Termina em", en: "Ends at" },
  datePosted: { pt: "Data de publicação", en: "Posting date" },
  closingDate: { pt: "Inscrições até", en: "Applications until" },
  url: { pt: "Endereço (link)", en: "Address (link)" },
  href: { pt: "Endereço do link", en: "Link address" },
  link: { pt: "Link", en: "Link" },
  links: { pt: "Links externos", en: "External links" },
  visible: { pt: "Visível no site", en: "Shown on the site" },
  place: { pt: "Local", en: "Place" },
  regime: { pt: "Regime de contratação", en: "Type of contract" },
  area: { pt: "Área", en: "Area" },
  areas: { pt: "Áreas", en: "Areas" },
  education: { pt: "Formação", en: "Education" },
  requirements: { pt: "Requisitos", en: "Requirements" },
  desirable: { pt: "Desejável", en: "Nice to have" },
  activities: { pt: "Atividades", en: "Activities" },
  pay: { pt: "Remuneração", en: "Pay" },
  workMode: { pt: "Modalidade", en: "Work mode" },
  selectionSteps: { pt: "Etapas da seleção", en: "Selection steps" },
  accommodations: { pt: "Adaptações na seleção", en: "Accommodations in the selection" },
  year: { pt: "Ano", en: "Year" },
  name: { pt: "Nome", en: "Name" },
  legalName: { pt: "Razão social", en: "Legal name" },
  caption: { pt: "Legenda", en: "Caption" },
  route: { pt: "Página de destino", en: "Target page" },
  buttonText: { pt: "Texto do botão", en: "Button text" },
  buttonLink: { pt: "Link do botão", en: "Button link" },
  sessionTitle: { pt: "Título da seção", en: "Section title" },
  supportText: { pt: "Texto de apoio", en: "Supporting text" },
  paragraphs: { pt: "Parágrafos", en: "Paragraphs" },
  researchers: { pt: "Pesquisadores", en: "Researchers" },
  publications: { pt: "Publicações", en: "Publications" },
  institution: { pt: "Instituição", en: "Institution" },
  event: { pt: "Evento", en: "Event" },
  role: { pt: "Função", en: "Role" },
  photo: { pt: "Foto", en: "Photo" },
  logo: { pt: "Logotipo", en: "Logo" },
  partners: { pt: "Parceiros", en: "Partners" },
  brand: { pt: "Marca", en: "Brand" },
  answer: { pt: "Resposta", en: "Answer" },
  phrasings: { pt: "Formas de perguntar", en: "Ways of asking" },
  option: { pt: "Posição entre as opções (1 a 4)", en: "Position among the options (1 to 4)" },
  desktop: { pt: "Para computador", en: "For computers" },
  mobile: { pt: "Para celular", en: "For phones" },
  email: { pt: "E-mail", en: "E-mail" },
  phone: { pt: "Telefone", en: "Phone" },
  address: { pt: "Endereço", en: "Address" },
  street: { pt: "Rua e número", en: "Street and number" },
  complement: { pt: "Complemento", en: "Floor, room" },
  district: { pt: "Bairro", en: "District" },
  city: { pt: "Cidade", en: "City" },
  region: { pt: "Estado", en: "State" },
  postalCode: { pt: "CEP", en: "Postal code" },
  country: { pt: "País", en: "Country" },
  mailboxes: { pt: "Caixas de e-mail", en: "Mailboxes" },
  itEmail: { pt: "E-mail da TI (página do colaborador)", en: "IT's e-mail (staff page)" },
  label: { pt: "Rótulo", en: "Label" },
  social: { pt: "Redes sociais", en: "Social networks" },
  network: { pt: "Rede social", en: "Social network" },
  dal: { pt: "Site do DAL", en: "DAL site" },
  selectionProcess: { pt: "Processo seletivo", en: "Selection process" },
  coursesSite: { pt: "Site dos cursos", en: "Courses site" },
  professionalNetwork: { pt: "Rede profissional", en: "Professional network" },
  maps: { pt: "Mapa", en: "Map" },
  learningPlatform: { pt: "Plataforma de ensino", en: "Learning platform" },
  claims: { pt: "O Lead em números", en: "Lead in figures" },
  studentApproval: { pt: "Aprovação dos alunos", en: "Student approval" },
  bilingualHours: { pt: "Horas de ensino bilíngue", en: "Hours of bilingual teaching" },
  courses: { pt: "Cursos", en: "Courses" },
  copyrightYear: { pt: "Ano dos direitos autorais", en: "Copyright year" },
  home: { pt: "Página inicial", en: "Home page" },
  institucional: { pt: "Institucional", en: "About" },
  atuacao: { pt: "Atuação", en: "Areas of work" },
  solucoes: { pt: "Soluções", en: "Solutions" },
  trabalhe: { pt: "Trabalhe conosco", en: "Work with us" },
  contato: { pt: "Contato", en: "Contact" },
  jobTeaser: { pt: "Chamada para as vagas", en: "Openings teaser" },
  welcomeNotification: { pt: "Aviso de boas-vindas", en: "Welcome notice" },
  botText: { pt: "Texto do assistente", en: "Assistant's text" },
  botRoute: { pt: "Página que o assistente indica", en: "Page the assistant points to" },
  downloadReleaseLabel: { pt: "Texto do botão de baixar o release", en: "Text of the release download button" },
  downloadLogosLabel: { pt: "Texto do botão de baixar os logotipos", en: "Text of the logos download button" },
};

/** Keys that mean something else in one content type. */
const typeLabels: Record<string, Record<string, Words>> = {
  vacancy: {
    id: { pt: "Número da vaga", en: "Opening number" },
    area: { pt: "Área (filtro de vagas)", en: "Area (openings filter)" },
    areas: { pt: "Área em palavras", en: "Area in words" },
  },
  research: { areas: { pt: "Áreas de atuação (números)", en: "Areas of work (numbers)" } },
  "inappropriate-word": { value: { pt: "Palavra", en: "Word" } },
};

/** A sentence under a field's label where the label alone does not say enough. */
const hints: Record<string, Words> = {
  key: {
    pt: "A parte final do endereço da página: palavras em minúsculas ligadas por hífen, como desenvolvedor-web.",
    en: "The last part of the page's address: lower-case words joined by hyphens, like web-developer.",
  },
  visible: {
    pt: "Desmarque para esconder o item do site sem apagá-lo.",
    en: "Untick to hide the item from the site without deleting it.",
  },
  pay: {
    pt: "Em palavras: valor, período e carga horária, como “R$ 4.000 por mês, 40 horas semanais”.",
    en: "In words: amount, period and hours, like “R$ 4,000 a month, 40 hours a week”.",
  },
  selectionSteps: { pt: "Uma etapa por item, na ordem em que acontecem.", en: "One step per item, in the order they happen." },
  accommodations: {
    pt: "O que a seleção oferece: intérprete de Libras, tempo adicional, materiais acessíveis.",
    en: "What the selection offers: a Libras interpreter, extra time, accessible materials.",
  },
  closingDate: {
    pt: "O último dia de inscrições. No dia seguinte a vaga sai do site sozinha. Vazio: aberta até ser despublicada.",
    en: "The last day for applications. The next day the opening leaves the site by itself. Empty: open until unpublished.",
  },
  endsAt: {
    pt: "Deste momento em diante, o destaque sai da página inicial.",
    en: "From this moment on, the highlight leaves the home page.",
  },
  alt: {
    pt: "Descreva a imagem para quem não a vê, em cada língua.",
    en: "Describe the image for people who cannot see it, in each language.",
  },
  option: { pt: "Em que lugar a pergunta aparece entre as sugestões.", en: "Where the question appears among the suggestions." },
  phrasings: {
    pt: "Outras maneiras de fazer a mesma pergunta, para o assistente reconhecê-la.",
    en: "Other ways of asking the same question, so the assistant recognizes it.",
  },
};

const typeHints: Record<string, Record<string, Words>> = {
  vacancy: {
    areas: {
      pt: "Como a área aparece na página da vaga, por exemplo “Desenvolvimento mobile”.",
      en: "How the area appears on the opening's page, for example “Mobile development”.",
    },
  },
  research: {
    areas: {
      pt: "Os números das áreas de atuação desta pesquisa, como aparecem na lista de Áreas de atuação.",
      en: "The numbers of this research's areas of work, as the Areas list shows them.",
    },
  },
};

/** Every field word of the table, for the strings check (app/editor/strings-check.test.tsx). */
export const fieldWords = { labels, typeLabels, hints, typeHints };

/** Whether a key has a label of its own (a test checks that every schema key has one). */
export const hasFieldLabel = (key: string, type?: string): boolean => Boolean((type && typeLabels[type]?.[key]) || labels[key]);

/** The label of a schema key in the interface language (a content type's own word first). */
export function fieldLabel(key: string | number, lang: UiLang, type?: string): string {
  if (typeof key === "number") return formStrings[lang].item(key + 1);
  const known = (type && typeLabels[type]?.[key]?.[lang]) || labels[key]?.[lang];
  if (known) return known;
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A field's hint, when its label needs one. */
export function fieldHint(key: string | number | undefined, lang: UiLang, type?: string): string | undefined {
  if (typeof key !== "string") return undefined;
  return (type && typeHints[type]?.[key]?.[lang]) || hints[key]?.[lang];
}

/** The content languages by name, lower case, in each interface language: "inglês". */
export const contentLangNames: Record<UiLang, Record<string, string>> = {
  pt: { pt: "português", en: "inglês", es: "espanhol" },
  en: { pt: "Portuguese", en: "English", es: "Spanish" },
};

/**
 * A field's place in an item as the history shows it: `requirements[2].en` → "Requisitos › item 3
 * (inglês)", `title.pt` → "Título (português)"; never a key. The whole item: "(item inteiro)".
 */
export function fieldPathLabel(path: ReadonlyArray<string | number>, lang: UiLang, type?: string): string {
  const t = formStrings[lang];
  const parts: string[] = [];
  let language: string | undefined;
  for (const [i, key] of path.entries()) {
    if (typeof key === "number") parts.push(t.itemLower(key + 1));
    else if (i === path.length - 1 && key in contentLangNames[lang]) language = contentLangNames[lang][key];
    else parts.push(fieldLabel(key, lang, type));
  }
  const where = parts.length ? parts.join(" › ") : t.wholeItem;
  return language ? `${where} (${language})` : where;
}
/**
 * Errors that name their field and language (issue 34): the kind's message built around the
 * field's label («Título», «Requisitos, item 2») and, for a text, the language it is missing in.
 * Any other problem falls back to `other`, which still names the field.
 */
export const namedFieldMessages = {
  pt: {
    inLanguage: { pt: "em português", en: "em inglês", es: "em espanhol" },
    requiredText: (field: string, lang: string) => `Escreva «${field}» ${lang}.`,
    required: (field: string) => `Preencha «${field}».`,
    choice: (field: string) => `Escolha «${field}».`,
    minItems: (field: string, n: number) =>
      n === 1 ? `Inclua pelo menos 1 item em «${field}».` : `Inclua pelo menos ${n} itens em «${field}».`,
    other: (field: string, message: string) => `«${field}»: ${message}`,
    otherInLanguage: (field: string, lang: string, message: string) => `«${field}» ${lang}: ${message}`,
    item: (list: string, n: number) => `${list}, item ${n}`,
    key: {
      empty: "Escreva a chave do endereço, ou deixe-a vazia para o editor propor uma a partir do título.",
      format:
        "A chave do endereço usa só letras minúsculas sem acento e números, em palavras ligadas por hífen, como «analista-de-dados».",
      "too-long": (max: number) => `A chave do endereço passa de ${max} caracteres; encurte-a.`,
      reserved: (key: string) => `«${key}» é uma palavra reservada do editor; escolha outra chave.`,
      taken: (key: string) => `Já existe um item com a chave «${key}»; escolha outra.`,
      redirected: (key: string, target: string) =>
        `O endereço «${key}» é o endereço antigo de «${target}» e hoje leva a ela. Escolha outra chave, ou marque «Usar este endereço mesmo assim» e salve de novo: o endereço antigo deixará de levar a «${target}».`,
    },
  },
  en: {
    inLanguage: { pt: "in Portuguese", en: "in English", es: "in Spanish" },
    requiredText: (field: string, lang: string) => `Enter «${field}» ${lang}.`,
    required: (field: string) => `Fill in «${field}».`,
    choice: (field: string) => `Choose «${field}».`,
    minItems: (field: string, n: number) =>
      n === 1 ? `Include at least 1 item in «${field}».` : `Include at least ${n} items in «${field}».`,
    other: (field: string, message: string) => `«${field}»: ${message}`,
    otherInLanguage: (field: string, lang: string, message: string) => `«${field}» ${lang}: ${message}`,
    item: (list: string, n: number) => `${list}, item ${n}`,
    key: {
      empty: "Enter the address key, or leave it empty for the editor to propose one from the title.",
      format:
        "The address key uses only unaccented lower-case letters and digits, in words joined by hyphens, like «data-analyst».",
      "too-long": (max: number) => `The address key is longer than ${max} characters; shorten it.`,
      reserved: (key: string) => `«${key}» is a word the editor reserves; choose another key.`,
      taken: (key: string) => `An item with the key «${key}» exists already; choose another.`,
      redirected: (key: string, target: string) =>
        `The address «${key}» is the old address of «${target}» and leads to it today. Choose another key, or tick «Use this address anyway» and save again: the old address will no longer lead to «${target}».`,
    },
  },
} satisfies Record<UiLang, unknown>;
