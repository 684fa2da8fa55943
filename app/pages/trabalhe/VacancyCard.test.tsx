// @vitest-environment jsdom
/**
 * A vacancy card's details as a visitor meets them: nothing is asked for until the card is
 * expanded, then one request to the API (GET /api/vagas/{key}?lang=…, JSON) with a loading state
 * said in a status region, the details once they come, and the same details again without a
 * second request. A failure (an HTTP error or no answer) is said in the page's language with a
 * way to try again; arriving at the card's anchor opens it. The hook itself: a request still
 * running is aborted when the card goes away or its address changes, and its late answer is
 * ignored. The network is a stand-in `fetch` whose answers the test releases; the visitor asks
 * for reduced motion (matchMedia supplied), so the card opens and closes at once.
 */
import { act, cleanup, render, renderHook, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Lang } from "../../../common/i18n/languages";
import { trabalheStrings } from "./strings";
import type { VacancyDetails, VacancySummary } from "./trabalhe.server";
import { useVacancyDetails } from "./use-vacancy-details";
import { VacancyCard } from "./VacancyCard";

const summary = {
  key: "dev-clt",
  id: "7",
  title: "Pessoa desenvolvedora",
  place: "Fortaleza - CE",
  regime: "CLT",
  area: "development",
  areaText: "Desenvolvimento",
  libras: null,
} as unknown as VacancySummary;
const details = {
  ...summary,
  education: "Graduação em Computação",
  requirements: ["TypeScript"],
  desirable: ["React"],
  activities: ["Construir o portal"],
  datePosted: "2026-01-10",
} as unknown as VacancyDetails;

interface Pending {
  url: string;
  init: RequestInit;
  answer(status: number, body?: unknown): Promise<void>;
  fail(): Promise<void>;
}
let requests: Pending[] = [];

beforeEach(() => {
  requests = [];
  window.matchMedia = ((query: string) => ({
    matches: query.includes("reduce"),
    media: query,
  })) as unknown as typeof window.matchMedia;
  vi.stubGlobal(
    "fetch",
    vi.fn(
      (url: string, init: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
          requests.push({
            url,
            init,
            answer: (status, body) =>
              act(async () => resolve(new Response(body === undefined ? null : JSON.stringify(body), { status }))),
            fail: () => act(async () => reject(new TypeError("Failed to fetch"))),
          });
        }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

function renderCard(lang: Lang = "pt") {
  render(<VacancyCard vacancy={summary} strings={trabalheStrings[lang]} lang={lang} />);
  const card = screen.getByRole("article");
  return { card, status: () => within(card).getByRole("status").textContent };
}

describe("VacancyCard details", () => {
  it("asks the API once, when first expanded, says it is loading, then shows the details", async () => {
    const user = userEvent.setup();
    const s = trabalheStrings.pt.vacancies;
    const { card, status } = renderCard();
    const show = await within(card).findByRole("button", { name: s.showDetails });
    expect(show.getAttribute("aria-expanded")).toBe("false");
    expect(requests).toHaveLength(0);

    await user.click(show);
    const hide = within(card).getByRole("button", { name: s.hideDetails });
    expect(hide.getAttribute("aria-expanded")).toBe("true");
    expect(status()).toBe(s.loadingDetails);
    const panel = document.getElementById(hide.getAttribute("aria-controls")!)!;
    expect(panel.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe("/api/vagas/dev-clt?lang=pt");
    expect(requests[0]!.init.headers).toEqual({ accept: "application/json" });

    await requests[0]!.answer(200, { vacancy: details });
    expect(status()).toBe("");
    expect(panel.querySelector('[aria-busy="false"]')).not.toBeNull();
    expect(within(card).getByText("Graduação em Computação")).toBeTruthy();
    expect(within(card).getByRole("heading", { level: 4, name: s.desirable })).toBeTruthy();
    expect(within(card).getByText("Construir o portal")).toBeTruthy();
    expect(within(card).getByRole("link", { name: trabalheStrings.pt.opening.details }).getAttribute("href")).toBe(
      "/portal/trabalhe/dev-clt?lang=pt",
    );

    // Closing and opening again uses what came.
    await user.click(hide);
    await user.click(within(card).getByRole("button", { name: s.showDetails }));
    expect(within(card).getByText("Graduação em Computação")).toBeTruthy();
    expect(requests).toHaveLength(1);
  });

  it.each([
    ["an HTTP error", (r: Pending) => r.answer(404, { error: "not_found", message: "…" })],
    ["no answer", (r: Pending) => r.fail()],
    ["an answer that is not the details", (r: Pending) => r.answer(200, { other: true })],
  ])("says so in the page's language after %s, and tries again on request", async (_, failure) => {
    const user = userEvent.setup();
    const s = trabalheStrings.en.vacancies;
    const { card, status } = renderCard("en");
    await user.click(await within(card).findByRole("button", { name: s.showDetails }));
    await failure(requests[0]!);
    expect(status()).toBe(s.detailsError);
    expect(within(card).getByRole("link", { name: trabalheStrings.en.opening.details }).getAttribute("href")).toBe(
      "/portal/trabalhe/dev-clt?lang=en",
    );

    await user.click(within(card).getByRole("button", { name: s.retry }));
    expect(status()).toBe(s.loadingDetails);
    // While it runs there is no second retry to ask for.
    expect(within(card).queryByRole("button", { name: s.retry })).toBeNull();
    expect(requests).toHaveLength(2);
    expect(requests[1]!.url).toBe("/api/vagas/dev-clt?lang=en");
    await requests[1]!.answer(200, { vacancy: details });
    expect(status()).toBe("");
    expect(within(card).getByText("Graduação em Computação")).toBeTruthy();
    expect(within(card).queryByRole("button", { name: s.retry })).toBeNull();
  });

  it("opens, and asks once, when the page arrives at the card's anchor", async () => {
    window.history.replaceState(null, "", "/portal/trabalhe?lang=es#vaga-dev-clt");
    const s = trabalheStrings.es.vacancies;
    const { card, status } = renderCard("es");
    const hide = await within(card).findByRole("button", { name: s.hideDetails });
    expect(hide.getAttribute("aria-expanded")).toBe("true");
    expect(status()).toBe(s.loadingDetails);
    expect(requests.map((r) => r.url)).toEqual(["/api/vagas/dev-clt?lang=es"]);
    await requests[0]!.answer(200, { vacancy: details });
    expect(within(card).getByText("Graduação em Computação")).toBeTruthy();
  });

  it("aborts a request still running when the card goes away", async () => {
    const user = userEvent.setup();
    render(<VacancyCard vacancy={summary} strings={trabalheStrings.pt} lang="pt" />);
    await user.click(await screen.findByRole("button", { name: trabalheStrings.pt.vacancies.showDetails }));
    const signal = requests[0]!.init.signal!;
    expect(signal.aborted).toBe(false);
    cleanup();
    expect(signal.aborted).toBe(true);
  });
});

describe("useVacancyDetails", () => {
  it("ignores a late answer for an opening or language it no longer shows, and asks for the new one", async () => {
    const { result, rerender } = renderHook(({ key, lang }: { key: string; lang: Lang }) => useVacancyDetails(key, lang), {
      initialProps: { key: "dev-clt", lang: "pt" },
    });
    expect(result.current).toMatchObject({ result: undefined, busy: false });
    act(() => result.current.load());
    act(() => result.current.load());
    expect(requests).toHaveLength(1);
    expect(result.current.busy).toBe(true);

    rerender({ key: "dev-clt", lang: "en" });
    expect(requests[0]!.init.signal!.aborted).toBe(true);
    expect(result.current).toMatchObject({ result: undefined, busy: false });
    await requests[0]!.answer(200, { vacancy: details });
    expect(result.current).toMatchObject({ result: undefined, busy: false });

    act(() => result.current.load());
    expect(requests[1]!.url).toBe("/api/vagas/dev-clt?lang=en");
    await requests[1]!.answer(503);
    expect(result.current).toMatchObject({ result: { failed: 503 }, busy: false });
    act(() => result.current.load());
    expect(result.current).toMatchObject({ result: { failed: 503 }, busy: true });
    await requests[2]!.answer(200, { vacancy: details });
    expect(result.current).toMatchObject({ result: { vacancy: details }, busy: false });
    // Once here, asking again asks nothing.
    act(() => result.current.load());
    expect(requests).toHaveLength(3);
  });
});
