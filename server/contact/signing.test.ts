import { describe, expect, it } from "vitest";
import { createLinkSigner, createXsrf, fetchSiteAllowed } from "./signing";

const secret = "s".repeat(40);

describe("XSRF tokens", () => {
  it("passes only when the presented token equals a genuine, fresh cookie", () => {
    let t = 1_800_000_000_000;
    const xsrf = createXsrf(secret, { secureCookie: false, now: () => t });
    const token = xsrf.issue();
    expect(xsrf.check(token, token)).toBe(true);
    expect(xsrf.check(token, null)).toBe(false);
    expect(xsrf.check(null, token)).toBe(false);
    expect(xsrf.check(token, xsrf.issue())).toBe(false);
    const other = createXsrf("o".repeat(40), { secureCookie: false, now: () => t }).issue();
    expect(xsrf.check(other, other)).toBe(false);
    t += 8 * 24 * 3600_000;
    expect(xsrf.check(token, token)).toBe(false);
  });

  it("reuses a recent cookie and renews an old one; the cookie is Secure behind TLS", () => {
    let t = 1_800_000_000_000;
    const xsrf = createXsrf(secret, { secureCookie: true, now: () => t });
    const set: string[] = [];
    const first = xsrf.tokenForRequest("lang=pt", (c) => set.push(c));
    expect(set).toEqual([expect.stringMatching(/^XSRF-TOKEN=.+; Max-Age=604800; Path=\/; Secure; SameSite=Lax$/)]);
    expect(set[0]).toContain(`XSRF-TOKEN=${first}`);
    expect(xsrf.tokenForRequest(`lang=pt; XSRF-TOKEN=${first}`, (c) => set.push(c))).toBe(first);
    expect(set).toHaveLength(1);
    t += 25 * 3600_000;
    expect(xsrf.tokenForRequest(`XSRF-TOKEN=${first}`, (c) => set.push(c))).not.toBe(first);
    expect(set).toHaveLength(2);
    expect(xsrf.tokenForRequest("XSRF-TOKEN=forged.token.value", (c) => set.push(c))).not.toBe("forged.token.value");
  });
});

describe("Fetch Metadata", () => {
  it("allows same-origin, same-site, direct and unmarked requests only", () => {
    expect(["same-origin", "same-site", "none", undefined, null].map((v) => fetchSiteAllowed(v))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(fetchSiteAllowed("cross-site")).toBe(false);
  });
});

describe("download links", () => {
  it("verify their signature and expiry", () => {
    let t = 1_800_000_000_000;
    const links = createLinkSigner(secret, { now: () => t });
    const { e, s } = links.sign("abc", t + 1000);
    expect(links.verify("abc", e, s)).toBe("ok");
    expect(links.verify("abd", e, s)).toBe("invalid");
    expect(links.verify("abc", String(Number(e) + 100), s)).toBe("invalid");
    t += 2000;
    expect(links.verify("abc", e, s)).toBe("expired");
  });
});
