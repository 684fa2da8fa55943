import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Logger } from "../log";
import { createRefusalLog, MAX_KINDS } from "./refusal-log";

function capturingLog() {
  const lines: Array<{ msg: string; fields: Record<string, unknown> }> = [];
  const push = (msg: string, fields?: Record<string, unknown>) => lines.push({ msg, fields: fields ?? {} });
  const log: Logger = { debug: push, info: push, warn: push, error: push, child: () => log };
  return { lines, log };
}

describe("the refusal log", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("logs the first refusal of a kind whole, and the next thousand as one line when the interval ends", () => {
    const { lines, log } = capturingLog();
    const refusals = createRefusalLog(log, 10_000);
    for (let i = 0; i < 1001; i++) refusals.refused("host:421", { status: 421, reason: "host", host: `h${i}.example` });
    expect(lines).toEqual([{ msg: "request refused", fields: { status: 421, reason: "host", host: "h0.example" } }]);
    vi.advanceTimersByTime(9_999);
    expect(lines).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(lines[1]).toEqual({
      msg: "requests refused",
      fields: { status: 421, reason: "host", host: "h1000.example", kind: "host:421", count: 1000, intervalS: 10 },
    });
    // A new interval starts with a whole line again.
    refusals.refused("host:421", { status: 421, reason: "host", host: "again.example" });
    expect(lines.at(-1)).toEqual({ msg: "request refused", fields: { status: 421, reason: "host", host: "again.example" } });
  });

  it("keeps each kind apart, says nothing more for a kind refused once, and bounds the kinds", () => {
    const { lines, log } = capturingLog();
    const refusals = createRefusalLog(log, 10_000);
    refusals.refused("host:400", { status: 400 });
    for (let i = 0; i < MAX_KINDS * 3; i++) refusals.refused(`error:400:${i}`, { status: 400, reason: String(i) });
    // MAX_KINDS kinds, then one "other" line for everything after them.
    expect(lines.filter((l) => l.msg === "request refused")).toHaveLength(MAX_KINDS + 1);
    vi.advanceTimersByTime(10_000);
    const summaries = lines.filter((l) => l.msg === "requests refused");
    expect(summaries).toEqual([
      {
        msg: "requests refused",
        fields: { status: 400, reason: String(MAX_KINDS * 3 - 1), kind: "other", count: MAX_KINDS * 2, intervalS: 10 },
      },
    ]);
  });

  it("says what it counted when the server stops, before the interval ends", () => {
    const { lines, log } = capturingLog();
    const refusals = createRefusalLog(log, 10_000);
    refusals.refused("host:421", { status: 421 });
    refusals.refused("host:421", { status: 421 });
    refusals.flush();
    expect(lines.map((l) => [l.msg, l.fields.count])).toEqual([
      ["request refused", undefined],
      ["requests refused", 1],
    ]);
    vi.advanceTimersByTime(20_000);
    expect(lines).toHaveLength(2);
  });
});
