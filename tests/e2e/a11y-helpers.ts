/** Helpers shared by the accessibility journeys: keyboard-only movement and page state. */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { expect } from "vitest";

/** The page's aids are live (hydrated): AccessibilityTools marks <html data-a11y="ready">. */
export async function ready(page: Page): Promise<void> {
  await page.waitForSelector("html[data-a11y=ready]", { state: "attached" });
}

/** What has focus, described by id, or tag and class. */
export function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "body";
    return el.id
      ? `#${el.id}`
      : `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(" ").join(".")}` : ""}`;
  });
}

/** Presses Tab (or Shift+Tab) until the focused element matches `selector`; fails after `max` presses. */
export async function tabTo(page: Page, selector: string, { back = false, max = 60 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  throw new Error(`Tab never reached ${selector}; focus is on ${await focused(page)}`);
}

/** A section with a Libras clip, added at the end of the page's content, with a link inside. */
export async function injectLibrasTarget(
  page: Page,
  options: { id?: string; label: string; video: string; aws?: boolean; withLink?: boolean },
): Promise<void> {
  await page.evaluate((o) => {
    const section = document.createElement("section");
    section.id = o.id ?? "alvo-libras";
    section.className = "container";
    section.setAttribute("data-libras-video", o.video);
    section.setAttribute("data-libras-aws", String(Boolean(o.aws)));
    section.setAttribute("data-libras-label", o.label);
    section.setAttribute("aria-label", o.label);
    const title = document.createElement("h2");
    title.textContent = o.label;
    const text = document.createElement("p");
    text.textContent = "Texto com tradução em Libras.";
    section.append(title, text);
    if (o.withLink !== false) {
      const link = document.createElement("a");
      link.href = "#alvo-libras";
      link.textContent = "Saiba mais";
      link.className = "alvo-link";
      section.append(link);
    }
    document.querySelector("#conteudo .page")!.append(section);
  }, options);
}

/** A tiny real H.264 clip made with ffmpeg (null when ffmpeg is missing), served by page.route in the tests. */
export function makeSampleClip(): string | null {
  const dir = mkdtempSync(path.join(tmpdir(), "lead-clip-"));
  const file = path.join(dir, "sinal.mp4");
  try {
    execFileSync(
      "ffmpeg",
      [
        "-loglevel",
        "error",
        "-f",
        "lavfi",
        "-i",
        "testsrc=size=320x240:rate=10",
        "-t",
        "3",
        "-pix_fmt",
        "yuv420p",
        "-c:v",
        "libx264",
        file,
      ],
      { stdio: "ignore" },
    );
  } catch {
    return null;
  }
  return existsSync(file) ? file : null;
}

export async function rectOf(page: Page, selector: string) {
  const box = await page.locator(selector).boundingBox();
  expect(box, selector).not.toBeNull();
  return { x: Math.round(box!.x), y: Math.round(box!.y), width: Math.round(box!.width), height: Math.round(box!.height) };
}
