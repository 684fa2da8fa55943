import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { afterAnswerOf } from "./after-answer";

/** What happened, in order, on the server's side. */
const events: string[] = [];
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const afterAnswer = afterAnswerOf(res);
    afterAnswer(() => events.push(`job ${req.url}`));
    if (req.url === "/hang-up") {
      // The client goes away before any answer: the job still runs, once the connection closes.
      req.socket.destroy();
      return;
    }
    events.push(`answer ${req.url}`);
    res.end("ok");
    // Queued once the answer is already sent: it runs on the next turn.
    afterAnswer(() => events.push(`late job ${req.url}`));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const ran = (entry: string) => expect.poll(() => events.includes(entry), { timeout: 5_000, interval: 5 }).toBe(true);

describe("work queued after the answer", () => {
  it("runs once the response is sent, never before, and a job queued after that runs too", async () => {
    expect(await (await fetch(`${url}/a`)).text()).toBe("ok");
    await ran("job /a");
    await ran("late job /a");
    expect(events.indexOf("answer /a")).toBeLessThan(events.indexOf("job /a"));
  });

  it("runs when the connection closes without an answer", async () => {
    await fetch(`${url}/hang-up`).catch(() => undefined);
    await ran("job /hang-up");
    expect(events).not.toContain("answer /hang-up");
  });
});
