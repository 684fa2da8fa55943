/**
 * socket.io's packet decoder (socket.io-parser's), behind two checks that run before any JSON is
 * parsed. Without them the server decoded every packet, token or not: a 1 MB frame of nested
 * arrays took 0.3-0.7 s of the event loop, and the connection was closed only afterwards.
 *
 * - Until the connection has been admitted (the namespace's middleware accepted its token),
 *   the only packet read is CONNECT, the one that carries the token. Anything else is refused
 *   unread. socket.io-client buffers events until it is connected, so no real client sends one.
 * - Every packet is scanned for nesting (server/http/json-depth.ts) before JSON.parse sees it.
 *
 * A refusal throws; socket.io's Client catches that around `decoder.add` and closes the
 * connection (client.js `ondata` -> `onerror`). Sizes are bounded before this, by engine.io's
 * `maxHttpBufferSize`.
 */
import { Decoder, Encoder, PacketType } from "socket.io-parser";
import type { Socket } from "socket.io";
import { MAX_JSON_DEPTH, nestsTooDeep } from "../http/json-depth";

/** A packet's type is its first character, a digit. */
const CONNECT = String(PacketType.CONNECT);

export class PacketRefused extends Error {}

export class GuardedDecoder extends Decoder {
  /** Set when the namespace's middleware has accepted this connection (see admit()). */
  admitted = false;

  override add(packet: unknown): void {
    if (typeof packet === "string") {
      if (!this.admitted && packet[0] !== CONNECT) throw new PacketRefused("packet before the handshake's check");
      if (nestsTooDeep(packet, MAX_JSON_DEPTH)) throw new PacketRefused("packet nested too deeply");
    } else if (!this.admitted) {
      // Binary attachments belong to an event, and no event is read before admission.
      throw new PacketRefused("binary data before the handshake's check");
    }
    super.add(packet);
  }
}

/** socket.io's `parser` option: its own encoder, the guarded decoder (one per connection). */
export const guardedParser = { Encoder, Decoder: GuardedDecoder };

/** Lets the connection's events be read: call once the namespace's middleware accepted it. */
export function admit(socket: Socket): void {
  const decoder = (socket.client as unknown as { decoder: unknown }).decoder;
  if (decoder instanceof GuardedDecoder) decoder.admitted = true;
}
