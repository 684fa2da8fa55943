/**
 * POST /preferencias: the accessibility bar's controls without JavaScript. A real form post
 * (contrast, font size, Libras) sets the preferences cookie and sends the visitor back (303) to
 * the page they were on, which the server then renders in the new state. With JavaScript the bar
 * changes the same cookie in the browser and never reaches this route.
 */
import { redirect } from "react-router";
import type { ActionArgs, LoaderArgs } from "../context";
import {
  applyPreferenceAction,
  isPreferenceAction,
  parsePreferences,
  preferencesCookie,
  PREFERENCES_COOKIE,
  safeBackPath,
} from "../../common/a11y/preferences";
import { readCookie } from "../../common/http/cookies";
import { withLang } from "../../common/paths";

/** Where focus context returns after the redirect: the accessibility bar. */
const BAR_HASH = "#barra-acessibilidade";

export async function action({ request, context }: ActionArgs) {
  // Only this site's pages may change a visitor's settings (no cross-site form posts).
  const fetchSite = request.headers.get("sec-fetch-site");
  const origin = request.headers.get("origin");
  if (fetchSite === "cross-site" || (origin && origin !== "null" && new URL(origin).host !== new URL(request.url).host)) {
    return new Response("Forbidden", { status: 403, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  const form = await request.formData().catch(() => null);
  const back = safeBackPath(form?.get("back"), withLang("/portal", context.lang));
  const action = form?.get("acao");
  if (!isPreferenceAction(action)) {
    return new Response("Unknown preference", { status: 400, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  const prefs = applyPreferenceAction(parsePreferences(readCookie(request.headers.get("cookie"), PREFERENCES_COOKIE)), action);
  return redirect(back + BAR_HASH, {
    status: 303,
    headers: {
      "Set-Cookie": preferencesCookie(prefs, { secure: context.services.config.TRUST_PROXY }),
      "Cache-Control": "no-store",
    },
  });
}

/** A GET (a bookmarked or refreshed address) just goes home. */
export function loader({ context }: LoaderArgs) {
  return redirect(withLang("/portal", context.lang));
}
