/**
 * The chat assistant in Chromium, in all three languages: the launcher, the invitation and the
 * room; the four options and free text; the e-mail flow (invalid then valid address, confirm,
 * cancel, no); reloads; a cut connection; Libras clips; the first-load weight; axe in every state.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { io as connectClient } from "socket.io-client";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import questions from "../../content/chat/questions.json";
import site from "../../content/site.json";
import { APPLICATION, BOT_ID, CHAT_PATH, type ChatMessage } from "../../common/chat/protocol";
import { languages, type Lang } from "../../common/i18n/languages";
import { launcherStrings } from "../../app/chat/launcher-strings";
import { parseMessage, toBlocks, type Segment } from "../../app/chat/markers";
import { chatStrings, TIMING } from "../../app/chat/strings";
import { expectNoAxeViolations, newContext, root, useSiteAndBrowser } from "./harness";
import { startSmtp, type TestSmtp } from "../support/contact";

interface Question {
  id: string;
  option?: number;
  phrasings: Record<Lang, string[]>;
  answer: Record<Lang, string>;
  libras?: string;
}
const allQuestions = questions as Question[];
const optionQuestion = (n: number) => allQuestions.find((q) => q.option === n)!;

/** The text a visitor sees for an answer: markers turned into their labels or removed. */
function visibleText(answer: string, lang: Lang): string {
  const line = (parts: Segment[]) =>
    parts.map((s) => (s.kind === "text" ? s.text : s.external ? `${s.label} ${chatStrings[lang].newTab}` : s.label)).join("");
  return toBlocks(parseMessage(answer, lang).segments)
    .map((b) => (b.kind === "paragraph" ? line(b.parts) : b.items.map(line).join(" ")))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The Libras clips the media build made (content/media/manifest.json), if any. */
const manifestFile = path.join(root, "content", "media", "manifest.json");
const clips: Record<string, { mp4: string }> = existsSync(manifestFile)
  ? ((JSON.parse(readFileSync(manifestFile, "utf8")) as { clips?: Record<string, { mp4: string }> }).clips ?? {})
  : {};

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp?.close();
});
const e2e = useSiteAndBrowser(() => ({ SMTP_URL: smtp.url }));

// ---------- Helpers ----------

function widget(page: Page, lang: Lang) {
  const s = chatStrings[lang];
  const room = page.getByRole("dialog", { name: s.room });
  return {
    s,
    launcher: page.getByRole("button", { name: `${launcherStrings[lang].open} ${launcherStrings[lang].beta}`, exact: true }),
    invitation: page.getByRole("region", { name: s.title }),
    room,
    log: room.getByRole("log", { name: s.log }),
    input: room.getByRole("textbox", { name: s.inputLabel }),
    send: room.getByRole("button", { name: s.send }),
    typing: room.getByText(s.typing),
    botMessages: room.locator(".chat-msg--bot"),
    userMessages: room.locator(".chat-msg--user"),
    lastBot: room.locator(".chat-msg--bot").last(),
    lastUser: room.locator(".chat-msg--user").last(),
  };
}

async function openPage(context: BrowserContext, lang: Lang, pathName = "/portal"): Promise<Page> {
  const page = await context.newPage();
  page.on("pageerror", (error) => console.error(`page error: ${error.message}`));
  // The page's clock runs as usual, but a test may jump over the typing pauses (1.6 s and
  // 2 s per message) instead of sitting through them; their length is checked on its own below.
  await page.clock.install();
  await page.goto(`${e2e.server.url}${pathName}?lang=${lang}`);
  return page;
}

/** Launcher → invitation → room, checking each state. */
async function openRoom(page: Page, lang: Lang) {
  const w = widget(page, lang);
  await w.launcher.click();
  await expect.poll(() => w.invitation.isVisible()).toBe(true);
  await w.invitation.getByRole("button", { name: w.s.invitationOpen }).click();
  await expect.poll(() => w.room.isVisible()).toBe(true);
  // The assistant is connected once the options are there.
  await expect.poll(() => w.room.getByRole("button", { name: optionQuestion(1).phrasings[lang][0] }).count()).toBe(1);
  // And settled: focus moves into the room once the log has scrolled to the greeting (100, 300 and
  // 500 ms after opening). A click before then could land where the log moved from (CI, stop 58:
  // "Other subjects" clicked, no recipients ever shown).
  await expect.poll(() => w.room.evaluate((room) => room.contains(document.activeElement))).toBe(true);
  return w;
}

async function textOf(locator: ReturnType<Page["locator"]>): Promise<string> {
  return ((await locator.textContent()) ?? "").replace(/\s+/g, " ").trim();
}

/** Jumps the page's clock over a typing pause, if the test installed one. */
async function skipTyping(page: Page): Promise<void> {
  await page.clock.fastForward(500).catch(() => undefined);
}

/** A reading for expect.poll that lets the page's clock jump over typing pauses between reads. */
function skipping<T>(page: Page, read: () => Promise<T>): () => Promise<T> {
  return async () => {
    const value = await read();
    await skipTyping(page);
    return value;
  };
}

/** Waits (skipping typing pauses) until the locator is on the page, then clicks it. */
async function clickWhenShown(page: Page, locator: Locator): Promise<void> {
  await expect
    .poll(
      skipping(page, () => locator.count()),
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  await locator.click();
}

async function expectLastBot(page: Page, lang: Lang, text: string) {
  const w = widget(page, lang);
  await expect
    .poll(
      async () => {
        const seen = await textOf(w.lastBot);
        if (!seen.includes(text)) await skipTyping(page);
        return seen;
      },
      { timeout: 15_000 },
    )
    .toContain(text);
}

async function backToStart(page: Page, lang: Lang) {
  const w = widget(page, lang);
  // Under the conversation, whole in view above the text box, however long the answer (issue 35).
  const start = w.room.getByRole("button", { name: w.s.backToStart });
  await expectWholeAboveInput(page, lang, start);
  await start.click();
  await expect
    .poll(
      async () => {
        const count = await w.lastBot.getByRole("button", { name: w.s.otherSubjects }).count();
        if (count === 0) await skipTyping(page);
        return count;
      },
      { timeout: 10_000 },
    )
    .toBe(1);
}

/** The button is entirely inside the room's visible box and above the text box (issue 35). */
async function expectWholeAboveInput(page: Page, lang: Lang, button: Locator): Promise<void> {
  const w = widget(page, lang);
  const [b, input, room] = await Promise.all([button.boundingBox(), w.input.boundingBox(), w.room.boundingBox()]);
  expect(b && input && room, "button, text box and room are shown").toBeTruthy();
  expect(b!.y).toBeGreaterThanOrEqual(room!.y);
  expect(b!.y + b!.height).toBeLessThanOrEqual(input!.y);
  expect(b!.x).toBeGreaterThanOrEqual(room!.x);
  expect(b!.x + b!.width).toBeLessThanOrEqual(room!.x + room!.width);
}

async function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => (document.activeElement?.textContent ?? "").replace(/\s+/g, " ").trim());
}

// ---------- Weight ----------

describe("weight", () => {
  it("keeps the widget and socket.io-client out of the first load, and loads them on the first click", async () => {
    const { context, page } = await e2e.newPage();
    const scripts = new Map<string, string>();
    // Each script's text is read after its response event: the load is over once those reads are too.
    const reads: Array<Promise<void>> = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script" || response.url().endsWith(".js")) {
        reads.push(
          response
            .text()
            .catch(() => "")
            .then((body) => void scripts.set(response.url(), body)),
        );
      }
    });
    await page.goto(`${e2e.server.url}/portal`);
    await page.waitForLoadState("networkidle");
    await Promise.all(reads);
    // Nothing about socket.io in any script loaded so far, nor in the page's modulepreload links.
    const firstLoad = [...scripts.entries()];
    expect(firstLoad.length).toBeGreaterThan(0);
    for (const [url, body] of firstLoad) {
      expect(body.includes("engine.io") || body.includes("EIO="), url).toBe(false);
    }
    const preloads = await page.$$eval('link[rel="modulepreload"]', (links) => links.map((l) => (l as HTMLLinkElement).href));
    expect(preloads.some((href) => href.includes("ChatWidget"))).toBe(false);

    await widget(page, "pt").launcher.click();
    await expect.poll(() => [...scripts.keys()].some((url) => url.includes("ChatWidget"))).toBe(true);
    const chunk = [...scripts.entries()].find(([url]) => url.includes("ChatWidget"))!;
    expect(chunk[1].includes("EIO=") || chunk[1].includes("engine.io")).toBe(true);
    await context.close();
  });

  it("sends the guest token as a Bearer value on the first handshake, which is polling", async () => {
    const { context, page } = await e2e.newPage();
    const handshakes: Array<{ url: string; authorization?: string }> = [];
    page.on("request", async (request) => {
      const url = new URL(request.url());
      // The handshake: the first polling request, before the server has given a session id.
      if (url.pathname.startsWith(CHAT_PATH) && url.searchParams.get("EIO") && !url.searchParams.get("sid")) {
        handshakes.push({ url: request.url(), authorization: (await request.allHeaders()).authorization });
      }
    });
    await page.goto(`${e2e.server.url}/portal`);
    await widget(page, "pt").launcher.click();
    await expect.poll(() => handshakes.length).toBeGreaterThan(0);
    expect(new URL(handshakes[0]!.url).searchParams.get("transport")).toBe("polling");
    expect(handshakes[0]!.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    await context.close();
  });
});

// ---------- Per language ----------

describe.each(languages.map((l) => [l.code] as const))("chat in %s", (lang) => {
  it("opens through its states with its rules, from the keyboard too, axe-clean in each", async () => {
    const context = await newContext(e2e.browser);
    const page = await openPage(context, lang);
    const w = widget(page, lang);
    await expectNoAxeViolations(page, `launcher closed (${lang})`);
    expect(await w.launcher.getAttribute("aria-expanded")).toBe("false");
    // A round button in the navigation bar at every width, never floating over the text (issue 26).
    await expect.poll(async () => Math.round((await w.launcher.boundingBox())?.width ?? 0)).toBe(48);
    expect(await page.locator(".nav-bar .chat-launcher").count()).toBe(1);

    // Closed → invitation (focus moves into it) → closed by its X (focus back on the launcher).
    await w.launcher.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => w.invitation.isVisible()).toBe(true);
    await expect.poll(() => w.launcher.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => focusedText(page)).toBe(w.s.invitationOpen);
    expect(await w.invitation.getByText(w.s.invitation).count()).toBe(1);
    await expectNoAxeViolations(page, `invitation (${lang})`);
    await w.invitation.getByRole("button", { name: w.s.invitationClose }).click();
    await expect.poll(() => w.invitation.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains("chat-launcher"))).toBe(true);
    expect(await w.launcher.getAttribute("aria-expanded")).toBe("false");

    // Before the room was ever opened, the launcher toggles the invitation.
    await page.keyboard.press("Enter");
    await expect.poll(() => w.invitation.isVisible()).toBe(true);
    await w.launcher.click();
    await expect.poll(() => w.invitation.count()).toBe(0);
    await w.launcher.click();
    await expect.poll(() => w.invitation.isVisible()).toBe(true);
    await expect.poll(() => focusedText(page)).toBe(w.s.invitationOpen);

    // The angle button opens the room: the greeting with five options, focused.
    await page.keyboard.press("Enter");
    await expect.poll(() => w.room.isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains("chat-msg"))).toBe(true);
    await expect.poll(() => focusedText(page)).toContain(w.s.greeting);
    await expect.poll(() => w.room.getByRole("list", { name: w.s.options }).getByRole("button").count()).toBe(5);
    const optionNames = await w.room.getByRole("list", { name: w.s.options }).getByRole("button").allTextContents();
    expect(optionNames).toEqual([1, 2, 3, 4].map((n) => optionQuestion(n).phrasings[lang][0]).concat(w.s.otherSubjects));
    expect(await w.room.getByText(w.s.beta, { exact: true }).count()).toBe(1);
    expect(await w.room.getByRole("button", { name: w.s.librasHelp }).count()).toBe(1);
    expect(await w.launcher.getAttribute("aria-controls")).toBe("stuart-room");
    await expectNoAxeViolations(page, `room with the greeting (${lang})`);

    // Escape closes the room and returns to the launcher; once opened, the launcher toggles only the room.
    await page.keyboard.press("Escape");
    await expect.poll(() => w.room.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains("chat-launcher"))).toBe(true);
    await page.keyboard.press("Enter");
    await expect.poll(() => w.room.isVisible()).toBe(true);
    expect(await w.invitation.count()).toBe(0);
    await w.room.getByRole("button", { name: w.s.close }).click();
    await expect.poll(() => w.room.count()).toBe(0);
    await w.launcher.click();
    await expect.poll(() => w.room.isVisible()).toBe(true);
    await context.close();
  });

  it("answers each of the four options and free text, in the visitor's language", async () => {
    const context = await newContext(e2e.browser);
    const page = await openPage(context, lang);
    const w = await openRoom(page, lang);

    for (const n of [1, 2, 3, 4]) {
      const q = optionQuestion(n);
      const before = await w.botMessages.count();
      // By keyboard: a pointer click can land beside the button while the room scrolls to a new message.
      await w.room.getByRole("button", { name: q.phrasings[lang][0] }).focus();
      await page.keyboard.press("Enter");
      // Sent as the visitor's message; the typing indicator shows; then the answer.
      await expect.poll(() => textOf(w.lastUser)).toContain(q.phrasings[lang][0]);
      await expect.poll(() => w.typing.isVisible()).toBe(true);
      await expectLastBot(page, lang, visibleText(q.answer[lang], lang));
      expect(await w.botMessages.count()).toBe(before + 1);
      await expect.poll(() => w.typing.count()).toBe(0);
      if (n === 1) {
        // A relative link stays on the site, under /portal/, in the page's language.
        const link = w.lastBot.getByRole("link", {
          name: parseMessage(q.answer[lang], lang).segments.find((s) => s.kind === "link")!.label,
        });
        expect(await link.getAttribute("href")).toBe(`/portal/institucional?lang=${lang}`);
        expect(await link.getAttribute("target")).toBeNull();
        await expectNoAxeViolations(page, `room with an answer (${lang})`);
      }
      if (n === 2) {
        // How to apply: the openings, on the site (each opening's page has its application form).
        const openings = w.lastBot.getByRole("link", {
          name: parseMessage(q.answer[lang], lang).segments.find((s) => s.kind === "link")!.label,
        });
        expect(await openings.getAttribute("href")).toBe(`/portal/trabalhe?lang=${lang}`);
        expect(await openings.getAttribute("target")).toBeNull();
      }
      if (n === 3) {
        // The courses are on another site: a new tab, without the opener.
        const external = w.lastBot.locator('a[target="_blank"]').first();
        expect(await external.getAttribute("href")).toMatch(/^https:\/\//);
        expect(await external.getAttribute("rel")).toBe("noopener noreferrer");
      }
      await backToStart(page, lang);
    }

    // Free text with a typo and blank input.
    const typo = { pt: "qaul o endereço?", en: "wher is lead locatd", es: "donde qeda lead" }[lang];
    const where = allQuestions.find((q) => q.id === "onde-fica")!;
    const users = await w.userMessages.count();
    await w.input.fill("   ");
    await w.input.press("Enter");
    await w.input.fill(typo);
    await w.input.press("Enter");
    await expect.poll(() => textOf(w.lastUser)).toContain(typo);
    expect(await w.userMessages.count(), (await w.userMessages.allTextContents()).join(" | ")).toBe(users + 1);
    await expectLastBot(page, lang, visibleText(where.answer[lang], lang));

    // Nothing matches: it says so and offers the options.
    await w.input.fill("zzzz qqqq");
    await w.send.click();
    await expect
      .poll(
        skipping(page, () => w.lastBot.getByRole("button", { name: w.s.otherSubjects }).count()),
        { timeout: 15_000 },
      )
      .toBe(1);
    await context.close();
  });

  it("runs the e-mail flow from the keyboard: invalid then valid address, confirm (a failure answer), back to start", async () => {
    const context = await newContext(e2e.browser);
    const page = await openPage(context, lang);
    const w = await openRoom(page, lang);
    let requests = 0;
    let body: unknown;
    let xsrf: string | undefined;
    await context.addCookies([{ name: "XSRF-TOKEN", value: "xsrf-e2e-token", url: e2e.server.url }]);
    await page.route("**/api/contact/stuartContact", async (route) => {
      requests++;
      body = route.request().postDataJSON();
      xsrf = route.request().headers()["x-xsrf-token"];
      await route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"server_error"}' });
    });

    // The chat moves focus to its newest message a moment after it appears (focusDelayMs): that
    // move is waited for first, or on a loaded machine it lands between this test's focus and its
    // key press, and Enter goes nowhere.
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains("chat-msg") ?? false)).toBe(true);
    // "Other subjects": the three addresses, the text box off; focus on the first address.
    await w.room.getByRole("button", { name: w.s.otherSubjects }).focus();
    await page.keyboard.press("Enter");
    const addresses = w.room.getByRole("list", { name: w.s.recipients });
    await expect
      .poll(
        skipping(page, () => addresses.getByRole("button").count()),
        { timeout: 10_000 },
      )
      .toBe(3);
    expect(await addresses.getByRole("button").allTextContents()).toEqual(
      site.mailboxes.map((m) => `${m.label[lang]}${m.email}`),
    );
    expect(await w.input.isDisabled()).toBe(true);
    expect(await w.send.isDisabled()).toBe(true);
    await expect.poll(() => focusedText(page)).toBe(`${site.mailboxes[0]!.label[lang]}${site.mailboxes[0]!.email}`);
    await expectNoAxeViolations(page, `address list (${lang})`);

    // Pick the support mailbox with the keyboard.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expectLastBot(page, lang, w.s.askName);
    expect(await w.input.isDisabled()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("stuart-input");
    await page.keyboard.type("Maria Silva");
    await page.keyboard.press("Enter");
    await expectLastBot(page, lang, w.s.askEmail);

    // An invalid address the browser would have blocked with its own tooltip ("ana@"): the app
    // checks it, so the message is still shown, the assistant asks again, same step.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("stuart-input");
    expect(await w.input.getAttribute("placeholder")).toBe(w.s.placeholderEmail);
    expect(await w.input.getAttribute("type")).toBe("text");
    await page.keyboard.type("ana@");
    await page.keyboard.press("Enter");
    await expect.poll(() => textOf(w.lastUser)).toContain("ana@");
    await expectLastBot(page, lang, w.s.invalidEmail);
    expect(await w.input.getAttribute("placeholder")).toBe(w.s.placeholderEmail);
    await expectNoAxeViolations(page, `invalid e-mail refused (${lang})`);
    await page.keyboard.type("maria.silva@example.org");
    await page.keyboard.press("Enter");
    await expectLastBot(page, lang, w.s.askMessage);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("stuart-input");
    await page.keyboard.type("Gostaria de saber mais sobre os cursos.");
    await page.keyboard.press("Enter");

    // The confirmation: name, e-mail, recipient and message, yes/no, the text box off.
    const confirm = w.room.getByRole("group", { name: w.s.confirmGroup });
    await expect
      .poll(
        skipping(page, () => confirm.isVisible()),
        { timeout: 10_000 },
      )
      .toBe(true);
    const summary = await textOf(w.lastBot.locator("dl"));
    for (const part of [
      "Maria Silva",
      "maria.silva@example.org",
      site.mailboxes[1]!.email,
      "Gostaria de saber mais sobre os cursos.",
    ]) {
      expect(summary).toContain(part);
    }
    expect(await w.input.isDisabled()).toBe(true);
    await expect.poll(() => focusedText(page)).toBe(w.s.yes);
    await expectNoAxeViolations(page, `confirmation (${lang})`);

    // Yes: the request goes out with the request conventions (JSON, XSRF header); this time the server fails.
    await page.keyboard.press("Enter");
    await expectLastBot(page, lang, w.s.failure);
    expect(requests).toBe(1);
    expect(body).toEqual({
      receiver: site.mailboxes[1]!.email,
      name: "Maria Silva",
      email: "maria.silva@example.org",
      message: "Gostaria de saber mais sobre os cursos.",
    });
    expect(xsrf).toBe("xsrf-e2e-token");
    expect(await w.input.isDisabled()).toBe(false);
    await expect.poll(() => focusedText(page)).toBe(w.s.backToStart);
    await expectNoAxeViolations(page, `send failure (${lang})`);
    await page.keyboard.press("Enter");
    await expect
      .poll(
        skipping(page, () => w.lastBot.getByRole("button", { name: w.s.otherSubjects }).count()),
        { timeout: 10_000 },
      )
      .toBe(1);
    await context.close();
  });

  it("cancels the e-mail flow with the cancel button and with No, clearing what was collected", async () => {
    const context = await newContext(e2e.browser);
    const page = await openPage(context, lang);
    const w = await openRoom(page, lang);
    let requests = 0;
    await page.route("**/api/contact/stuartContact", (route) => {
      requests++;
      return route.fulfill({ status: 200, body: "{}" });
    });

    // The cancel button, while the addresses show.
    await w.room.getByRole("button", { name: w.s.otherSubjects }).click();
    await expect
      .poll(
        skipping(page, () => w.room.getByRole("list", { name: w.s.recipients }).count()),
        { timeout: 10_000 },
      )
      .toBe(1);
    await w.room.getByRole("button", { name: w.s.cancelEmail }).click();
    await expectLastBot(page, lang, w.s.cancelled);
    expect(await w.input.isDisabled()).toBe(false);
    expect(await w.room.getByRole("button", { name: w.s.cancelEmail }).count()).toBe(0);
    await expect.poll(() => w.lastBot.getByRole("button", { name: w.s.otherSubjects }).count()).toBe(1);

    // No, at the confirmation.
    await w.lastBot.getByRole("button", { name: w.s.otherSubjects }).click();
    await clickWhenShown(page, w.room.getByRole("list", { name: w.s.recipients }).getByRole("button").first());
    await expectLastBot(page, lang, w.s.askName);
    await w.input.fill("João");
    await w.input.press("Enter");
    await expectLastBot(page, lang, w.s.askEmail);
    await w.input.fill("joao@example.com");
    await w.input.press("Enter");
    await expectLastBot(page, lang, w.s.askMessage);
    await w.input.fill("Olá");
    await w.input.press("Enter");
    await clickWhenShown(page, w.room.getByRole("group", { name: w.s.confirmGroup }).getByRole("button", { name: w.s.no }));
    await expectLastBot(page, lang, w.s.cancelled);
    expect(requests).toBe(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("lead-chat:v1") ?? "{}").flow);
    expect(stored).toEqual({ step: "idle" });
    await context.close();
  });

  it("is restored after a reload mid-conversation", async () => {
    const context = await newContext(e2e.browser);
    const page = await openPage(context, lang);
    const w = await openRoom(page, lang);
    const q = optionQuestion(3);
    await w.room.getByRole("button", { name: q.phrasings[lang][0] }).click();
    await expectLastBot(page, lang, visibleText(q.answer[lang], lang));
    const before = await w.log.locator(".chat-msg").allTextContents();

    await page.reload();
    // The room comes back open, with the same conversation, and the conversation goes on.
    await expect.poll(() => w.room.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await w.log.locator(".chat-msg").allTextContents()).toEqual(before);
    expect(await w.launcher.getAttribute("aria-expanded")).toBe("true");
    await expectNoAxeViolations(page, `restored after reload (${lang})`);
    const q4 = optionQuestion(4);
    await w.input.fill(q4.phrasings[lang][1]!);
    await w.input.press("Enter");
    await expectLastBot(page, lang, visibleText(q4.answer[lang], lang));
    await context.close();
  });

  it("survives a cut connection: says so, queues what is typed, and misses nothing when back", async () => {
    const context = await newContext(e2e.browser);
    const page = await openPage(context, lang);
    const w = await openRoom(page, lang);
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem("lead-chat:v1") ?? "{}") as { token: string; guestId: string },
    );

    await context.setOffline(true);
    await expect.poll(() => w.room.getByRole("status").filter({ hasText: w.s.offline }).count()).toBe(1);
    expect(await w.launcher.isVisible()).toBe(true);
    await expectNoAxeViolations(page, `offline (${lang})`);

    // Typed while offline: shown, marked as waiting.
    const queuedText = optionQuestion(2).phrasings[lang][1]!;
    await w.input.fill(queuedText);
    await w.input.press("Enter");
    await expect.poll(() => textOf(w.lastUser)).toContain(w.s.queued);

    // Meanwhile, another tab of the same guest (another path) asks something and gets an answer.
    const other = connectClient(e2e.server.url, {
      path: CHAT_PATH,
      transports: ["websocket"],
      auth: { token: stored.token },
      forceNew: true,
    });
    await new Promise<void>((resolve, reject) => {
      other.once("connect", () => resolve());
      other.once("connect_error", reject);
    });
    const otherText = optionQuestion(3).phrasings[lang][0]!;
    const answered = new Promise<ChatMessage>((resolve) =>
      other.on("message", (m: ChatMessage) => m.sender === BOT_ID && resolve(m)),
    );
    other.emit("message", {
      message: otherText,
      sender: stored.guestId,
      receiver: BOT_ID,
      type: "text",
      senderLang: languages.find((l) => l.code === lang)!.tag,
      languageCode: lang,
      application: APPLICATION,
    });
    const otherAnswer = await answered;
    other.disconnect();

    await context.setOffline(false);
    await expect.poll(() => w.room.getByRole("status").filter({ hasText: w.s.reconnected }).count(), { timeout: 20_000 }).toBe(1);
    // What was missed arrives, in order, and the queued message goes out and is answered.
    await expect.poll(() => w.log.getByText(otherText).count(), { timeout: 15_000 }).toBe(1);
    await expect
      .poll(() =>
        w.log
          .locator(".chat-msg--bot")
          .filter({ hasText: visibleText(otherAnswer.message, lang).slice(0, 60) })
          .count(),
      )
      .toBe(1);
    await expect.poll(() => textOf(w.log.locator(".chat-msg--user").filter({ hasText: queuedText }))).not.toContain(w.s.queued);
    await expectLastBot(page, lang, visibleText(optionQuestion(2).answer[lang], lang));
    await context.close();
  });
});

// ---------- Timing, Libras, sizes, high contrast, real mail ----------

describe("details", () => {
  it("shows typing for 2 s before a scripted reply and 1.6 s before an incoming one", async () => {
    const { context, page } = await e2e.newPage();
    const frames: string[] = [];
    let websocket = false;
    page.on("websocket", (ws) => {
      websocket = true;
      ws.on("framereceived", (frame) => frames.push(String(frame.payload)));
    });
    await page.clock.install();
    await page.goto(`${e2e.server.url}/portal?lang=pt`);
    const w = await openRoom(page, "pt");
    // Upgraded to WebSocket, so the answer's arrival is visible to the test as a frame.
    await expect.poll(() => websocket && frames.length > 0).toBe(true);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

    // Scripted (the e-mail flow): 2000 ms.
    const before = await w.botMessages.count();
    await w.room.getByRole("button", { name: w.s.otherSubjects }).click();
    await expect.poll(() => w.typing.isVisible()).toBe(true);
    await page.clock.runFor(TIMING.scriptedTypingMs - 50);
    expect(await w.botMessages.count()).toBe(before);
    await page.clock.runFor(100);
    await expect.poll(() => w.botMessages.count()).toBe(before + 1);
    await w.room.getByRole("button", { name: w.s.cancelEmail }).click();
    await page.clock.runFor(TIMING.scriptedTypingMs + 100);
    await expectLastBot(page, "pt", w.s.cancelled);

    // Incoming (Stuart's answer over the socket): 1600 ms from its arrival.
    const count = await w.botMessages.count();
    const seen = frames.length;
    await w.lastBot.getByRole("button", { name: optionQuestion(1).phrasings.pt[0] }).click();
    await expect
      .poll(() => frames.slice(seen).some((f) => f.startsWith('42["message"') && f.includes(`"sender":"${BOT_ID}"`)))
      .toBe(true);
    await page.clock.runFor(TIMING.incomingTypingMs - 100);
    expect(await w.botMessages.count()).toBe(count);
    await page.clock.runFor(200);
    await expect.poll(() => w.botMessages.count(), { timeout: 10_000 }).toBe(count + 1);
    await context.close();
  });

  it("masks inappropriate words in what it shows, on the client too, sparing innocent words", async () => {
    const context = await newContext(e2e.browser);
    const page = await openPage(context, "pt");
    const w = await openRoom(page, "pt");
    // The list arrives from the server once connected.
    await expect
      .poll(() =>
        page.evaluate(
          () => (JSON.parse(localStorage.getItem("lead-chat:v1") ?? "{}") as { words?: string[] }).words?.length ?? 0,
        ),
      )
      .toBeGreaterThan(0);
    // Offline, so what shows is the widget's own filtering, before the server sees the text.
    await context.setOffline(true);
    await expect.poll(() => w.room.getByRole("status").filter({ hasText: w.s.offline }).count()).toBe(1);
    await w.input.fill("Você é um IDIÓTA, m.e.r.d.a! Mas o shitake é bom.");
    await w.input.press("Enter");
    await expect.poll(() => textOf(w.lastUser)).toContain("Você é um ******, *****! Mas o shitake é bom.");
    // Back online, the server stores the masked text, and that is what stays.
    await context.setOffline(false);
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              (
                JSON.parse(localStorage.getItem("lead-chat:v1") ?? "{}") as { messages: Array<{ from: string; status?: string }> }
              ).messages
                .filter((m) => m.from === "user")
                .at(-1)?.status,
          ),
        { timeout: 20_000 },
      )
      .toBe("saved");
    const stored = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem("lead-chat:v1") ?? "{}") as { messages: Array<{ from: string; text: string }> })
          .messages,
    );
    expect(stored.filter((m) => m.from === "user").at(-1)!.text).toBe("Você é um ******, *****! Mas o shitake é bom.");
    await context.close();
  });

  it("opens Libras clips in the Libras panel through libras:open, or plays them in the chat when nobody answers", async () => {
    const context = await newContext(e2e.browser);
    const page = await openPage(context, "pt");
    const w = await openRoom(page, "pt");
    const q = optionQuestion(1);
    const clip = q.libras ? clips[q.libras] : undefined;
    if (!clip) {
      console.log("Libras clips not generated (content/media/manifest.json): checking the help button's notice instead");
      await w.room.getByRole("button", { name: w.s.librasHelp }).click();
      await expectLastBot(page, "pt", w.s.librasHelpMissing);
      await expectNoAxeViolations(page, "Libras help without clips");
      await context.close();
      return;
    }
    await w.room.getByRole("button", { name: q.phrasings.pt[0] }).click();
    const watch = w.lastBot.getByRole("button", { name: w.s.watchLibras });
    await expect
      .poll(
        skipping(page, () => watch.count()),
        { timeout: 15_000 },
      )
      .toBe(1);
    // The site's Libras panel claims the event and plays the clip; the chat shows no video of its own.
    // Claimed is read once the event has been through every listener, as the chat reads it: the
    // Libras island sleeps with its mode off (docs/decisions/0046), so its sleeper claims the chat's
    // event and this listener, after it, sees the one given to the panel once awake, which claims it.
    await page.evaluate(() => {
      (window as unknown as { seen: unknown[] }).seen = [];
      window.addEventListener("libras:open", (e) => {
        const { urlVideo, aws, label } = (e as CustomEvent<{ urlVideo: string; aws: boolean; label: string }>).detail;
        queueMicrotask(() =>
          (window as unknown as { seen: unknown[] }).seen.push({ urlVideo, aws, label, claimed: e.defaultPrevented }),
        );
      });
    });
    await watch.click();
    await expect.poll(() => page.locator(".libras-panel video").count()).toBe(1);
    expect(await page.locator(".libras-panel video").getAttribute("src")).toContain(clip.mp4);
    const seen = (await page.evaluate(() => (window as unknown as { seen: unknown[] }).seen)) as Array<{
      urlVideo: string;
      claimed: boolean;
    }>;
    expect(seen).toHaveLength(1);
    expect(seen[0]!.urlVideo).toContain(clip.mp4);
    expect(seen[0]!.claimed).toBe(true);
    expect(await w.lastBot.locator("video").count()).toBe(0);
    await page.locator(".libras-panel__close").click();
    await expect.poll(() => page.locator(".libras-panel").count()).toBe(0);
    // Nobody claims it (as before the panel is there): an inline player in the chat.
    await page.evaluate(() => {
      const dispatch = window.dispatchEvent.bind(window);
      window.dispatchEvent = (event: Event) => (event.type === "libras:open" ? true : dispatch(event));
    });
    await watch.click();
    // Absence is checked once the click's effect (the inline player) is there, not before.
    await expect.poll(() => w.lastBot.locator("video[controls]").count()).toBe(1);
    expect(await page.locator(".libras-panel").count()).toBe(0);
    await expectNoAxeViolations(page, "inline Libras clip");
    await context.close();
  });

  it("fits a 320 px screen without horizontal scrolling, and honours high contrast", async () => {
    for (const width of [320, 360, 375, 414, 768, 1280, 1920]) {
      const context = await newContext(e2e.browser, { viewport: { width, height: 640 } });
      const page = await openPage(context, "pt");
      const w = await openRoom(page, "pt");
      // The room slides in: read its box once it has settled inside the screen. On a phone it
      // takes the whole screen; wider, it is the spec's 370 x 400 px (issue 35).
      await expect
        .poll(
          async () => {
            const room = await w.room.boundingBox();
            if (!room) return false;
            const phone = width <= 600;
            return phone
              ? Math.round(room.x) === 0 &&
                  Math.round(room.y) === 0 &&
                  Math.round(room.width) === width &&
                  Math.round(room.height) === 640
              : room.x >= 0 && room.x + room.width <= width && Math.round(room.height) === 400 && Math.round(room.width) === 370;
          },
          { message: `room fits ${width} px` },
        )
        .toBe(true);
      // It opens at its start: the greeting's first line is in view (issue 26).
      await page.clock.fastForward(500).catch(() => undefined);
      expect(
        await page.evaluate(() => {
          const log = document.querySelector(".chat-log")!.getBoundingClientRect();
          const first = document.querySelector(".chat-msg")!.getBoundingClientRect();
          return first.top >= log.top - 1 && first.top < log.bottom;
        }),
        `greeting in view at ${width} px`,
      ).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}`).toBeLessThanOrEqual(width);
      if (width === 320 || width === 1280) {
        // The longest option's answer: "Voltar ao início" is whole above the text box (issue 35).
        await w.room.getByRole("button", { name: optionQuestion(2).phrasings.pt[0] }).focus();
        await page.keyboard.press("Enter");
        const start = w.room.getByRole("button", { name: w.s.backToStart });
        await expect
          .poll(
            skipping(page, () => start.count()),
            { timeout: 15_000 },
          )
          .toBe(1);
        await expectWholeAboveInput(page, "pt", start);
      }
      await context.close();
    }
    const context = await newContext(e2e.browser);
    await context.addCookies([{ name: "prefs", value: "c1.f0.l0", url: e2e.server.url }]);
    const page = await openPage(context, "pt");
    expect(await page.evaluate(() => document.body.classList.contains("alto-contraste"))).toBe(true);
    const w = await openRoom(page, "pt");
    await w.room.getByRole("button", { name: optionQuestion(1).phrasings.pt[0] }).click();
    await expectLastBot(page, "pt", visibleText(optionQuestion(1).answer.pt, "pt"));
    await expectNoAxeViolations(page, "room in high contrast");
    await context.close();
    // Seven widths, each a new context with the room opened (and an answer at two of them).
  }, 180_000);

  it("sends the e-mail for real: success text and the mail at the chosen mailbox", async () => {
    for (const lang of ["pt", "en", "es"] as const) {
      const context = await newContext(e2e.browser);
      const page = await openPage(context, lang);
      const w = await openRoom(page, lang);
      const marker = `chat-e2e-${lang}-${Date.now()}`;
      await w.room.getByRole("button", { name: w.s.otherSubjects }).click();
      await clickWhenShown(page, w.room.getByRole("list", { name: w.s.recipients }).getByRole("button").nth(2));
      await expectLastBot(page, lang, w.s.askName);
      await w.input.fill("Ana Souza");
      await w.input.press("Enter");
      await expectLastBot(page, lang, w.s.askEmail);
      await w.input.fill("ana.souza@example.org");
      await w.input.press("Enter");
      await expectLastBot(page, lang, w.s.askMessage);
      await w.input.fill(`Mensagem de teste ${marker}`);
      await w.input.press("Enter");
      await clickWhenShown(page, w.room.getByRole("group", { name: w.s.confirmGroup }).getByRole("button", { name: w.s.yes }));
      await expectLastBot(page, lang, w.s.success);
      await expectNoAxeViolations(page, `send success (${lang})`);
      await expect.poll(() => smtp.mails.find((m) => m.raw.includes(marker)), { timeout: 30_000 }).toBeTruthy();
      const mail = smtp.mails.find((m) => m.raw.includes(marker))!;
      expect(mail.to).toContain(site.mailboxes[2]!.email);
      await context.close();
    }
  });
});
