/**
 * A filter kept in the URL's query string, shared by the research areas and the job openings.
 * The URL is the source of truth (a filtered view can be shared and works without JavaScript);
 * the local copy answers a click at once while the URL follows.
 */
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { replaceAddress } from "../site/page-address";
import { usePageAddress } from "../site/site-context";

export interface UrlFilterCodec<T> {
  /** The filter a query string stands for. */
  parse(search: string): T;
  /** The query string for a filter, keeping every other parameter (the language). */
  toSearch(search: string, value: T): string;
  /** A key that tells two filters apart. */
  keyOf(value: T): string;
  /**
   * The filter the form's fields stand for (what it would submit, as `new FormData(form)`): read
   * once the page has hydrated, so a choice made before (the fields worked, natively) is kept.
   */
  fromForm?(fields: URLSearchParams): T;
}

export function useUrlFilter<T>(codec: UrlFilterCodec<T>) {
  const location = usePageAddress();
  const fromUrl = codec.parse(location.search);
  const urlKey = codec.keyOf(fromUrl);
  // The choice and the address it was last made at, in one state: a render React makes at a lower
  // priority (a transition) may skip an update a higher one made, and with two states it could see
  // the new address's key beside the old choice, take them for in step, and commit the old
  // choice (a tile ticked before the island woke came back ticked, 0046). One state is either
  // before an update or after it, never half.
  const [state, setState] = useState(() => ({ value: fromUrl, urlKey }));
  if (urlKey !== state.urlKey) setState({ value: fromUrl, urlKey });
  const value = urlKey === state.urlKey ? state.value : fromUrl;
  /** The address of the page with another filter (links that work without JavaScript). */
  const hrefFor = (next: T) => `${location.pathname}${codec.toSearch(location.search, next)}`;
  const apply = (next: T) => {
    // The same page with another query: the history entry is replaced, nothing is requested.
    replaceAddress(codec.toSearch(location.search, next));
    // The address as it now is (a browser may refuse a replacement when they come too fast; the
    // choice still shows, and the next one carries the address along).
    setState({ value: next, urlKey: codec.keyOf(codec.parse(window.location.search)) });
  };
  // A choice the visitor made between the first paint and the hydration is in the form's fields,
  // not in this state (React keeps a field's value when it hydrates but does not report it
  // reliably: a change it replays after hydrating may be undone by its own controlled restore).
  // The fields are what the visitor sees, so the island takes them as they stand: on mount, once
  // more after React's replays of that commit, and on every change (applyFields).
  const form = useRef<HTMLFormElement>(null);
  const fieldsValue = (): T | null =>
    form.current && codec.fromForm
      ? codec.fromForm(new URLSearchParams(new FormData(form.current) as unknown as Record<string, string>))
      : null;
  // The state's key as last committed, moved on at once by an apply (a second call before the
  // render does not apply the same choice twice).
  const latestKey = useRef(codec.keyOf(value));
  /** Applies what the fields say, when it differs from the state; false when there is no form to read. */
  const applyFields = (): boolean => {
    const chosen = fieldsValue();
    if (chosen === null) return false;
    if (codec.keyOf(chosen) !== latestKey.current) {
      latestKey.current = codec.keyOf(chosen);
      apply(chosen);
    }
    return true;
  };
  const adopt = useRef(applyFields);
  // The refs follow each commit, not each render: a render React discards or has yet to commit
  // leaves nothing behind. Layout effects run before the mount effect below, so its two passes
  // call the newest committed applyFields.
  useLayoutEffect(() => {
    latestKey.current = codec.keyOf(value);
    adopt.current = applyFields;
  });
  useEffect(() => {
    adopt.current();
    const again = window.setTimeout(() => adopt.current(), 0);
    return () => window.clearTimeout(again);
  }, []);
  return { value, apply, applyFields, hrefFor, pathname: location.pathname, form };
}
