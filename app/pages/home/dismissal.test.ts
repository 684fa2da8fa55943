import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import {
  DISMISSAL_THRESHOLD_MS,
  dismissibles,
  recordDismissal,
  restoreDismissals,
  restoreScript,
  dismissedCookie,
  stillDismissed,
} from "./dismissal";

class MemoryStorage {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

function fakeRoot() {
  const classes = new Set<string>();
  return {
    classes,
    classList: { add: (c: string) => classes.add(c), remove: (c: string) => classes.delete(c) },
  } as unknown as HTMLElement & { classes: Set<string> };
}

const t0 = Date.parse("2026-03-01T12:00:00.000Z");

describe("dismissal records", () => {
  it("keeps an item hidden up to 80,000,000 ms after its dismissal and shows it again after", () => {
    const storage = new MemoryStorage();
    const root = fakeRoot();
    recordDismissal(storage, root, "welcome", t0);
    expect(root.classes.has(dismissibles.welcome.hiddenClass)).toBe(true);
    const saved = JSON.parse(storage.getItem(dismissibles.welcome.storageKey)!);
    expect(saved).toEqual({ dismissedAt: "2026-03-01T12:00:00.000Z", styleClass: dismissibles.welcome.hiddenClass });

    const later = fakeRoot();
    restoreDismissals(storage, later, t0 + DISMISSAL_THRESHOLD_MS);
    expect(later.classes.has(dismissibles.welcome.hiddenClass)).toBe(true);

    const expired = fakeRoot();
    expired.classes.add(dismissibles.welcome.hiddenClass);
    restoreDismissals(storage, expired, t0 + DISMISSAL_THRESHOLD_MS + 1);
    expect(expired.classes.has(dismissibles.welcome.hiddenClass)).toBe(false);
    expect(storage.getItem(dismissibles.welcome.storageKey)).toBeNull();
  });

  it("ignores broken records and records naming another class", () => {
    expect(stillDismissed("{", dismissibles.highlight.hiddenClass, t0)).toBe(false);
    expect(stillDismissed("null", dismissibles.highlight.hiddenClass, t0)).toBe(false);
    const other = JSON.stringify({ dismissedAt: new Date(t0).toISOString(), styleClass: "anything-else" });
    expect(stillDismissed(other, dismissibles.highlight.hiddenClass, t0)).toBe(false);
    const noDate = JSON.stringify({ styleClass: dismissibles.highlight.hiddenClass });
    expect(stillDismissed(noDate, dismissibles.highlight.hiddenClass, t0)).toBe(false);
  });

  it("the inline script decides exactly like restoreDismissals", () => {
    const cases: Array<[string, string | null, number]> = [];
    for (const { storageKey, hiddenClass } of Object.values(dismissibles)) {
      const record = JSON.stringify({ dismissedAt: new Date(t0).toISOString(), styleClass: hiddenClass });
      for (const elapsed of [0, 1000, DISMISSAL_THRESHOLD_MS, DISMISSAL_THRESHOLD_MS + 1, 3 * DISMISSAL_THRESHOLD_MS]) {
        cases.push([storageKey, record, t0 + elapsed]);
      }
      cases.push([storageKey, "not json", t0], [storageKey, null, t0]);
      cases.push([storageKey, JSON.stringify({ dismissedAt: "yesterday", styleClass: hiddenClass }), t0]);
    }
    for (const [key, value, now] of cases) {
      const viaFunction = { storage: new MemoryStorage(), root: fakeRoot() };
      const viaScript = { storage: new MemoryStorage(), root: fakeRoot() };
      if (value !== null) {
        viaFunction.storage.setItem(key, value);
        viaScript.storage.setItem(key, value);
      }
      const anyLeft = restoreDismissals(viaFunction.storage, viaFunction.root, now);
      const FakeDate = Object.assign(function () {}, { now: () => now, parse: Date.parse });
      const cookies: string[] = [];
      runInNewContext(restoreScript, {
        document: {
          documentElement: viaScript.root,
          set cookie(value: string) {
            cookies.push(value);
          },
        },
        location: { protocol: "https:" },
        window: { localStorage: viaScript.storage },
        Date: FakeDate,
        JSON,
        isFinite,
      });
      expect([...viaScript.root.classes], `${key} ${value} +${now - t0}`).toEqual([...viaFunction.root.classes]);
      expect([...viaScript.storage.items], `${key} ${value} +${now - t0}`).toEqual([...viaFunction.storage.items]);
      // Nothing left dismissed: the cookie that asks the server for this script is cleared.
      expect(cookies, `${key} ${value} +${now - t0}`).toEqual(anyLeft ? [] : [dismissedCookie(0, true)]);
    }
  });

  it("the inline script never throws when storage is blocked", () => {
    expect(() =>
      runInNewContext(restoreScript, {
        document: { documentElement: fakeRoot() },
        window: {
          get localStorage(): Storage {
            throw new Error("SecurityError");
          },
        },
        Date,
        JSON,
        isFinite,
      }),
    ).not.toThrow();
  });
});
