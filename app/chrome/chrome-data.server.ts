/** What the header and footer show, localised on the server so the browser gets only its language. */
import type { Lang } from "../../common/i18n/languages";
import type { Services } from "../../server/services";

export interface ChromeData {
  siteName: string;
  addressLines: [string, string, string];
  phone: string;
  email: string;
  copyrightYear: number;
  social: Array<{ network: string; name: string; url: string; icon: string }>;
  links: { coursesSite: string; professionalNetwork: string; maps: string };
  assets: { logo: string; logoDark: string; favicon: string; badgeWcag: string; badgeHtml: string };
}

export async function chromeData(services: Services, lang: Lang): Promise<ChromeData> {
  const site = await services.content.site();
  const { address } = site;
  const rights = { pt: "Todos os direitos reservados", en: "All rights reserved", es: "Todos los derechos reservados" }[lang];
  const asset = (name: string) => services.media.asset(name);
  return {
    siteName: site.name,
    addressLines: [
      `${address.street} · ${address.complement[lang]}`,
      `${address.district}, ${address.city} - ${address.region}, ${address.postalCode}`,
      `${site.legalName} · ${rights}`,
    ],
    phone: site.phone,
    email: site.email,
    copyrightYear: site.copyrightYear,
    social: site.social.map((s) => ({ ...s, icon: asset(`social/${s.network}`) })),
    links: { coursesSite: site.links.coursesSite, professionalNetwork: site.links.professionalNetwork, maps: site.links.maps },
    assets: {
      logo: asset("logo"),
      logoDark: asset("logoDark"),
      favicon: asset("favicon"),
      badgeWcag: asset("badgeWcag"),
      badgeHtml: asset("badgeHtml"),
    },
  };
}
