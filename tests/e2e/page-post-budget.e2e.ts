/**
 * Every post to a visitor's page counts against its client's budget (ADR 0054). One client looping
 * invalid job-alert requests: the budget's posts are judged by the form (400, each field's error),
 * the rest are answered 429 from one kept page that says why in the visitor's language, nothing
 * asked for; a page without a form answers a short text; a visitor without JavaScript from the
 * same address sees the form with the message, and axe finds nothing wrong with it.
 */
import { describe, expect, it } from "vitest";
import { alertErrorMessages, alertRefusalMessages } from "../../common/alerts/messages";
import { jobAreaLabels } from "../../common/content/job-areas";
import { alertStrings } from "../../app/pages/trabalhe/alert-strings";
import { apiRefusalMessages } from "../../server/http/refusals";
import { expectNoAxeViolationsWithoutScripts, useSiteAndBrowser } from "./harness";

const BUDGET = 5;
const e2e = useSiteAndBrowser({ PAGE_POST_RATE_LIMIT: `${BUDGET}/600` });

async function subscribe(body: string) {
  const response = await fetch(`${e2e.server.url}/portal/trabalhe/alertas?lang=en`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
    body,
  });
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    cache: response.headers.get("x-page-cache"),
    text: await response.text(),
  };
}

describe("a client's page posts past its budget", () => {
  it("are answered 429 from one kept page with the form's message, a page without a form in a short text", async () => {
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(await subscribe(`email=not-an-address-${i}&areas=design&lang=en&consent=sim`));
    // The budget's posts reach the form, which names the field that is wrong.
    expect(answers.slice(0, BUDGET).map((a) => a.status)).toEqual(Array(BUDGET).fill(400));
    expect(answers[0]!.text).toContain(alertErrorMessages.en.invalid_email);
    const refused = answers.slice(BUDGET);
    expect(refused.every((a) => a.status === 429 && /^\d+$/.test(a.retryAfter ?? ""))).toBe(true);
    expect(refused[0]!.text).toContain(alertRefusalMessages.en.rate_limited);
    expect(refused[0]!.text).not.toContain(alertErrorMessages.en.invalid_email);
    // Rendered once, then copies: a refusal costs the server a copy of kept bytes, not a render.
    expect(refused.slice(1).map((a) => a.cache)).toEqual(refused.slice(1).map(() => "hit"));

    // A page without a form: a short text in the visitor's language.
    const bare = await fetch(`${e2e.server.url}/portal/institucional?lang=es`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
      body: "a=1",
    });
    expect(bare.status).toBe(429);
    expect(bare.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await bare.text()).toBe(apiRefusalMessages.es.too_many_posts);

    // Reading is not posting: the page itself is still a 200 for the same client.
    expect((await fetch(`${e2e.server.url}/portal/trabalhe/alertas?lang=en`)).status).toBe(200);

    // A visitor without JavaScript, from the same address, asks for alerts: the form says why.
    const s = alertStrings.en;
    const { context, page } = await e2e.newPage({ javaScriptEnabled: false });
    await page.goto(`${e2e.server.url}/portal/trabalhe/alertas?lang=en`);
    const main = page.getByRole("main");
    await main.getByLabel(s.email, { exact: true }).fill("ana@example.org");
    await main.getByRole("checkbox", { name: jobAreaLabels.en.development }).check();
    await main.getByLabel(s.consent).check();
    const answer = page.waitForResponse((r) => r.request().method() === "POST");
    await main.getByRole("button", { name: s.submit }).click();
    const response = await answer;
    expect(response.status()).toBe(429);
    await page.waitForLoadState();
    expect(await page.getByText(alertRefusalMessages.en.rate_limited).first().isVisible()).toBe(true);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(s.pageTitle);
    await expectNoAxeViolationsWithoutScripts(e2e.browser, response, "alerts over the page-post budget, en, without JavaScript");
    await context.close();
  }, 120_000);
});
