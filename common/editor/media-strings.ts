/**
 * The strings of the pictures' and Libras clips' pickers (app/editor/forms/MediaField.tsx), in the
 * editor's two interface languages, Portuguese first; the same shape as strings.ts's formStrings.
 */
import type { UiLang } from "./strings";

export const mediaStrings = {
  pt: {
    none: { image: "Nenhuma imagem escolhida.", clip: "Nenhum vídeo em Libras escolhido." },
    current: { image: "Imagem escolhida", clip: "Vídeo em Libras escolhido" },
    /** The current picture's own alt when its description is still to be written. */
    thumbAlt: { image: "Miniatura da imagem escolhida", clip: "Quadro do vídeo em Libras escolhido" },
    upload: { image: "Enviar uma imagem", clip: "Enviar um vídeo em Libras" },
    replace: { image: "Trocar a imagem por um arquivo", clip: "Trocar o vídeo por um arquivo" },
    uploadHint: {
      image: "JPEG, PNG ou WebP, até 15 MB, com pelo menos 320 pixels de largura. Você também pode soltar o arquivo aqui.",
      clip: "MP4, até 200 MB e 10 minutos. Você também pode soltar o arquivo aqui.",
    },
    noScriptHint: "O arquivo é enviado quando você salvar ou publicar o item.",
    choose: { image: "Escolher entre as imagens enviadas", clip: "Escolher entre os vídeos enviados" },
    closeLibrary: "Fechar a lista",
    libraryTitle: { image: "Imagens enviadas", clip: "Vídeos em Libras enviados" },
    search: "Buscar por nome ou descrição",
    searchButton: "Buscar",
    loading: "Carregando…",
    empty: "Nada encontrado.",
    more: "Mostrar mais",
    use: (label: string) => `Usar ${label}`,
    untitled: "arquivo sem nome",
    remove: { image: "Remover a imagem", clip: "Remover o vídeo" },
    removed: { image: "Imagem removida.", clip: "Vídeo removido." },
    chosen: (label: string) => `Escolhido: ${label}.`,
    sending: (percent: number) => `Enviando: ${percent}%`,
    processing: { image: "Preparando a imagem nos tamanhos do site…", clip: "Preparando o vídeo…" },
    done: { image: "Imagem enviada. Escreva a descrição abaixo.", clip: "Vídeo enviado." },
    progress: "Progresso do envio",
    failed: "O envio falhou. Tente de novo.",
    altLegend: "Descrição da imagem (texto alternativo)",
    altHint: "Descreva a imagem para quem não a vê, nas três línguas. É exigida para publicar.",
    altLabel: (language: string) => `Descrição em ${language}`,
    languageNames: { pt: "português", en: "inglês", es: "espanhol" },
  },
  en: {
    none: { image: "No image chosen.", clip: "No Libras clip chosen." },
    current: { image: "Chosen image", clip: "Chosen Libras clip" },
    thumbAlt: { image: "Thumbnail of the chosen image", clip: "Frame of the chosen Libras clip" },
    upload: { image: "Upload an image", clip: "Upload a Libras clip" },
    replace: { image: "Replace the image with a file", clip: "Replace the clip with a file" },
    uploadHint: {
      image: "JPEG, PNG or WebP, up to 15 MB, at least 320 pixels wide. You can also drop the file here.",
      clip: "MP4, up to 200 MB and 10 minutes. You can also drop the file here.",
    },
    noScriptHint: "The file is uploaded when you save or publish the item.",
    choose: { image: "Choose from the uploaded images", clip: "Choose from the uploaded clips" },
    closeLibrary: "Close the list",
    libraryTitle: { image: "Uploaded images", clip: "Uploaded Libras clips" },
    search: "Search by name or description",
    searchButton: "Search",
    loading: "Loading…",
    empty: "Nothing found.",
    more: "Show more",
    use: (label: string) => `Use ${label}`,
    untitled: "unnamed file",
    remove: { image: "Remove the image", clip: "Remove the clip" },
    removed: { image: "Image removed.", clip: "Clip removed." },
    chosen: (label: string) => `Chosen: ${label}.`,
    sending: (percent: number) => `Uploading: ${percent}%`,
    processing: { image: "Making the image in the site's sizes…", clip: "Preparing the clip…" },
    done: { image: "Image uploaded. Write its description below.", clip: "Clip uploaded." },
    progress: "Upload progress",
    failed: "The upload failed. Please try again.",
    altLegend: "Image description (alternative text)",
    altHint: "Describe the image for people who cannot see it, in the three languages. Required to publish.",
    altLabel: (language: string) => `Description in ${language}`,
    languageNames: { pt: "Portuguese", en: "English", es: "Spanish" },
  },
} satisfies Record<UiLang, unknown>;

export type MediaStrings = (typeof mediaStrings)["pt"];
