/** What the header and footer show, localised on the server so the browser gets only its language. */
import type { Lang } from "../../common/i18n/languages";
import { fortalezaDay } from "../../common/content/openings";
import type { Services } from "../../server/services";

export interface ChromeData {
  siteName: string;
  addressLines: [string, string, string];
  phone: string;
  email: string;
  /** The year it is now (the footer's ©). */
  copyrightYear: number;
  social: Array<{ network: string; name: string; url: string; icon: string }>;
  links: { coursesSite: string; professionalNetwork: string; maps: string };
  assets: { logo: string; logoDark: string; favicon: string };
}

export async function chromeData(services: Services, lang: Lang): Promise<ChromeData> {
  const site = await services.content.site();
  const { address } = site;
  const asset = (name: string) => services.media.asset(name);
  return {
    siteName: site.name,
    addressLines: [
      `${address.street} · ${address.complement[lang]}`,
      `${address.district}, ${address.city} - ${address.region}, ${address.postalCode}`,
      site.legalName,
    ],
    phone: site.phone,
    email: site.email,
    // This year in Fortaleza, by the content store's clock (a test moves it).
    copyrightYear: Number(fortalezaDay(services.content.now()).slice(0, 4)),
    social: site.social.map((s) => ({ ...s, icon: asset(`social/${s.network}`) })),
    links: { coursesSite: site.links.coursesSite, professionalNetwork: site.links.professionalNetwork, maps: site.links.maps },
    assets: {
      logo: asset("logo"),
      logoDark: asset("logoDark"),
      favicon: asset("favicon"),
    },
  };
}
