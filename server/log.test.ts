import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "./log";

function capture() {
  const lines: string[] = [];
  let pending = "";
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      pending += chunk.toString("utf8");
      const parts = pending.split("\n");
      pending = parts.pop() ?? "";
      lines.push(...parts);
      done();
    },
  });
  return { lines, stream };
}

describe("logs", () => {
  it("writes one JSON line per event, with a multi-line stack inside it", () => {
    const { lines, stream } = capture();
    const log = createLogger("info", { instance: "test" }, stream);
    const error = new Error("first line\nsecond line");
    log.error("request failed", { error, path: "/x" });
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(entry).toMatchObject({ level: "error", msg: "request failed", instance: "test", path: "/x" });
    const serialised = entry.error as { type: string; message: string; stack: string };
    expect(serialised.type).toBe("Error");
    expect(serialised.message).toBe("first line\nsecond line");
    expect(serialised.stack.split("\n").length).toBeGreaterThan(2);
  });

  it("keeps the listening line the test harness waits for, and honours the level", () => {
    const { lines, stream } = capture();
    const log = createLogger("info", {}, stream).child({ part: "http" });
    log.debug("not written");
    log.info("Lead Portal listening", { port: 1234 });
    expect(lines.map((l) => JSON.parse(l) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ level: "info", msg: "Lead Portal listening", port: 1234, part: "http" }),
    ]);
  });
});
