/**
 * Job-alert links for end-to-end tests: signed with a running server's own secret (its data
 * folder's app-secret), for a token that exists (a request made through the form) or not.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { createAlertLinks } from "../../server/alerts/links";
import Database from "../../server/db/sqlite-driver";
import type { RunningServer } from "../e2e/harness";

export function serverAlertLinks(server: RunningServer, now = Date.now()) {
  const secret = readFileSync(path.join(server.dataDir, "app-secret"), "utf8").trim();
  return createAlertLinks(secret, { origin: () => server.url, now: () => now });
}

/**
 * Asks for an alert through the form (as a browser on this site would), then gives the path and
 * query of its confirmation page and its manage page, without the language.
 */
export async function requestedAlertPages(server: RunningServer, email: string): Promise<{ confirm: string; manage: string }> {
  const response = await fetch(`${server.url}/portal/trabalhe/alertas?lang=pt`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
    body: new URLSearchParams({ email, areas: "design", lang: "pt", consent: "sim" }),
  });
  if (response.status !== 200) throw new Error(`the alert request was answered ${response.status}`);
  const db = new Database(path.join(server.dataDir, "lead.db"), { readonly: true });
  let token: string;
  try {
    token = (db.prepare("select token from alert_subscription where email = ?").get(email) as { token: string }).token;
  } finally {
    db.close();
  }
  const links = serverAlertLinks(server);
  const strip = (url: string) => {
    const u = new URL(url);
    u.searchParams.delete("lang");
    return `${u.pathname}?${u.searchParams}`;
  };
  return { confirm: strip(links.confirmUrl(token, "pt", Date.now() + 3600_000)), manage: strip(links.manageUrl(token, "pt")) };
}
