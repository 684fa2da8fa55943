/**
 * A filter kept in the URL's query string, shared by the research areas and the job openings.
 * The URL is the source of truth (a filtered view can be shared and works without JavaScript);
 * the local copy answers a click at once while the URL follows.
 */
import { useState } from "react";
import { redirect, useLocation, useNavigate, type ShouldRevalidateFunctionArgs } from "react-router";

export interface UrlFilterCodec<T> {
  /** The filter a query string stands for. */
  parse(search: string): T;
  /** The query string for a filter, keeping every other parameter (the language). */
  toSearch(search: string, value: T): string;
  /** A key that tells two filters apart. */
  keyOf(value: T): string;
}

export function useUrlFilter<T>(codec: UrlFilterCodec<T>) {
  const location = useLocation();
  const navigate = useNavigate();
  const fromUrl = codec.parse(location.search);
  const urlKey = codec.keyOf(fromUrl);
  const [value, setValue] = useState(fromUrl);
  const [syncedKey, setSyncedKey] = useState(urlKey);
  if (urlKey !== syncedKey) {
    setSyncedKey(urlKey);
    setValue(fromUrl);
  }
  /** The address of the page with another filter (links that work without JavaScript). */
  const hrefFor = (next: T) => `${location.pathname}${codec.toSearch(location.search, next)}`;
  const apply = (next: T) => {
    setValue(next);
    void navigate(
      { pathname: location.pathname, search: codec.toSearch(location.search, next), hash: "" },
      { replace: true, preventScrollReset: true },
    );
  };
  return { value, apply, hrefFor, pathname: location.pathname };
}

/** For a route's `shouldRevalidate`: a filter change keeps the page's data; only the path or the language reloads it. */
export function keepDataOnFilterChange({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const samePage =
    currentUrl.pathname === nextUrl.pathname && currentUrl.searchParams.get("lang") === nextUrl.searchParams.get("lang");
  return samePage && !formMethod ? false : defaultShouldRevalidate;
}

/**
 * For a loader: a form submitted without JavaScript (its `marker` field set), or a hand-made value,
 * goes to the canonical address; after a submission, to the filtered list (`anchor`).
 */
export function redirectToCanonical(url: URL, canonical: string | null, marker: readonly [string, string], anchor: string) {
  if (canonical === null) return;
  const submitted = url.searchParams.get(marker[0]) === marker[1];
  throw redirect(`${url.pathname}${canonical}${submitted ? anchor : ""}`);
}
