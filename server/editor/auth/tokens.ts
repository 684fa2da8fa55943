/**
 * Random tokens for sessions and one-time links: 32 bytes from the operating system's generator,
 * sent to the client, stored only as their sha256 (a random 256-bit token needs no slow hash).
 * A lookup goes by the hash, so no comparison ever runs over the secret itself.
 */
import { createHash, randomBytes } from "node:crypto";

export const newToken = (): string => randomBytes(32).toString("base64url");

export const hashToken = (token: string): string => createHash("sha256").update(token, "utf8").digest("hex");

/** A presented token's shape: anything else is refused before touching the database. */
export const looksLikeToken = (value: unknown): value is string => typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
