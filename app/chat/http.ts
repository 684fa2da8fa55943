/**
 * The spec's request conventions for the widget's calls: JSON content type, and the XSRF token
 * from the XSRF-TOKEN cookie (when there is one) in the X-XSRF-TOKEN header.
 */
export function xsrfToken(): string | null {
  if (typeof document === "undefined") return null;
  for (const part of document.cookie.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === "XSRF-TOKEN") {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function jsonHeaders(): Record<string, string> {
  const token = xsrfToken();
  return { "Content-Type": "application/json", ...(token ? { "X-XSRF-TOKEN": token } : {}) };
}

/** A token for the XSRF header: the cookie's, or a fresh one from the server (which also sets the cookie). */
async function ensureXsrfToken(): Promise<string | null> {
  const existing = xsrfToken();
  if (existing) return existing;
  try {
    const response = await fetch("/api/contact/xsrf", { credentials: "same-origin" });
    if (!response.ok) return null;
    return ((await response.json()) as { token?: string }).token ?? xsrfToken();
  } catch {
    return null;
  }
}

/** POST /api/contact/stuartContact: true when the mail request was accepted. */
export async function sendStuartContact(body: {
  receiver: string;
  name: string;
  email: string;
  message: string;
}): Promise<boolean> {
  const post = async (token: string | null) =>
    fetch("/api/contact/stuartContact", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", ...(token ? { "X-XSRF-TOKEN": token } : {}) },
      body: JSON.stringify(body),
    });
  try {
    let response = await post(await ensureXsrfToken());
    // A stale token: the server has just set a fresh cookie; try once more with it.
    if (response.status === 403) response = await post(xsrfToken());
    return response.ok;
  } catch {
    return false;
  }
}
