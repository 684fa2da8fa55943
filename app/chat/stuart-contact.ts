/** POST /api/contact/stuartContact: the e-mail the chat's guided flow sends (receiver, name, email, message). */
import { api, ensureXsrfToken, HttpError, xsrfHeaderName, type HttpClient } from "../http/client";

export interface StuartContactRequest {
  receiver: string;
  name: string;
  email: string;
  message: string;
}

/** True when the mail request was accepted. */
export async function sendStuartContact(body: StuartContactRequest, client: HttpClient = api): Promise<boolean> {
  const post = (token: string | undefined) =>
    client.post("/contact/stuartContact", body, token ? { headers: { [xsrfHeaderName]: token } } : {});
  try {
    try {
      await post(await ensureXsrfToken(client));
    } catch (error) {
      // A stale token: the server has just set a fresh cookie; try once more with it.
      if (!(error instanceof HttpError) || error.status !== 403) throw error;
      await post(undefined);
    }
    return true;
  } catch {
    return false;
  }
}
