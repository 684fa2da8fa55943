/**
 * Why an editor's upload was refused, in the editor's two interface languages: what the server
 * answers (as a code and both texts) and what the upload form shows next to the file field.
 */
import type { UiLang } from "./strings";

export type UploadError =
  | "not_multipart"
  | "no_file"
  | "unknown_field"
  | "repeated_field"
  | "field_too_long"
  | "too_many_fields"
  | "too_many_files"
  | "file_too_large"
  | "not_received"
  | "image_type"
  | "image_damaged"
  | "image_too_many_pixels"
  | "image_too_small"
  | "alt_missing"
  | "clip_type"
  | "clip_damaged"
  | "clip_too_long"
  | "processing_failed";

export const uploadMessages: Record<UiLang, Record<UploadError, (detail?: string) => string>> = {
  pt: {
    not_multipart: () => "O envio não veio de um formulário de arquivo.",
    no_file: () => "Escolha um arquivo para enviar.",
    unknown_field: (d) => `O envio trouxe um campo que este formulário não tem: “${d ?? ""}”.`,
    repeated_field: (d) => `O campo “${d ?? ""}” veio mais de uma vez.`,
    field_too_long: (d) => `O campo “${d ?? ""}” é longo demais.`,
    too_many_fields: () => "O envio trouxe campos demais.",
    too_many_files: () => "Envie um arquivo por vez.",
    file_too_large: () => "O arquivo passa do tamanho máximo.",
    not_received: () => "O arquivo não chegou inteiro. Tente de novo.",
    image_type: () => "A imagem precisa ser JPEG, PNG ou WebP (o conteúdo do arquivo, não só o nome).",
    image_damaged: () => "A imagem está danificada ou incompleta e não pôde ser lida.",
    image_too_many_pixels: () => "A imagem tem pixels demais (o limite é 40 megapixels).",
    image_too_small: () => "A imagem é pequena demais (pelo menos 320 pixels de largura).",
    alt_missing: (d) => `Escreva o texto alternativo em ${d ?? "todas as línguas"}.`,
    clip_type: () => "O vídeo precisa ser MP4 (o conteúdo do arquivo, não só o nome).",
    clip_damaged: () => "O vídeo está danificado ou incompleto e não pôde ser lido.",
    clip_too_long: () => "O vídeo passa da duração máxima (10 minutos).",
    processing_failed: () => "Não foi possível preparar o arquivo. Nada foi publicado; tente de novo.",
  },
  en: {
    not_multipart: () => "The upload did not come from a file form.",
    no_file: () => "Choose a file to upload.",
    unknown_field: (d) => `The upload carried a field this form does not have: “${d ?? ""}”.`,
    repeated_field: (d) => `The field “${d ?? ""}” came more than once.`,
    field_too_long: (d) => `The field “${d ?? ""}” is too long.`,
    too_many_fields: () => "The upload carried too many fields.",
    too_many_files: () => "Upload one file at a time.",
    file_too_large: () => "The file is over the maximum size.",
    not_received: () => "The file did not arrive whole. Please try again.",
    image_type: () => "The image must be JPEG, PNG or WebP (the file's content, not just its name).",
    image_damaged: () => "The image is damaged or incomplete and could not be read.",
    image_too_many_pixels: () => "The image has too many pixels (the limit is 40 megapixels).",
    image_too_small: () => "The image is too small (at least 320 pixels wide).",
    alt_missing: (d) => `Write the alternative text in ${d ?? "every language"}.`,
    clip_type: () => "The clip must be MP4 (the file's content, not just its name).",
    clip_damaged: () => "The clip is damaged or incomplete and could not be read.",
    clip_too_long: () => "The clip is over the maximum length (10 minutes).",
    processing_failed: () => "The file could not be prepared. Nothing was published; please try again.",
  },
};

export const uploadMessage = (error: UploadError, detail?: string): Record<UiLang, string> => ({
  pt: uploadMessages.pt[error](detail),
  en: uploadMessages.en[error](detail),
});
