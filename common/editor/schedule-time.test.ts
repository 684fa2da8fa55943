/**
 * Fortaleza moments as the staff type them, and the highlight's end as a date-time field of its
 * form: shown in Fortaleza's time, posted back with Fortaleza's offset, a wrong value named.
 */
import { fieldLabel } from "./strings";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { newsHighlight } from "../content/schema";
import { parseItemForm, toFormEntries } from "./form-data";
import { formModel } from "./form-model";
import { scheduleStrings } from "./schedule-strings";
import { fortalezaInstant, fortalezaIso, fromLocalInput, toLocalInput, writtenMoment } from "./schedule-time";

const seeded = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "..", "..", "content", "news-highlight.json"), "utf8"),
) as Record<string, unknown>;

describe("Fortaleza moments", () => {
  it("reads a date and a time in Fortaleza (UTC−3) and refuses days that do not exist", () => {
    expect(fortalezaInstant("2026-12-19", "23:59")?.toISOString()).toBe("2026-12-20T02:59:00.000Z");
    expect(fortalezaInstant("2026-02-30", "10:00")).toBeNull();
    expect(fortalezaInstant("19/12/2026", "10:00")).toBeNull();
    expect(fortalezaIso("2026-12-20T02:59:00.000Z")).toBe("2026-12-19T23:59:00-03:00");
    expect(writtenMoment("2026-12-20T02:59:00.000Z", "pt")).toBe("19/12/2026 às 23:59");
    expect(writtenMoment("2026-12-20T02:59:00.000Z", "en")).toBe("19/12/2026 at 23:59");
  });

  it("shows a stored moment in Fortaleza's time and stores a typed one with its offset", () => {
    expect(toLocalInput("2026-12-20T02:59:00Z")).toBe("2026-12-19T23:59");
    expect(toLocalInput(undefined)).toBe("");
    expect(fromLocalInput("2026-12-19T23:59")).toBe("2026-12-19T23:59:00-03:00");
    expect(fromLocalInput("amanhã")).toBe("amanhã");
  });
});

describe("the highlight's end in its form", () => {
  it("is a date-time field", () => {
    const node = formModel(newsHighlight);
    expect(node.kind === "object" && node.fields.find(([k]) => k === "endsAt")?.[1]).toMatchObject({
      kind: "datetime",
      optional: true,
    });
  });

  it("round-trips, and an empty field means no end", () => {
    const item = { ...seeded, endsAt: "2026-12-19T23:59:00-03:00" };
    const entries = toFormEntries(newsHighlight, item);
    expect(entries).toContainEqual(["endsAt", "2026-12-19T23:59"]);
    const parsed = parseItemForm(newsHighlight, new URLSearchParams(entries), { mode: "publish" });
    expect(parsed).toMatchObject({ ok: true, item: { endsAt: "2026-12-19T23:59:00-03:00" } });
    const without = parseItemForm(newsHighlight, new URLSearchParams(entries.map(([k, v]) => [k, k === "endsAt" ? "" : v])), {
      mode: "publish",
    });
    expect(without.ok && (without.item as { endsAt?: string }).endsAt).toBeUndefined();
  });

  it("names a value that is not a moment, in pt and en", () => {
    const entries = toFormEntries(newsHighlight, seeded).filter(([k]) => k !== "endsAt");
    const parsed = parseItemForm(newsHighlight, new URLSearchParams([...entries, ["endsAt", "semana que vem"]]), {
      mode: "draft",
    });
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.errors).toContainEqual({
      name: "endsAt",
      // Named by its label, as every error is (common/editor/field-errors.ts).
      message: {
        pt: `«${fieldLabel("endsAt", "pt")}»: ${scheduleStrings.pt.endsAtError}`,
        en: `«${fieldLabel("endsAt", "en")}»: ${scheduleStrings.en.endsAtError}`,
      },
    });
  });
});
