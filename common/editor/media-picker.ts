/**
 * What an item form's pictures and Libras clips pickers receive (app/editor/forms/MediaField.tsx):
 * where to upload (with the CSRF token), where to list what is already uploaded, and the thumbnail
 * of every media name the item holds. Built on the server (server/editor/media/picker.ts).
 */
export type MediaKind = "image" | "clip";

export interface PickerMedia {
  name: string;
  kind: MediaKind;
  /** The uploaded file's own name ("" for the site's generated pictures). */
  label: string;
  /** A small picture: the image's smallest JPEG, or the clip's poster. */
  thumb: string;
  /** The descriptions the site's content gives it, first found. */
  description?: { pt: string; en: string; es: string };
}

export interface MediaPickerProps {
  upload: Record<MediaKind, string>;
  /** GET with `midia`, `busca`, `pagina`: `{ items: PickerMedia[], more, page }`. */
  library: string;
  current: Record<string, PickerMedia>;
}

/** The file input's name for a field, sent with the whole form without JavaScript. */
export const uploadInputName = (field: string) => `media-upload:${field}`;
