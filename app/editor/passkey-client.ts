/**
 * The browser's half of a passkey ceremony, with @simplewebauthn/browser: ask the server for the
 * options, let the browser and authenticator answer, send the answer back. Errors come back as
 * the codes the pages translate.
 */
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from "@simplewebauthn/browser";

const CSRF_HEADER = "x-editor-csrf";

async function post(url: string, csrf: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(url, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", [CSRF_HEADER]: csrf },
    body: JSON.stringify(body ?? {}),
  });
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: response.status, json };
}

export type PasskeyResult = { ok: true } | { ok: false; error: string };

function failure(error: unknown): PasskeyResult {
  const name = (error as { name?: string })?.name;
  if (name === "NotAllowedError" || name === "AbortError") return { ok: false, error: "passkey_cancelled" };
  return { ok: false, error: "passkey_refused" };
}

export const passkeysSupported = () => browserSupportsWebAuthn();

export async function signInWithPasskey(csrf: string): Promise<PasskeyResult> {
  if (!browserSupportsWebAuthn()) return { ok: false, error: "passkey_unsupported" };
  try {
    const options = await post("/editor/api/passkey/sign-in/options", csrf, {});
    if (options.status !== 200) return { ok: false, error: String(options.json.error ?? "passkey_refused") };
    const answer = await startAuthentication({ optionsJSON: options.json as never });
    const result = await post("/editor/api/passkey/sign-in", csrf, answer);
    return result.status === 200 ? { ok: true } : { ok: false, error: String(result.json.error ?? "passkey_refused") };
  } catch (error) {
    return failure(error);
  }
}

export async function registerPasskey(csrf: string): Promise<PasskeyResult> {
  if (!browserSupportsWebAuthn()) return { ok: false, error: "passkey_unsupported" };
  try {
    const options = await post("/editor/api/passkey/register/options", csrf, {});
    if (options.status !== 200) return { ok: false, error: String(options.json.error ?? "passkey_refused") };
    const answer = await startRegistration({ optionsJSON: options.json as never });
    const result = await post("/editor/api/passkey/register", csrf, answer);
    return result.status === 200 ? { ok: true } : { ok: false, error: String(result.json.error ?? "passkey_refused") };
  } catch (error) {
    return failure(error);
  }
}
