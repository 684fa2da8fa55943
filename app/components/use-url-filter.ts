/**
 * A filter kept in the URL's query string, shared by the research areas and the job openings.
 * The URL is the source of truth (a filtered view can be shared and works without JavaScript);
 * the local copy answers a click at once while the URL follows.
 */
import { useState } from "react";
import { replaceAddress } from "../site/page-address";
import { usePageAddress } from "../site/site-context";

export interface UrlFilterCodec<T> {
  /** The filter a query string stands for. */
  parse(search: string): T;
  /** The query string for a filter, keeping every other parameter (the language). */
  toSearch(search: string, value: T): string;
  /** A key that tells two filters apart. */
  keyOf(value: T): string;
}

export function useUrlFilter<T>(codec: UrlFilterCodec<T>) {
  const location = usePageAddress();
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
    // The same page with another query: the history entry is replaced, nothing is requested.
    replaceAddress(codec.toSearch(location.search, next));
  };
  return { value, apply, hrefFor, pathname: location.pathname };
}
