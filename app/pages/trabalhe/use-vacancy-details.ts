/**
 * A listing card's details, loaded from the API (vacancy-details.ts) when asked for: once, and
 * again only after a failure. A request still running when the card goes away (or its opening or
 * language changes) is aborted, and an answer that comes after that is ignored.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { Lang } from "../../../common/i18n/languages";
import type { VacancyDetails } from "./trabalhe.server";
import { vacancyDetailsHref, type VacancyDetailsResult } from "./vacancy-details";

export interface VacancyDetailsLoad {
  /** The last answer: the details, or the failure's HTTP status (0: no answer). Undefined before. */
  result: VacancyDetailsResult | undefined;
  /** A request is running (the first one, or a retry after a failure). */
  busy: boolean;
  /** Asks for the details; does nothing while a request runs or once they are here. */
  load(): void;
}

/** One request for the details; never throws (a failure is its status, or 0 for no answer). */
export async function fetchVacancyDetails(href: string, signal?: AbortSignal): Promise<VacancyDetailsResult> {
  try {
    const response = await fetch(href, { headers: { accept: "application/json" }, signal });
    if (!response.ok) return { failed: response.status };
    const body = (await response.json()) as { vacancy?: VacancyDetails } | null;
    return body && typeof body === "object" && body.vacancy && typeof body.vacancy === "object"
      ? { vacancy: body.vacancy }
      : { failed: 0 };
  } catch {
    return { failed: 0 };
  }
}

interface State {
  /** The address the rest belongs to: after a change of opening or language it no longer counts. */
  href: string;
  result?: VacancyDetailsResult;
  busy: boolean;
}

export function useVacancyDetails(key: string, lang: Lang): VacancyDetailsLoad {
  const href = vacancyDetailsHref(key, lang);
  const [state, setState] = useState<State>({ href, busy: false });
  // Refs, not state, decide whether to ask: two calls in the same tick (a click and the anchor)
  // must not both fetch.
  const running = useRef<{ href: string; controller: AbortController } | null>(null);
  const loadedFrom = useRef<string | null>(null);

  useEffect(
    () => () => {
      running.current?.controller.abort();
      running.current = null;
    },
    [href],
  );

  const load = useCallback(() => {
    if (running.current?.href === href || loadedFrom.current === href) return;
    running.current?.controller.abort();
    const request = { href, controller: new AbortController() };
    running.current = request;
    setState((s) => ({ href, busy: true, result: s.href === href ? s.result : undefined }));
    void fetchVacancyDetails(href, request.controller.signal).then((result) => {
      // Aborted, replaced or unmounted meanwhile: a late answer changes nothing.
      if (running.current !== request) return;
      running.current = null;
      if ("vacancy" in result) loadedFrom.current = href;
      setState({ href, busy: false, result });
    });
  }, [href]);

  const current = state.href === href ? state : undefined;
  return { result: current?.result, busy: current?.busy ?? false, load };
}
