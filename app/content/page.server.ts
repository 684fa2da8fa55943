/** Shared pieces of every page loader: the intro block and the SEO data, in the request's language. */
import type { AppLoadContext } from "react-router";
import type { ContentOf } from "../../common/content/content-types";
import { portalPath, type PortalPage } from "../../common/paths";
import { plainText, type Seo } from "../seo";

export type IntroKey = Exclude<keyof ContentOf<"pages.json">, "welcomeNotification">;

export interface Intro {
  title: string;
  /** Sanitised rich text. */
  html: string;
  libras: ReturnType<AppLoadContext["services"]["media"]["clip"]>;
}

export async function pageBasics(context: AppLoadContext, request: Request, key: IntroKey, page: PortalPage) {
  const { services, lang } = context;
  const pages = await services.content.pages();
  const intro = pages[key];
  const origin = services.config.publicOrigin;
  const seo: Seo = {
    title: intro.title[lang],
    description: plainText(intro.text[lang]),
    path: portalPath(page),
    lang,
    origin,
    image: services.media.asset("ogImage") || undefined,
  };
  const resolved: Intro = { title: intro.title[lang], html: intro.text[lang], libras: services.media.clip(intro.libras) };
  return { intro: resolved, seo };
}
