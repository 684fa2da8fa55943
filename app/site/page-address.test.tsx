// @vitest-environment jsdom
/**
 * The page's address as components read it: the server's during hydration, then the browser's,
 * the same object as long as it does not change (a new object right after hydrating would make
 * React render every reader again).
 */
import { act, cleanup, render } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { replaceAddress, type PageAddress } from "./page-address";
import { SiteProvider, usePageAddress } from "./site-context";

/** A reader of the address inside the site's context, whose server address is `fromServer`. */
const inSite = (fromServer: PageAddress, element: React.ReactNode) => (
  <SiteProvider value={{ root: {} as never, address: fromServer }}>{element}</SiteProvider>
);

afterEach(cleanup);

describe("usePageAddress", () => {
  it("keeps the server's object through hydration when the browser's address agrees, and follows replaceAddress", async () => {
    window.history.replaceState(null, "", "/portal/atuacao?lang=pt");
    const fromServer: PageAddress = { pathname: "/portal/atuacao", search: "?lang=pt", hash: "" };
    const seen: PageAddress[] = [];
    function Reader() {
      const address = usePageAddress();
      seen.push(address);
      return <p>{address.pathname + address.search}</p>;
    }
    const container = document.createElement("div");
    container.innerHTML = renderToString(inSite(fromServer, <Reader />));
    document.body.append(container);
    seen.length = 0;
    await act(async () => {
      hydrateRoot(container, inSite(fromServer, <Reader />));
    });
    expect(seen.every((address) => address === fromServer)).toBe(true);
    expect(seen.length).toBe(1);

    act(() => replaceAddress("?lang=pt&areas=1,2"));
    expect(container.textContent).toBe("/portal/atuacao?lang=pt&areas=1,2");
    expect(window.location.search).toBe("?lang=pt&areas=1,2");
    container.remove();
  });

  it("reads the browser's address when it differs from the server's (a hash the server never sees)", () => {
    window.history.replaceState(null, "", "/portal/trabalhe?lang=en#vagas");
    function Reader() {
      const { hash } = usePageAddress();
      return <p>{hash}</p>;
    }
    const { container } = render(inSite({ pathname: "/portal/trabalhe", search: "?lang=en", hash: "" }, <Reader />));
    expect(container.textContent).toBe("#vagas");
  });
});
