/**
 * The widget's guest token (its subject is the visitor's guest id): asked of
 * POST /ead2pcd/restapi/autenticacao with the shared HTTP client's conventions, refreshed for the same guest when there was one.
 */
import { GUEST_TOKEN_PATH } from "../../common/chat/protocol";
import type { Lang } from "../../common/i18n/languages";
import { createHttpClient, HttpError } from "../http/client";

/** The guest-token service is outside /api; the same conventions apply. */
const http = createHttpClient({ baseUrl: "", log: () => {} });

function claimsOf(token: string): { exp?: number; sub?: string } {
  try {
    return JSON.parse(atob(token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))) as { exp?: number; sub?: string };
  } catch {
    return {};
  }
}

/** When the token expires, in milliseconds since the epoch (0 when unreadable). */
export const expiryOf = (token: string): number => (claimsOf(token).exp ?? 0) * 1000;
/** The guest id the token names. */
export const subjectOf = (token: string): string | undefined => claimsOf(token).sub;

/** A fresh token: for the same guest when `previous` can be refreshed, else for a new guest. */
export async function requestGuestToken(lang: Lang, previous?: string): Promise<string> {
  const url = `${GUEST_TOKEN_PATH}?lang=${lang}`;
  if (previous) {
    // Same guest, fresh token: the conversation continues. A 401 answers undefined: start anew.
    try {
      const refreshed = await http.post<{ token: string }>(url, undefined, { headers: { Authorization: `Bearer ${previous}` } });
      if (refreshed?.token) return refreshed.token;
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 401) throw error;
    }
  }
  const issued = await http.post<{ token: string }>(url);
  if (!issued?.token) throw new Error("token request failed");
  return issued.token;
}
