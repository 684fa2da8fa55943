import { describe, expect, it } from "vitest";
import { GuardedDecoder, PacketRefused } from "./packet-decoder";

function decoded(decoder: GuardedDecoder) {
  const packets: unknown[] = [];
  decoder.on("decoded", (p: unknown) => packets.push(p));
  return packets;
}

describe("the guarded socket.io decoder", () => {
  it("reads CONNECT before admission and nothing else, not even to parse it", () => {
    const decoder = new GuardedDecoder();
    const packets = decoded(decoder);
    decoder.add('0{"token":"abc"}');
    expect(packets).toEqual([{ type: 0, nsp: "/", data: { token: "abc" } }]);
    // JSON.parse would throw on this text; the refusal comes first, from the type alone.
    expect(() => decoder.add('2["message",{not json')).toThrow(PacketRefused);
    expect(() => decoder.add(Buffer.from("binary"))).toThrow(PacketRefused);
    expect(packets).toHaveLength(1);
  });

  it("decodes events once admitted, and refuses packets nested past the bound either way", () => {
    const decoder = new GuardedDecoder();
    const packets = decoded(decoder);
    expect(() => decoder.add(`0{"token":${"[".repeat(20)}"x"${"]".repeat(20)}}`)).toThrow("nested too deeply");
    decoder.admitted = true;
    decoder.add('2["message",{"message":"olá [[[[[[[[[[[[[[[[[[[[ {{{{{{{{{{{{{{{{{{{{"}]');
    expect(packets).toEqual([
      { type: 2, nsp: "/", data: ["message", { message: "olá [[[[[[[[[[[[[[[[[[[[ {{{{{{{{{{{{{{{{{{{{" }] },
    ]);
    expect(() => decoder.add(`2["message",${"[".repeat(100_000)}`)).toThrow("nested too deeply");
    expect(packets).toHaveLength(1);
  });
});
