/**
 * Hostile text (issue 33): characters no text may hold (common/text/control-chars.ts) in every
 * text field of an opening and a news item. Written straight into the database (what an old row,
 * a hand-made import or a bug could leave), they never reach a reader: every feed (whole and per
 * area, every language), the news feed and the sitemap stay well-formed XML for a real XML parser
 * (saxes), and the page's <title>, Open Graph, JSON-LD and the mails (a job-alert digest, a
 * contact message's subject and Reply-To name) hold none of them. Typed into the editor's form,
 * they are refused by field and language, and so are reserved and overlong keys; nothing is stored.
 */
import { SaxesParser } from "saxes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobAreas } from "../../common/content/job-areas";
import { languages } from "../../common/i18n/languages";
import { vacancy as vacancySchema } from "../../common/content/schema";
import { toFormEntries } from "../../common/editor/form-data";
import { findForbiddenChar, hasForbiddenChar } from "../../common/text/control-chars";
import { subscriberRow } from "../alerts/test-support";
import { startTestApp, type TestApp } from "../testing/test-app";
import { startSmtp, type TestSmtp } from "../../tests/support/contact";
import type { AppLoadContext } from "react-router";
import { seoMeta } from "../../app/seo";
import { jobPostingLd, newsArticlesLd } from "../../app/structured-data.server";
import { itemAction } from "../../app/editor/items.server";
import type { ActionArgs } from "../../app/context";

// Two lone surrogates (a low half, then a high one: no pair), and the controls, DEL, U+FFFE/U+FFFF.
const BAD = "\u0001\u000b\u001b\u007f\ufffe\uffff\udc00\ud800\u0000";
let app: TestApp;
let smtp: TestSmtp;
let opening: { key: string; area: string; title: Record<"pt" | "en" | "es", string> };

/** Every string of a value with the bad characters put in its middle (keys, dates and choices left alone). */
function poison(value: unknown, skip: ReadonlySet<string>, at = ""): unknown {
  if (typeof value === "string") return `${value.slice(0, 3)}${BAD}${value.slice(3)}`;
  if (Array.isArray(value)) return value.map((v, i) => poison(v, skip, `${at}[${i}]`));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, skip.has(k) ? v : poison(v, skip, `${at}.${k}`)]));
  return value;
}

/** Parses with saxes; throws on the first well-formedness error. */
function wellFormed(xml: string): void {
  const parser = new SaxesParser({ xmlns: true });
  let error: Error | undefined;
  parser.on("error", (e) => {
    error ??= e;
  });
  parser.write(xml).close();
  if (error) throw error;
}

beforeAll(async () => {
  smtp = await startSmtp();
  app = await startTestApp({ PUBLIC_URL: "https://lead.example", PAGE_CACHE: "0", SMTP_URL: smtp.url, OUTBOX_POLL_MS: "200" });
  const db = app.services.database.db;
  const visible = await app.services.content.visibleVacancies();
  const chosen = visible[0]!;
  const skip = new Set(["key", "id", "visible", "place", "regime", "area", "workMode", "datePosted", "closingDate", "libras"]);
  const dirty = poison(chosen, skip) as typeof chosen;
  await db
    .updateTable("content_item")
    .set({ data: JSON.stringify(dirty) })
    .where("type", "=", "vacancy")
    .where("item_key", "=", chosen.key)
    .execute();
  const news = await app.services.content.news();
  await db
    .updateTable("content_item")
    .set({ data: JSON.stringify(poison(news[0], new Set(["id", "date", "image", "url", "libras"]))) })
    .where("type", "=", "news")
    .where("item_key", "=", news[0]!.id)
    .execute();
  await db.updateTable("content_meta").set({ value: "hostile-text" }).where("key", "=", "version").execute();
  app.services.content.invalidate();
  opening = { key: chosen.key, area: chosen.area, title: dirty.title };
  expect(hasForbiddenChar((await app.services.content.visibleVacancy(chosen.key))!.title.en)).toBe(true);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

describe("a row holding forbidden characters breaks no output", () => {
  it("every openings feed, whole and per area, in every language, the news feed and the sitemap are well-formed XML", async () => {
    const addresses = ["/sitemap.xml"];
    for (const { code } of languages) {
      addresses.push(`/feeds/vagas.xml?lang=${code}`, `/feeds/noticias.xml?lang=${code}`);
      for (const area of jobAreas) addresses.push(`/feeds/vagas.xml?lang=${code}&area=${area}`);
    }
    for (const address of addresses) {
      const response = await fetch(`${app.url}${address}`);
      expect(response.status, address).toBe(200);
      const xml = await response.text();
      expect(() => wellFormed(xml), address).not.toThrow();
      expect(findForbiddenChar(xml), address).toBeNull();
    }
    // The poisoned opening is still listed, its title without the characters.
    const feed = await (await fetch(`${app.url}/feeds/vagas.xml?lang=en&area=${opening.area}`)).text();
    expect(feed).toContain(`<guid isPermaLink="false">lead-vaga-${opening.key}</guid>`);
    const clean = opening.title.en.replace(BAD, "");
    expect(clean).not.toBe(opening.title.en);
    expect(feed).toContain(`<title>${clean.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</title>`);
  });

  it("the opening's page: its <title>, Open Graph and JSON-LD hold none of them (the shared serialisers)", async () => {
    const stored = (await app.services.content.visibleVacancy(opening.key))!;
    for (const { code } of languages) {
      const meta = seoMeta(
        {
          title: stored.title[code],
          description: `${stored.areas[code]} · ${stored.education[code]}`,
          path: `/portal/trabalhe/${opening.key}`,
          lang: code,
          origin: "https://lead.example",
        },
        "Lead",
      );
      const texts = meta.flatMap((m) => Object.values(m as Record<string, unknown>)).filter((v) => typeof v === "string");
      expect(texts.join("")).toContain(stored.title[code].replace(BAD, ""));
      for (const text of texts) expect(findForbiddenChar(text), text).toBeNull();
      const context = { services: app.services, lang: code } as unknown as AppLoadContext;
      const request = new Request(`https://lead.example/portal/trabalhe/${opening.key}?lang=${code}`);
      for (const block of [await jobPostingLd(context, request, opening.key), await newsArticlesLd(context, request)]) {
        expect(block).not.toBe("");
        // Neither as characters nor as \\u escapes that a reader would decode back.
        expect(findForbiddenChar(block)).toBeNull();
        expect(findForbiddenChar(JSON.stringify(JSON.parse(block)))).toBeNull();
      }
      const posting = JSON.parse(await jobPostingLd(context, request, opening.key)) as { title: string; description: string };
      expect(posting.title).toBe(stored.title[code].replace(BAD, ""));
    }
  });

  it("a job-alert digest and a contact mail leave clean: headers, text and HTML", async () => {
    const db = app.services.database.db;
    await db
      .insertInto("alert_subscription")
      .values(subscriberRow(1, { prefix: "hostiletext", areas: opening.area, at: "2000-01-01T00:00:00.000Z" }))
      .execute();
    await app.services.alerts.runPass();
    // A contact message as a database could hold it: controls and a line break in its name and subject.
    const row = await db
      .insertInto("contact_message")
      .values({
        public_id: "00000000-0000-4000-8000-000000000033",
        kind: "form",
        idempotency_key: null,
        fingerprint: "hostile-text",
        lang: "pt",
        name: "Ana\u0001\r\nBcc: alvo@evil.example\u000b Souza",
        email: "ana@lead.example",
        subject: "Visita\u001b\ufffe\r\nX-Injected: sim",
        message: "Olá\u0007 mundo",
        recipient: "contato@lead.example",
        created_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    await db
      .insertInto("mail_outbox")
      .values({ message_id: row.id, status: "pending", attempts: 0, next_attempt_at: at, created_at: at })
      .execute();
    await expect
      .poll(() => smtp.mails.map((m) => m.to.join()).sort(), { timeout: 20_000 })
      .toEqual(expect.arrayContaining(["contato@lead.example", "hostiletext1@example.com"]));

    const digest = smtp.mails.find((m) => m.to.includes("hostiletext1@example.com"))!;
    const digestLang = (["pt", "en", "es"] as const)[1 % 3]!; // subscriberRow gives subscriber n the n-th language
    // The mail's row is stored as UTF-8: a lone surrogate has become U+FFFD there, a character like any other.
    expect(digest.text.replace(/\ufffd/g, "")).toContain(opening.title[digestLang].replace(BAD, ""));
    for (const mail of smtp.mails) {
      for (const [name, value] of Object.entries(mail.headers)) expect(findForbiddenChar(value), `${name}: ${value}`).toBeNull();
      expect(findForbiddenChar(mail.text)).toBeNull();
      if (mail.html !== undefined) expect(findForbiddenChar(mail.html)).toBeNull();
    }
    const contact = smtp.mails.find((m) => m.to.includes("contato@lead.example"))!;
    expect(contact.headers["x-injected"]).toBeUndefined();
    expect(contact.headers.bcc).toBeUndefined();
    expect(contact.headers.subject).toBe("[Lead Portal · Contato] Visita X-Injected: sim");
    expect(contact.headers["reply-to"]).toContain("Ana Bcc: alvo@evil.example Souza");
    expect(contact.text).toContain("Olá mundo");
  }, 40_000);
});

describe("the editor's form refuses them, and reserved or overlong keys, storing nothing", () => {
  let cookie: string;
  let csrf: string;
  beforeAll(async () => {
    const { account } = await app.services.editor.store.accounts.upsertInvited("olga@lead.example", "openings");
    await app.services.editor.store.accounts.setStatus(account.id, "active");
    const { token } = await app.services.editor.store.sessions.create(account.id);
    cookie = `editor_session=${token}`;
    csrf = (await app.services.editor.session(cookie))!.csrf;
  });

  /** The new-opening form posted as the editor's page posts it (its action, a real session and CSRF token). */
  const post = async (changes: Record<string, string>) => {
    const base = { ...(await app.services.content.visibleVacancies())[1]!, key: "vaga-de-teste-hostil" };
    const form = new URLSearchParams(toFormEntries(vacancySchema, base));
    for (const [k, v] of Object.entries(changes)) form.set(k, v);
    form.set("_csrf", csrf);
    form.set("intent", "publish");
    const body = form.toString();
    const request = new Request("http://localhost/editor/vagas/novo", {
      method: "POST",
      headers: {
        cookie,
        "sec-fetch-site": "same-origin",
        "content-type": "application/x-www-form-urlencoded",
        "content-length": String(Buffer.byteLength(body)),
      },
      body,
    });
    const args = { request, params: { type: "vagas" }, context: { services: app.services, lang: "pt", cspNonce: "" } };
    let answer: unknown;
    try {
      answer = await itemAction(args as unknown as ActionArgs);
    } catch (thrown) {
      answer = thrown;
    }
    if (answer instanceof Response) return { status: answer.status, text: "" };
    const { data, init } = answer as { data: unknown; init?: { status?: number } };
    return { status: init?.status ?? 200, text: JSON.stringify(data) };
  };
  const stored = async (key: string) =>
    app.services.database.db
      .selectFrom("content_item")
      .select("item_key")
      .where("type", "=", "vacancy")
      .where("item_key", "=", key)
      .execute();

  it("a control character in a text, in any language: the field and language named, nothing stored", async () => {
    for (const [name, said] of [
      ["title.pt", "O campo “Título” em português contém um caractere invisível não permitido (U+000B, posição 4)"],
      ["title.en", "O campo “Título” em inglês contém um caractere invisível não permitido (U+000B, posição 4)"],
      [
        "requirements[0].es",
        "O campo “Requisitos › Item 1” em espanhol contém um caractere invisível não permitido (U+000B, posição 4)",
      ],
    ] as const) {
      const answer = await post({ [name]: "Dev\u000bWeb" });
      expect(answer.status, name).toBe(400);
      expect(answer.text).toContain(said);
      expect(await stored("vaga-de-teste-hostil")).toEqual([]);
    }
  });

  it("a reserved key, an overlong key and a key with '/'", async () => {
    for (const [key, said] of [
      ["novo", "A chave do endereço “novo” é uma palavra que os endereços do editor usam"],
      ["historico", "A chave do endereço “historico” é uma palavra que os endereços do editor usam"],
      ["a".repeat(300), "A chave do endereço tem 300 caracteres; use no máximo 80."],
      ["a/b", "A chave do endereço usa só letras minúsculas sem acento e algarismos"],
    ] as const) {
      const answer = await post({ key });
      expect(answer.status, key.slice(0, 20)).toBe(400);
      expect(answer.text).toContain(said);
      expect(await stored(key)).toEqual([]);
    }
    // The same opening with a good key is published.
    const good = await post({});
    expect(good.status).toBe(303);
    expect(await stored("vaga-de-teste-hostil")).toHaveLength(1);
  });
});

describe("a key the rule refuses names no opening", () => {
  it("reserved, overlong and malformed keys find nothing, even when a row holds them", async () => {
    const db = app.services.database.db;
    const [first] = await app.services.content.visibleVacancies();
    // An old row with a key the rule now refuses: unreachable, never a crash.
    await db
      .updateTable("content_item")
      .set({ data: JSON.stringify({ ...first, key: "novo" }) })
      .where("type", "=", "vacancy")
      .where("item_key", "=", first!.key)
      .execute();
    await db.updateTable("content_meta").set({ value: "hostile-key" }).where("key", "=", "version").execute();
    app.services.content.invalidate();
    for (const key of ["novo", "historico", "a".repeat(81), "a".repeat(5000), "A-B", "a--b", "a/b", "\u0000"]) {
      expect(await app.services.content.visibleVacancy(key), key.slice(0, 20)).toBeUndefined();
    }
  });
});
