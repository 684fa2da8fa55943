import { describe, expect, it } from "vitest";
import {
  applyPreferenceAction,
  clampFont,
  defaultPreferences,
  fontLevel,
  isPreferenceAction,
  parsePreferences,
  preferenceActions,
  preferencesCookie,
  safeBackPath,
  serializePreferences,
  type Preferences,
} from "./preferences";

describe("preferences cookie", () => {
  it("round-trips every setting", () => {
    const prefs = { contrast: true, font: 4, libras: true };
    expect(parsePreferences(serializePreferences(prefs))).toEqual(prefs);
    expect(parsePreferences(serializePreferences({ contrast: null, font: -6, libras: false }))).toEqual({
      contrast: null,
      font: -6,
      libras: false,
    });
    expect(parsePreferences(serializePreferences({ contrast: false, font: 0, libras: false })).contrast).toBe(false);
  });
  it("ignores garbage and clamps the font coefficient to -6..+6 in steps of 2", () => {
    expect(parsePreferences("zzz")).toEqual({ contrast: null, font: 0, libras: false });
    expect(parsePreferences(null)).toEqual(defaultPreferences);
    expect(parsePreferences("f40").font).toBe(6);
    expect(parsePreferences("f-40").font).toBe(-6);
    expect(parsePreferences("fabc").font).toBe(0);
    expect(clampFont(-9)).toBe(-6);
    expect(clampFont(3)).toBe(4);
    expect(clampFont(Number.NaN)).toBe(0);
  });
  it("builds a cookie that lasts a year, is Lax and Secure only behind TLS", () => {
    const prefs: Preferences = { contrast: true, font: 2, libras: false };
    expect(preferencesCookie(prefs, { secure: false })).toBe("prefs=c1.f2.l0; Max-Age=31536000; Path=/; SameSite=Lax");
    expect(preferencesCookie(prefs, { secure: true })).toMatch(/; Secure(;|$)/);
  });
});

describe("preference actions", () => {
  const start: Preferences = { contrast: null, font: 0, libras: false };

  it("accepts only the known actions", () => {
    for (const a of preferenceActions) expect(isPreferenceAction(a)).toBe(true);
    for (const a of ["", "contraste", "fonte", "FONTE-MAIS", null, 3, "libras-toggle"]) expect(isPreferenceAction(a)).toBe(false);
  });
  it("sets contrast and Libras to the state the control names (idempotent)", () => {
    expect(applyPreferenceAction(start, "contraste-on").contrast).toBe(true);
    expect(applyPreferenceAction(applyPreferenceAction(start, "contraste-on"), "contraste-on").contrast).toBe(true);
    expect(applyPreferenceAction(start, "contraste-off").contrast).toBe(false);
    expect(applyPreferenceAction(start, "libras-on").libras).toBe(true);
    expect(applyPreferenceAction({ ...start, libras: true }, "libras-off").libras).toBe(false);
  });
  it("moves the font in steps of 2 and stops at -6 and +6", () => {
    let prefs = start;
    const seen: number[] = [];
    for (let i = 0; i < 5; i++) {
      prefs = applyPreferenceAction(prefs, "fonte-mais");
      seen.push(prefs.font);
    }
    expect(seen).toEqual([2, 4, 6, 6, 6]);
    for (let i = 0; i < 8; i++) prefs = applyPreferenceAction(prefs, "fonte-menos");
    expect(prefs.font).toBe(-6);
    expect(applyPreferenceAction(prefs, "fonte-padrao").font).toBe(0);
  });
  it("never changes the other settings", () => {
    const prefs: Preferences = { contrast: true, font: 4, libras: true };
    expect(applyPreferenceAction(prefs, "fonte-mais")).toEqual({ contrast: true, font: 6, libras: true });
    expect(applyPreferenceAction(prefs, "libras-off")).toEqual({ contrast: true, font: 4, libras: false });
  });
});

describe("fontLevel", () => {
  it("counts the steps from the default and marks the limits", () => {
    expect(fontLevel(0)).toEqual({ kind: "default" });
    expect(fontLevel(2)).toEqual({ kind: "increased", times: 1, limit: false });
    expect(fontLevel(6)).toEqual({ kind: "increased", times: 3, limit: true });
    expect(fontLevel(-4)).toEqual({ kind: "decreased", times: 2, limit: false });
    expect(fontLevel(-6)).toEqual({ kind: "decreased", times: 3, limit: true });
  });
});

describe("safeBackPath", () => {
  it("keeps same-site paths with their query", () => {
    expect(safeBackPath("/portal/contato?lang=en")).toBe("/portal/contato?lang=en");
    expect(safeBackPath("/portal")).toBe("/portal");
    expect(safeBackPath("/portal/atuacao?lang=es#pesquisas")).toBe("/portal/atuacao?lang=es");
  });
  it("refuses anything that could leave the site", () => {
    for (const bad of [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "portal",
      "/portal\u0000",
      "/\tevil",
      "",
      undefined,
      42,
      "/" + "a".repeat(3000),
    ]) {
      expect(safeBackPath(bad), String(bad)).toBe("/portal");
    }
    expect(safeBackPath("http://x", "/portal?lang=en")).toBe("/portal?lang=en");
  });
  it("resolves dot segments and escapes first, so no form becomes a host (issue 23)", () => {
    for (const bad of [
      "/.//evil.example",
      "/..//x",
      "/%2e//x",
      "/%2E%2E//x",
      "/portal/../..//x",
      "/portal/%2e%2e//x",
      "/./\u0009/x",
    ]) {
      expect(safeBackPath(bad, "/portal?lang=en"), bad).toBe("/portal?lang=en");
    }
  });
  it("keeps only paths under /portal", () => {
    expect(safeBackPath("/dal")).toBe("/portal");
    expect(safeBackPath("/portalx")).toBe("/portal");
    expect(safeBackPath("/portal/./contato/../atuacao?lang=en")).toBe("/portal/atuacao?lang=en");
    // A doubled slash inside the path stays a path on this site.
    expect(safeBackPath("/portal//evil.example")).toBe("/portal//evil.example");
  });
});
