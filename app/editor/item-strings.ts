/** The texts of the content pages of the editor (a type's list, an item's form, its history), in Portuguese and English. */
import { scheduleStrings } from "../../common/editor/schedule-strings";
import type { EditorLang } from "./strings";

const pt = {
  list: {
    searchLabel: "Buscar",
    searchHint: "Palavras do título ou de qualquer texto; acentos e maiúsculas não contam.",
    statusLabel: "Situação",
    anyStatus: "Todas",
    filter: "Filtrar",
    newItem: "Novo item",
    count: (n: number) => (n === 1 ? "1 item" : `${n} itens`),
    empty: "Nenhum item com estes filtros.",
    caption: "Itens",
    title: "Título",
    status: "Situação",
    languages: "Idiomas completos",
    updated: "Última alteração",
    edit: (title: string) => `Editar ${title}`,
    pendingDraft: "rascunho pendente",
  },
  status: { new: "novo", draft: "rascunho", published: "publicado", closed: "encerrado" } as Record<string, string>,
  langNames: { pt: "português", en: "inglês", es: "espanhol" } as Record<string, string>,
  complete: "completo",
  incomplete: "incompleto",
  item: {
    newTitle: (type: string) => `Novo item: ${type}`,
    editTitle: (title: string) => `Editar: ${title}`,
    formLabel: "Conteúdo do item",
    state: (status: string, version: number) => `Situação: ${status} · versão ${version}`,
    save: "Salvar rascunho",
    publish: "Publicar",
    unpublish: "Despublicar (encerrar)",
    duplicate: "Duplicar como novo",
    history: "Histórico de versões",
    back: (type: string) => `Voltar para ${type}`,
    previewsTitle: "Pré-visualizar o rascunho",
    previewsHint: "Abre a página pública com este rascunho, marcada como prévia. Salve antes de pré-visualizar.",
    actionsTitle: "Publicação",
    publishHint: "Publicar exige o item completo em português, inglês e espanhol.",
    uploadTitle: "Enviar imagem",
    uploadHint: "Depois de enviar, copie o nome da imagem para o campo de imagem do item.",
  },
  notices: {
    saved: "Rascunho salvo. O site público não mudou.",
    created: "Item criado como rascunho. O site público não mudou.",
    published: "Publicado. O site mostra esta versão em até 5 segundos.",
    unpublished: "Despublicado. O item saiu do site público.",
    duplicated: "Cópia criada como rascunho: revise e publique quando estiver pronta.",
    restored: (v: number) => `A versão ${v} voltou como novo rascunho. Publique para torná-la pública.`,
  } as Record<string, string | ((n: number) => string)>,
  stale: {
    title: "Outra pessoa salvou este item enquanto você editava",
    text: (base: number, current: number) =>
      `Você abriu a versão ${base}; a mais nova é a ${current}. Nada foi sobrescrito e o que você digitou continua no formulário. ` +
      `Veja abaixo o que mudou. Salvar de novo substituirá a versão ${current} pelo que está no formulário.`,
    by: (author: string, action: string, at: string) => `${author}: ${action} em ${at}`,
  },
  refusals: {
    exists: "Já existe um item com esta chave. Escolha outra chave.",
    not_applicable: "Esta ação não se aplica a este tipo de conteúdo.",
    incomplete: "O item ainda não pode ser publicado:",
    invalid: "O item tem valores que não são aceitos:",
    bad_intent: "Ação desconhecida.",
  } as Record<string, string>,
  history: {
    title: (title: string) => `Histórico: ${title}`,
    caption: "Versões, da mais nova para a mais antiga",
    version: "Versão",
    action: "O quê",
    author: "Quem",
    at: "Quando (UTC)",
    compare: (v: number) => `Ver mudanças da versão ${v}`,
    restore: (v: number) => `Restaurar a versão ${v}`,
    diffTitle: (from: number, to: number) => `Mudanças da versão ${from} para a ${to}`,
    field: "Campo",
    before: "Antes",
    after: "Depois",
    noChanges: "Nenhuma mudança de conteúdo entre estas versões.",
    nothing: "(vazio)",
    kinds: { added: "adicionado", removed: "removido", changed: "alterado" } as Record<string, string>,
    actions: {
      import: "importado dos arquivos",
      create: "criado",
      save: "salvo",
      restore: "restaurado",
      duplicate: "duplicado",
      publish: "publicado",
      unpublish: "despublicado",
      ...scheduleStrings.pt.historyActions,
    } as Record<string, string>,
    older: "Versões mais antigas",
    backToItem: "Voltar ao formulário",
    actionsColumn: "Ações",
  },
  preview: {
    banner: "Prévia do editor: rascunho não publicado. Esta página não é pública nem indexada.",
    back: "Voltar ao editor",
    labels: {
      page: (lang: string) => `Página do item (${lang})`,
      listing: (lang: string) => `Lista pública (${lang})`,
    },
  },
  upload: {
    notAllowed: "Seu papel não permite enviar mídia para este conteúdo.",
  },
};

export type ItemStrings = typeof pt;

const en: ItemStrings = {
  list: {
    searchLabel: "Search",
    searchHint: "Words of the title or any text; accents and case do not count.",
    statusLabel: "Status",
    anyStatus: "All",
    filter: "Filter",
    newItem: "New item",
    count: (n) => (n === 1 ? "1 item" : `${n} items`),
    empty: "No item with these filters.",
    caption: "Items",
    title: "Title",
    status: "Status",
    languages: "Languages complete",
    updated: "Last change",
    edit: (title) => `Edit ${title}`,
    pendingDraft: "draft pending",
  },
  status: { new: "new", draft: "draft", published: "published", closed: "closed" },
  langNames: { pt: "Portuguese", en: "English", es: "Spanish" },
  complete: "complete",
  incomplete: "incomplete",
  item: {
    newTitle: (type) => `New item: ${type}`,
    editTitle: (title) => `Edit: ${title}`,
    formLabel: "The item's content",
    state: (status, version) => `Status: ${status} · version ${version}`,
    save: "Save draft",
    publish: "Publish",
    unpublish: "Unpublish (close)",
    duplicate: "Duplicate as new",
    history: "Version history",
    back: (type) => `Back to ${type}`,
    previewsTitle: "Preview the draft",
    previewsHint: "Opens the public page with this draft, marked as a preview. Save before previewing.",
    actionsTitle: "Publishing",
    publishHint: "Publishing needs the item complete in Portuguese, English and Spanish.",
    uploadTitle: "Upload an image",
    uploadHint: "After uploading, copy the image's name into the item's image field.",
  },
  notices: {
    saved: "Draft saved. The public site has not changed.",
    created: "Item created as a draft. The public site has not changed.",
    published: "Published. The site shows this version within 5 seconds.",
    unpublished: "Unpublished. The item has left the public site.",
    duplicated: "Copy created as a draft: review it and publish when ready.",
    restored: (v: number) => `Version ${v} is back as a new draft. Publish to make it public.`,
  },
  stale: {
    title: "Someone else saved this item while you were editing",
    text: (base, current) =>
      `You opened version ${base}; the newest is ${current}. Nothing was overwritten and what you typed is still in the form. ` +
      `See below what changed. Saving again will replace version ${current} with what is in the form.`,
    by: (author, action, at) => `${author}: ${action} at ${at}`,
  },
  refusals: {
    exists: "An item with this key exists already. Choose another key.",
    not_applicable: "This action does not apply to this content type.",
    incomplete: "The item cannot be published yet:",
    invalid: "The item has values that are not accepted:",
    bad_intent: "Unknown action.",
  },
  history: {
    title: (title) => `History: ${title}`,
    caption: "Versions, newest first",
    version: "Version",
    action: "What",
    author: "Who",
    at: "When (UTC)",
    compare: (v) => `See the changes of version ${v}`,
    restore: (v) => `Restore version ${v}`,
    diffTitle: (from, to) => `Changes from version ${from} to ${to}`,
    field: "Field",
    before: "Before",
    after: "After",
    noChanges: "No content changed between these versions.",
    nothing: "(empty)",
    kinds: { added: "added", removed: "removed", changed: "changed" },
    actions: {
      import: "imported from the files",
      create: "created",
      save: "saved",
      restore: "restored",
      duplicate: "duplicated",
      publish: "published",
      unpublish: "unpublished",
      ...scheduleStrings.en.historyActions,
    },
    older: "Older versions",
    backToItem: "Back to the form",
    actionsColumn: "Actions",
  },
  preview: {
    banner: "Editor preview: unpublished draft. This page is not public and not indexed.",
    back: "Back to the editor",
    labels: {
      page: (lang) => `The item's page (${lang})`,
      listing: (lang) => `Public list (${lang})`,
    },
  },
  upload: {
    notAllowed: "Your role may not upload media for this content.",
  },
};

export const itemStrings: Record<EditorLang, ItemStrings> = { pt, en };

export function noticeText(t: ItemStrings, code: string | null, n = 0): string | null {
  if (!code) return null;
  const entry = t.notices[code];
  if (typeof entry === "function") return entry(n);
  return entry ?? null;
}
