/**
 * Helpers for the editor's end-to-end tests: the command line's invitation against a running
 * server's database, mail waited for at the test SMTP server, and a virtual authenticator in
 * Chromium (the DevTools protocol's WebAuthn domain).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { useSiteAndBrowser, type RunningServer } from "../e2e/harness";
import { startSmtp, type ReceivedMail, type TestSmtp } from "./contact";
import { editorPath } from "../../common/editor/paths";

/** The editor's address of a type's list, an item or its page, in Portuguese (`editorPath("vacancy", "dev")` → /editor/vagas/dev). */
export { editorPath };

const root = path.resolve(import.meta.dirname, "../..");

/** The address the browser uses: WebAuthn needs a domain (localhost), not an IP address. */
export const localOrigin = (server: RunningServer) => `http://localhost:${server.port}`;

/**
 * The site and a browser for the editor's journeys, its mail going to a test SMTP server (the
 * invitations and sign-in links): `smtp()` is that server, `at(path)` an address on the site.
 */
export function useEditorSite() {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp.close();
  });
  const e2e = useSiteAndBrowser(() => ({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: "100" }));
  return { e2e, smtp: () => smtp, at: (path: string) => `${localOrigin(e2e.server)}${path}` };
}

/** The editor's home (its dashboard, where sign-in leads). */
export const editorHomePath = "/editor";

/** `npm run editors -- invite <email> --role <role>` on the server's own database; returns what it printed. */
export function cliInvite(
  server: RunningServer,
  email: string,
  role: string,
): { status: number; stdout: string; stderr: string } {
  const database = { dataDir: server.dataDir, databaseUrl: path.join(server.dataDir, "lead.db"), origin: localOrigin(server) };
  return cliInviteOn(database, email, role);
}

/** The same on any database (a cluster's PostgreSQL), with the links naming `origin`. */
export function cliInviteOn(
  on: { dataDir: string; databaseUrl: string; origin: string },
  email: string,
  role: string,
): { status: number; stdout: string; stderr: string } {
  const result = spawnSync(path.join(root, "node_modules/.bin/tsx"), ["scripts/editors.ts", "invite", email, "--role", role], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: on.dataDir,
      DATABASE_URL: on.databaseUrl,
      PUBLIC_URL: on.origin,
      LOG_LEVEL: "warn",
    },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

/** The invitation link the command line printed. */
export const invitationLink = (stdout: string) => /(http:\/\/localhost:\d+\/editor\/entrar\/link\?\S+)/.exec(stdout)![1]!;

/** The newest mail to this address whose text has a link to the editor (waits for the outbox). */
export async function mailTo(smtp: TestSmtp, address: string, after = 0): Promise<{ mail: ReceivedMail; link: string }> {
  // A plain loop, not expect.poll: set-up hooks wait for mail too.
  const deadline = Date.now() + 20_000;
  let found: ReceivedMail | undefined;
  while (!(found = smtp.mails.slice(after).findLast((m) => m.to.includes(address) && /\/editor\/entrar\/link\?/.test(m.text)))) {
    if (Date.now() > deadline) throw new Error(`no editor mail to ${address} within 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const link = /(https?:\/\/\S+\/editor\/entrar\/link\?\S+)/.exec(found!.text)![1]!;
  return { mail: found!, link };
}

/** A virtual platform authenticator (resident keys, user verification) for this page. */
export async function addVirtualAuthenticator(context: BrowserContext, page: Page): Promise<() => Promise<number>> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  // How many passkeys the authenticator holds.
  return async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials.length;
}

/** An editor form's field by its name (`title.pt`, `requirements[0].en`), as the form ids it. */
export const editorField = (page: Page, name: string) => page.locator(`#field-${name.replace(/\]/g, "").replace(/[[.]/g, "-")}`);

export async function fillLanguages(page: Page, name: string, texts: Partial<Record<"pt" | "en" | "es", string>>) {
  for (const [lang, text] of Object.entries(texts)) await editorField(page, `${name}.${lang}`).fill(text);
}

/**
 * Clicks what posts a form or follows a link, and waits for the new document to load. Waiting
 * for "load" after the click alone is a race: the old document is already loaded, so the wait
 * can end before the new one arrives, and the next step then types into a page about to go.
 */
export async function clickAndLoad(page: Page, target: Locator): Promise<void> {
  const navigated = page.waitForEvent("framenavigated", { predicate: (frame) => frame === page.mainFrame() });
  await target.click();
  await navigated;
  await page.waitForLoadState("load");
}

/**
 * Focus lands on the element with this class. Polled: a page focuses its error summary or notice
 * by `autofocus` at its first rendering, which can come after the load event.
 */
export async function expectFocusOn(page: Page, className: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe(className);
}

/**
 * The editor's page has hydrated (`<html data-hydrated>`): typing before it could be undone when
 * React takes over the form's fields. Only for pages with JavaScript on.
 */
export async function editorHydrated(page: Page): Promise<void> {
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

/** A list's "add" button (the form posts and comes back with one more item), with JavaScript on. */
export async function addListItem(page: Page, list: string) {
  await clickAndLoad(page, page.locator(`button[name="_list"][value="add:${list}"]`));
  await editorHydrated(page);
}

/** Creates an opening in the three languages and publishes it, from a signed-in editor's page. */
export async function publishNewOpening(
  page: Page,
  origin: string,
  opening: { id: string; key: string; area: string; title: Record<"pt" | "en" | "es", string> },
): Promise<void> {
  await page.goto(`${origin}${editorPath("vacancy", "novo")}`);
  await editorHydrated(page);
  await addListItem(page, "requirements");
  await addListItem(page, "activities");
  // The id is the system's (issue 34): opening.id is not typed any more.
  await editorField(page, "key").fill(opening.key);
  await fillLanguages(page, "title", opening.title);
  await editorField(page, "regime").selectOption({ index: 1 });
  await editorField(page, "area").selectOption(opening.area);
  await fillLanguages(page, "areas", { pt: "Pesquisa", en: "Research", es: "Investigación" });
  await fillLanguages(page, "education", { pt: "Graduação", en: "Bachelor's degree", es: "Grado" });
  await fillLanguages(page, "requirements[0]", { pt: "TypeScript", en: "TypeScript", es: "TypeScript" });
  await fillLanguages(page, "activities[0]", { pt: "Desenvolver", en: "Develop", es: "Desarrollar" });
  await page.getByRole("button", { name: "Publicar", exact: true }).click();
  await page.waitForURL(`${origin}${editorPath("vacancy", opening.key)}?aviso=published`);
}
