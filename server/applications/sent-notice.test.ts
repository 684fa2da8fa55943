import { describe, expect, it } from "vitest";
import { createSentNotice, SENT_COOKIE } from "./sent-notice";

const notice = createSentNotice("s".repeat(40), { secureCookie: true });
const header = (setCookie: string) => setCookie.split(";")[0]!;

describe("the application's sent notice", () => {
  it("carries the address to its opening's page only, signed, HttpOnly, Secure behind TLS", () => {
    const cookie = notice.cookie("interprete-libras-pleno", "ana@example.org");
    expect(cookie).toMatch(
      new RegExp(
        `^${SENT_COOKIE}=[\\w-]+\\.[\\w-]+; Max-Age=300; Path=/portal/trabalhe/interprete-libras-pleno; HttpOnly; Secure; SameSite=Lax$`,
      ),
    );
    expect(notice.read(header(cookie), "interprete-libras-pleno")).toEqual({ email: "ana@example.org", plain: true });
    expect(notice.clear("interprete-libras-pleno")).toBe(
      `${SENT_COOKIE}=; Max-Age=0; Path=/portal/trabalhe/interprete-libras-pleno; HttpOnly; Secure; SameSite=Lax`,
    );
  });

  it("reads nothing from another opening's, another secret's, an altered or a malformed cookie", () => {
    const cookie = header(notice.cookie("interprete-libras-pleno", "ana@example.org"));
    expect(notice.read(cookie, "desenvolvedor-python-junior")).toBeNull();
    expect(
      notice.read(
        header(createSentNotice("o".repeat(40), { secureCookie: false }).cookie("interprete-libras-pleno", "ana@example.org")),
        "interprete-libras-pleno",
      ),
    ).toBeNull();
    const [, signature] = cookie.split(".");
    const other = `${SENT_COOKIE}=${Buffer.from("eve@example.org").toString("base64url")}.${signature}`;
    expect(notice.read(other, "interprete-libras-pleno")).toBeNull();
    for (const value of ["", "abc", "a.b.c", "x".repeat(900)])
      expect(notice.read(`${SENT_COOKIE}=${value}`, "interprete-libras-pleno")).toBeNull();
    expect(notice.present(cookie)).toBe(true);
    expect(notice.present("lang=pt")).toBe(false);
  });

  it("says whether an address can be written into a kept page as it is", () => {
    const read = (email: string) => notice.read(header(notice.cookie("k", email)), "k");
    expect(read("maria.souza+rh@example.org")?.plain).toBe(true);
    expect(read("o'neil@example.org")).toEqual({ email: "o'neil@example.org", plain: false });
  });
});
