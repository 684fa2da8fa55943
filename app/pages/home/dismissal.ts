/**
 * Dismissal of the home page's welcome notification and featured banner:
 * closing one saves a record (dismissal date and the hidden style class) in local storage; on
 * load, a record younger than 80,000,000 ms keeps it hidden, an older one is cleared and the item
 * shows again. The keys, the class names and the threshold live here and nowhere else.
 *
 * The hidden state is a class on <html>, so CSS hides the item before the first paint: the
 * server's HTML carries a small inline script (`restoreScript`, run before the items are parsed;
 * every page is a document load, docs/decisions/0024). `restoreDismissals` is the same rule as a
 * function, which the tests hold the script to.
 *
 * The script is sent only to a visitor who has dismissed something: closing an item also sets a
 * small cookie (DISMISSED_COOKIE, no value but "1"), which the server reads for the home page
 * (and the page cache keys on). The first read of local storage costs a slow phone's main thread
 * 7-33 ms (a round trip to the browser's process, docs/decisions/0046), on every load of the most
 * visited page, for the few who ever close a note. The cookie outlives the threshold by a day, so
 * the script still runs to clear an expired record, and the script clears the cookie once no
 * record is left.
 */

import { DISMISSED_COOKIE } from "../../../common/home/dismissal-hint";
import { siteCookie } from "../../../common/http/cookies";

/** More than this long after the dismissal, the item shows again (about 22 hours). */
export const DISMISSAL_THRESHOLD_MS = 80_000_000;
/** The close animation; the item is removed from display when it ends. */
export const CLOSE_ANIMATION_MS = 300;

export const dismissibles = {
  welcome: { storageKey: "lead.home.welcomeNotification", hiddenClass: "lead-dismissed-welcome" },
  highlight: { storageKey: "lead.home.newsHighlight", hiddenClass: "lead-dismissed-highlight" },
} as const;
export type DismissibleId = keyof typeof dismissibles;

/** The cookie outlives the records it announces: the threshold and one day, in seconds. */
export const DISMISSED_COOKIE_MAX_AGE_S = Math.ceil(DISMISSAL_THRESHOLD_MS / 1000) + 86_400;

/** The cookie's header for `document.cookie`: set (a dismissal), or cleared (`maxAge` 0). */
export function dismissedCookie(maxAge: number, secure: boolean): string {
  return siteCookie(DISMISSED_COOKIE, maxAge > 0 ? "1" : "", { maxAgeSeconds: maxAge, secure });
}

/** What is kept in local storage for a dismissed item. */
export interface DismissalRecord {
  /** ISO 8601 date and time of the dismissal. */
  dismissedAt: string;
  /** The style class that hides the item; only the expected class is ever applied. */
  styleClass: string;
}

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Whether a stored record still hides the item at `now` (ms since the epoch). */
export function stillDismissed(raw: string | null, expectedClass: string, now: number): boolean {
  if (!raw) return false;
  try {
    const record = JSON.parse(raw) as Partial<DismissalRecord> | null;
    const at = typeof record?.dismissedAt === "string" ? Date.parse(record.dismissedAt) : NaN;
    return record?.styleClass === expectedClass && Number.isFinite(at) && now - at <= DISMISSAL_THRESHOLD_MS;
  } catch {
    return false;
  }
}

/**
 * Applies the stored state to <html>: hides what is still dismissed, clears expired records.
 * Returns whether any item is still dismissed (when none is, the script clears the cookie).
 */
export function restoreDismissals(storage: StorageLike, root: HTMLElement, now: number): boolean {
  let any = false;
  for (const { storageKey, hiddenClass } of Object.values(dismissibles)) {
    const raw = storage.getItem(storageKey);
    if (stillDismissed(raw, hiddenClass, now)) {
      root.classList.add(hiddenClass);
      any = true;
    } else {
      if (raw !== null) storage.removeItem(storageKey);
      root.classList.remove(hiddenClass);
    }
  }
  return any;
}

/** Saves the dismissal and hides the item. */
export function recordDismissal(storage: StorageLike, root: HTMLElement, id: DismissibleId, now: number): void {
  const { storageKey, hiddenClass } = dismissibles[id];
  const record: DismissalRecord = { dismissedAt: new Date(now).toISOString(), styleClass: hiddenClass };
  try {
    storage.setItem(storageKey, JSON.stringify(record));
  } catch {
    // Storage full or blocked: the item still closes for this visit.
  }
  root.classList.add(hiddenClass);
}

/**
 * The same rule as `restoreDismissals`, as a self-contained script for the server's HTML (it runs
 * before hydration, so nothing flashes), clearing the cookie when nothing is left dismissed. Kept
 * in step with the function by dismissal.test.ts.
 */
export const restoreScript =
  `(function(){try{var d=document.documentElement,n=Date.now(),T=${DISMISSAL_THRESHOLD_MS},s=window.localStorage,a=false,l=${JSON.stringify(
    Object.values(dismissibles).map((d) => [d.storageKey, d.hiddenClass]),
  )};for(var i=0;i<l.length;i++){var k=l[i][0],c=l[i][1],r=s.getItem(k),ok=false;if(r){try{var o=JSON.parse(r),t=o&&typeof o.dismissedAt==="string"?Date.parse(o.dismissedAt):NaN;ok=!!o&&o.styleClass===c&&isFinite(t)&&n-t<=T}catch(e){}}if(ok){d.classList.add(c);a=true}else{if(r!==null)s.removeItem(k);d.classList.remove(c)}}` +
  `if(!a)document.cookie=location.protocol==="https:"?${JSON.stringify(dismissedCookie(0, true))}:${JSON.stringify(dismissedCookie(0, false))}}catch(e){}})();`;
