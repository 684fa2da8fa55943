/**
 * The contact information block of /portal/contato, in all three languages: address (from
 * content/site.json), phone, public e-mail, the maps button and the static map's text alternative.
 */
import { describe, expect, it } from "vitest";
import site from "../../content/site.json";
import { languages } from "../../common/i18n/languages";
import { uiStrings } from "../../app/i18n/ui";
import { contatoStrings } from "../../app/pages/contato/strings";
import { expectNoAxeViolations, useSiteAndBrowser } from "./harness";

const e2e = useSiteAndBrowser();

describe.each(languages.map((l) => [l.code] as const))("contact information in %s", (lang) => {
  it("gives the address, phone, e-mail and a maps button that opens a new tab", async () => {
    const { context, page } = await e2e.open(`/portal/contato?lang=${lang}`);
    const s = contatoStrings[lang];
    const block = page.getByRole("region", { name: s.title });
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);

    const { street, complement, district, city } = site.address;
    const address = `${street}, ${complement[lang]}, ${district}, ${city}`;
    if (lang === "pt") expect(address).toBe("Av. Santos Dumont, 2456, 19º andar, sala 1906, Aldeota, Fortaleza");
    expect(await block.getByText(address, { exact: true }).isVisible()).toBe(true);
    expect(await block.locator("address").count()).toBe(1);

    const phone = block.getByRole("link", { name: site.phone });
    expect(await phone.getAttribute("href")).toBe(`tel:${site.phone.replace(/[^+\d]/g, "")}`);
    const email = block.getByRole("link", { name: site.email });
    expect(await email.getAttribute("href")).toBe(`mailto:${site.email}`);

    const maps = block.getByRole("link", { name: s.maps });
    expect(await maps.getAttribute("href")).toBe(site.links.maps);
    expect(await maps.getAttribute("target")).toBe("_blank");
    expect(await maps.getAttribute("rel")).toContain("noopener");
    expect(await maps.textContent()).toContain(uiStrings[lang].footer.newTab);
    const popup = context.waitForEvent("page");
    await context.route(site.links.maps.split("?")[0] + "**", (route) =>
      route.fulfill({ body: "map", contentType: "text/plain" }),
    );
    await maps.click();
    expect((await popup).url()).toBe(site.links.maps);

    // The static map: a narrow crop for phones, a wide one from 800 px, and a text alternative
    // that gives the address.
    const map = block.locator("picture");
    expect(await map.count()).toBe(1);
    expect(await map.locator('source[media="(max-width: 799px)"]').count()).toBe(3);
    expect(await map.locator('source[media="(max-width: 799px)"]').first().getAttribute("srcset")).toContain("mapa-mobile");
    expect(await map.locator("img").getAttribute("src")).toContain("mapa-desktop");
    expect(await block.getByRole("img", { name: `${street}, ${complement[lang]}` }).count()).toBe(1);
    // The browser picks the crop for its width.
    const shown = () => map.locator("img").evaluate((img: HTMLImageElement) => img.currentSrc);
    await expect.poll(shown).toContain("mapa-desktop");
    await page.setViewportSize({ width: 375, height: 740 });
    await expect.poll(shown).toContain("mapa-mobile");
    await expectNoAxeViolations(page, "contact information");
    await context.close();
  });
});
