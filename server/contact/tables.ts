/** Tables of the contact intake and the mail outbox (migration 002). Timestamps are ISO-8601 text. */
import type { Generated } from "kysely";

export interface ContactMessageTable {
  id: Generated<number>;
  /** Random id shown to clients and used in file paths and Message-IDs. */
  public_id: string;
  /** "form" (contact page / POST /api/contact/) or "chat" (POST /api/contact/stuartContact). */
  kind: string;
  /** The client's idempotency key: a retried request returns the first result. Unique when set. */
  idempotency_key: string | null;
  /** SHA-256 of the request's content, to refuse a key reused for a different message. */
  fingerprint: string;
  lang: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The mailbox the mail goes to. */
  recipient: string;
  created_at: string;
  /** An HTML part written whole where the mail is made (a job alert), or null (migration 006). */
  html: string | null;
  /** The one-click unsubscribe address (RFC 8058) of a job alert's mail, or null. */
  unsubscribe_url: string | null;
}

export interface ContactAttachmentTable {
  id: Generated<number>;
  public_id: string;
  message_id: number;
  position: number;
  filename: string;
  /** The type found in the bytes (image/jpeg or video/mp4), never the declared one. */
  content_type: string;
  size: number;
  sha256: string;
  /** Path under DATA_DIR/uploads. */
  storage_path: string;
  created_at: string;
}

export interface MailOutboxTable {
  id: Generated<number>;
  message_id: number;
  /** pending → delivered, or failed after the last attempt. */
  status: string;
  attempts: number;
  next_attempt_at: string;
  /** Which worker holds the row, and until when; an expired lease may be taken over. */
  lease_owner: string | null;
  lease_expires_at: string | null;
  last_error: string | null;
  delivered_at: string | null;
  created_at: string;
}

export interface ContactTables {
  contact_message: ContactMessageTable;
  contact_attachment: ContactAttachmentTable;
  mail_outbox: MailOutboxTable;
}
