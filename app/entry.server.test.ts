import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { coalescedWrites } from "./entry.server";

describe("coalescedWrites", () => {
  it("sends the writes of one turn as one chunk, and a later write as its own, losing nothing", async () => {
    const stream = coalescedWrites();
    const chunks: string[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
    for (let i = 0; i < 70; i++) stream.write(Buffer.from(`<p>${i}</p>`));
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toHaveLength(1);
    expect(chunks[0]).toBe(Array.from({ length: 70 }, (_, i) => `<p>${i}</p>`).join(""));
    stream.write(Buffer.from("<footer>"));
    stream.end(Buffer.from("</footer>"));
    await new Promise((resolve) => stream.on("end", resolve));
    expect(chunks.slice(1)).toEqual(["<footer></footer>"]);
  });

  it("ends with everything written, when the end comes in the same turn", async () => {
    const stream = coalescedWrites();
    const all = text(stream);
    stream.write(Buffer.from("a"));
    stream.end(Buffer.from("b"));
    expect(await all).toBe("ab");
  });
});
