/** Stuart, as a visitor uses it in Chromium: open the room on a page, ask, wait for the answer. */
import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { Lang } from "../../common/i18n/languages";
import { launcherStrings } from "../../app/chat/launcher-strings";
import { chatStrings } from "../../app/chat/strings";

/** Opens the chat on a page and returns its parts, found by role and name. */
export async function openChat(page: Page, lang: Lang) {
  const s = chatStrings[lang];
  await page.getByRole("button", { name: `${launcherStrings[lang].open} ${launcherStrings[lang].beta}`, exact: true }).click();
  await page.getByRole("region", { name: s.title }).getByRole("button", { name: s.invitationOpen }).click();
  const room = page.getByRole("dialog", { name: s.room });
  const log = room.getByRole("log", { name: s.log });
  const input = room.getByRole("textbox", { name: s.inputLabel });
  // Connected once the assistant's options are there.
  await expect.poll(() => room.getByRole("button").count(), { timeout: 15_000 }).toBeGreaterThan(3);
  // Settled: the log scrolls to the greeting and focus moves into the room within 500 ms of opening;
  // typing or clicking before then races those moves.
  await expect.poll(() => room.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  return { room, log, input, send: room.getByRole("button", { name: s.send }) };
}
export type OpenChat = Awaited<ReturnType<typeof openChat>>;

/** Jumps the typing pauses of a page whose clock is installed (page.clock.install()). */
const jump = (page: Page) => page.clock.fastForward(500).catch(() => undefined);

/** Asks a question and waits (jumping the typing pauses) for a link of that name in the log. */
export async function ask(page: Page, chat: OpenChat, question: string, linkName: string) {
  await chat.input.fill(question);
  await chat.send.click();
  const link = chat.log.getByRole("link", { name: linkName, exact: true }).last();
  await expect
    .poll(
      async () => {
        const count = await link.count();
        if (count === 0) await jump(page);
        return count;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  // Stuart may say more after the answer, each message after a typing pause, and each one scrolls
  // the log: wait until he has finished, so a click on the link lands where it was aimed.
  const typing = chat.room.locator(".chat-typing--shown");
  await expect
    .poll(
      async () => {
        const count = await typing.count();
        if (count) await jump(page);
        return count;
      },
      { timeout: 15_000 },
    )
    .toBe(0);
  return link;
}

/** Asks a question and waits for Stuart's answer to it; returns the answer's list item. */
export async function answerTo(page: Page, chat: OpenChat, question: string) {
  const answers = chat.log.locator("li.chat-msg--bot");
  const before = await answers.count();
  await chat.input.fill(question);
  await chat.send.click();
  await expect
    .poll(
      async () => {
        const count = await answers.count();
        if (count <= before) await jump(page);
        return count;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(before);
  return answers.last();
}
