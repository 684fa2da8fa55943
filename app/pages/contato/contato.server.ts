/**
 * The contact information block of /portal/contato, in the visitor's language: the address from
 * content/site.json, phone, public e-mail, the maps link and the static map (mobile and desktop
 * crops, media names contato/mapa-mobile and contato/mapa-desktop).
 */
import type { AppLoadContext } from "react-router";
import { fill } from "../../../common/i18n/plural";
import { langCodes } from "../../../common/i18n/languages";
import { contatoStrings } from "./strings";

export const MAP_MEDIA = { narrow: "contato/mapa-mobile", wide: "contato/mapa-desktop" } as const;

export async function contactInfoData(context: AppLoadContext) {
  const { services, lang } = context;
  const site = await services.content.site();
  const strings = contatoStrings[lang];
  const { street, complement, district, city, region, postalCode, country } = site.address;
  const addressLine = `${street}, ${complement[lang]}, ${district}, ${city}`;
  const alt = Object.fromEntries(
    langCodes.map((code) => [
      code,
      fill(contatoStrings[code].mapAlt, { address: `${street}, ${complement[code]}, ${district}, ${city} - ${region}` }),
    ]),
  ) as Record<(typeof langCodes)[number], string>;
  const image = (file: string) => services.media.image({ file, alt: { pt: alt.pt, en: alt.en, es: alt.es } }, lang);
  return {
    strings,
    addressLine,
    regionLine: `${region}, ${postalCode}, ${country}`,
    phone: site.phone,
    phoneHref: `tel:${site.phone.replace(/[^+\d]/g, "")}`,
    email: site.email,
    mapsUrl: site.links.maps,
    map: { narrow: image(MAP_MEDIA.narrow), wide: image(MAP_MEDIA.wide) },
    /** The map's text alternative: where Lead is. */
    mapAlt: alt[lang],
  };
}

export type ContactInfoData = Awaited<ReturnType<typeof contactInfoData>>;
