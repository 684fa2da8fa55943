// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import {
  currentPreferences,
  preferencesFromPage,
  setPreferences,
  syncPreferencesFromCookie,
  subscribePreferences,
} from "./preferences-store";

afterEach(() => {
  document.cookie = "prefs=; max-age=0; path=/";
});

describe("the preferences store", () => {
  it("starts from the preferences the page was rendered with, then follows the visitor's changes and another tab's cookie", () => {
    document.cookie = "prefs=c-.f0.l0; path=/";
    // Without the page's: the cookie.
    expect(currentPreferences()).toEqual({ contrast: null, font: 0, libras: false });
    preferencesFromPage({ contrast: true, font: 2, libras: false });
    expect(currentPreferences()).toEqual({ contrast: true, font: 2, libras: false });

    let told = 0;
    const stop = subscribePreferences(() => told++);
    // The cookie says the same as the page: nothing to tell.
    setPreferences({ contrast: true, font: 2, libras: false });
    expect(told).toBe(1);
    syncPreferencesFromCookie();
    expect(told).toBe(1);
    // Another tab turned Libras on.
    document.cookie = "prefs=c1.f2.l1; path=/";
    syncPreferencesFromCookie();
    expect(told).toBe(2);
    expect(currentPreferences().libras).toBe(true);
    stop();
  });
});
