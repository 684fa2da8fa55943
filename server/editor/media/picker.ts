/**
 * The item form's picker props: upload and library addresses for the item's type (the CSRF token
 * in the upload address, as the upload routes read it) and the thumbnails of the media the item
 * holds, found by walking the schema's field tree (image objects' `file`, clip fields).
 */
import type { z } from "zod";
import { CSRF_FIELD } from "../auth/service";
import { formModel, type FieldNode } from "../../../common/editor/form-model";
import type { MediaKind, MediaPickerProps } from "../../../common/editor/media-picker";
import type { Services } from "../../services";

/** The media names a value holds, by the schema's tree. */
export function mediaNamesOf(node: FieldNode, value: unknown, out: Array<{ name: string; kind: MediaKind }> = []) {
  if (value === null || value === undefined) return out;
  if (node.kind === "clip" && typeof value === "string" && value) out.push({ name: value, kind: "clip" });
  else if (node.kind === "list" && Array.isArray(value)) for (const v of value) mediaNamesOf(node.item, v, out);
  else if (node.kind === "object" && typeof value === "object") {
    const o = value as Record<string, unknown>;
    if (node.image && typeof o.file === "string" && o.file) out.push({ name: o.file, kind: "image" });
    else for (const [key, field] of node.fields) mediaNamesOf(field, o[key], out);
  }
  return out;
}

const hasMedia = (node: FieldNode): boolean =>
  node.kind === "clip" ||
  (node.kind === "object" && (node.image || node.fields.some(([, f]) => hasMedia(f)))) ||
  (node.kind === "list" && hasMedia(node.item));

export async function pickerProps(
  services: Pick<Services, "mediaLibrary">,
  schema: z.ZodType,
  type: string,
  csrf: string,
  item: unknown,
): Promise<MediaPickerProps | null> {
  const node = formModel(schema);
  if (!hasMedia(node)) return null;
  const query = (extra: Record<string, string>) => new URLSearchParams({ tipo: type, ...extra }).toString();
  return {
    upload: {
      image: `/editor/midia/imagem?${query({ [CSRF_FIELD]: csrf })}`,
      clip: `/editor/midia/clipe?${query({ [CSRF_FIELD]: csrf })}`,
    },
    library: `/editor/midia/biblioteca?${query({})}`,
    current: await services.mediaLibrary.current(mediaNamesOf(node, item)),
  };
}
