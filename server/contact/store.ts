/**
 * Committing a contact message: its files are moved from the temporary folder to their place
 * (already fsync'd, then renamed, then the folder fsync'd), then the message, its attachments and
 * its outbox row are written in one transaction. Only then is the visitor told it was sent.
 *
 * Idempotency: a request carrying a key already used returns the first result and writes
 * nothing; two requests racing with one key are settled by the unique index.
 */
import { createHash, randomUUID } from "node:crypto";
import { mkdir, open, rename, rm } from "node:fs/promises";
import path from "node:path";
import type { Selectable } from "kysely";
import type { Database } from "../db/database";
import type { Logger } from "../log";
import type { ContactMessageTable } from "./tables";
import { cleanFilename, removeFiles, type ReceivedFile } from "./uploads";
import { insertPlainMail } from "../mail/plain-mail";

/** The visitor's fields are typed from the table they are stored in. */
export interface NewMessage extends Pick<
  Selectable<ContactMessageTable>,
  "lang" | "name" | "email" | "subject" | "message" | "recipient"
> {
  kind: "form" | "chat" | "application";
  files: ReceivedFile[];
  idempotencyKey: string | null;
  /**
   * Plain mails that go with this message, stored in the same transaction (an application's
   * acknowledgement to the candidate): both are kept, or neither.
   */
  notices?: Notice[];
}

/** A plain text mail of the outbox (kind "notice"): its own recipient, subject and text. */
export interface Notice {
  recipient: string;
  subject: string;
  text: string;
  lang: string;
}

export const NOTICE_KIND = "notice";

export type CommitResult =
  | { status: "created"; publicId: string; createdAt: string }
  | { status: "replayed"; publicId: string; createdAt: string }
  | { status: "conflict" };

export function fingerprintOf(m: Omit<NewMessage, "idempotencyKey">): string {
  const hash = createHash("sha256");
  for (const part of [m.kind, m.name, m.email, m.subject, m.message, m.recipient, ...m.files.map((f) => f.sha256)]) {
    hash.update(part).update("\u0000");
  }
  return hash.digest("hex");
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === "23505" || e?.code === "SQLITE_CONSTRAINT_UNIQUE" || /UNIQUE constraint failed/.test(e?.message ?? "");
}

async function fsyncDir(dir: string): Promise<void> {
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export function createContactStore(options: { db: Database; uploadsDir: string; log: Logger; now?: () => Date }) {
  const { db, uploadsDir, log } = options;
  const now = options.now ?? (() => new Date());

  async function existing(key: string, fingerprint: string): Promise<CommitResult | null> {
    const row = await db
      .selectFrom("contact_message")
      .select(["public_id", "fingerprint", "created_at"])
      .where("idempotency_key", "=", key)
      .executeTakeFirst();
    if (!row) return null;
    if (row.fingerprint !== fingerprint) return { status: "conflict" };
    return { status: "replayed", publicId: row.public_id, createdAt: row.created_at };
  }

  return {
    uploadsDir,
    tmpDir: path.join(uploadsDir, "tmp"),

    async commit(input: NewMessage): Promise<CommitResult> {
      const fingerprint = fingerprintOf(input);
      if (input.idempotencyKey) {
        const first = await existing(input.idempotencyKey, fingerprint);
        if (first) {
          await removeFiles(input.files);
          return first;
        }
      }

      const createdAt = now().toISOString();
      const publicId = randomUUID();
      const relDir = path.join(createdAt.slice(0, 7), publicId);
      const dir = path.join(uploadsDir, relDir);
      const placed: Array<ReceivedFile & { publicId: string; rel: string; type: string; filename: string }> = [];
      try {
        if (input.files.length) {
          await mkdir(dir, { recursive: true });
          for (const file of input.files) {
            const id = randomUUID();
            const rel = path.join(relDir, id);
            await rename(file.tmpPath, path.join(uploadsDir, rel));
            const type = file.sniffed.type!;
            placed.push({ ...file, publicId: id, rel, type, filename: cleanFilename(file.filename, type) });
          }
          await fsyncDir(dir);
          await fsyncDir(path.dirname(dir));
        }

        await db.transaction().execute(async (trx) => {
          const message = await trx
            .insertInto("contact_message")
            .values({
              public_id: publicId,
              kind: input.kind,
              idempotency_key: input.idempotencyKey,
              fingerprint,
              lang: input.lang,
              name: input.name,
              email: input.email,
              subject: input.subject,
              message: input.message,
              recipient: input.recipient,
              created_at: createdAt,
            })
            .returning("id")
            .executeTakeFirstOrThrow();
          if (placed.length) {
            await trx
              .insertInto("contact_attachment")
              .values(
                placed.map((f, position) => ({
                  public_id: f.publicId,
                  message_id: message.id,
                  position,
                  filename: f.filename,
                  content_type: f.type,
                  size: f.size,
                  sha256: f.sha256,
                  storage_path: f.rel,
                  created_at: createdAt,
                })),
              )
              .execute();
          }
          await trx
            .insertInto("mail_outbox")
            .values({ message_id: message.id, status: "pending", attempts: 0, next_attempt_at: createdAt, created_at: createdAt })
            .execute();
          for (const notice of input.notices ?? []) {
            await insertPlainMail(trx, { kind: NOTICE_KIND, ...notice }, createdAt);
          }
        });
        return { status: "created", publicId, createdAt };
      } catch (error) {
        await removeFiles(input.files);
        if (placed.length) await rm(dir, { recursive: true, force: true });
        if (input.idempotencyKey && isUniqueViolation(error)) {
          const first = await existing(input.idempotencyKey, fingerprint);
          if (first) return first;
        }
        log.error("contact message not stored", { error });
        throw error;
      }
    },
  };
}
export type ContactStore = ReturnType<typeof createContactStore>;
