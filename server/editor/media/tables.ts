/** Tables of the uploaded media (migration 007). See docs/decisions/0037-media-in-the-database.md. */
import type { Generated } from "kysely";

export interface MediaObjectTable {
  id: Generated<number>;
  name: string;
  kind: string;
  entry: string;
  label: string;
  created_at: string;
  created_by: string | null;
}

export interface MediaFileTable {
  path: string;
  media_name: string;
  content_type: string;
  size: number;
  chunks: number;
}

export interface MediaChunkTable {
  path: string;
  seq: number;
  data: Buffer | Uint8Array;
}

export interface MediaTables {
  media_object: MediaObjectTable;
  media_file: MediaFileTable;
  media_chunk: MediaChunkTable;
}
