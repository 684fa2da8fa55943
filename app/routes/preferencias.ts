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
  preferenceRefusalMessages,
  safeBackPath,
} from "../../common/a11y/preferences";
import { readCookie } from "../../common/http/cookies";
import { withLang } from "../../common/paths";
import { sameSite } from "../http/same-site.server";

/** Where focus context returns after the redirect: the accessibility bar. */
const BAR_HASH = "#barra-acessibilidade";

/** A refusal in the visitor's language, never kept by a cache. */
function refusal(status: number, text: string) {
  return new Response(text, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}

export async function action({ request, context }: ActionArgs) {
  const messages = preferenceRefusalMessages[context.lang];
  // Only this site's pages may change a visitor's settings (no cross-site form posts).
  const site = sameSite(request, context.services.config.publicOrigin);
  if (site === "bad") return refusal(400, messages.bad_origin);
  if (!site) return refusal(403, messages.cross_site);
  const form = await request.formData().catch(() => null);
  const back = safeBackPath(form?.get("back"), withLang("/portal", context.lang));
  const action = form?.get("acao");
  if (!isPreferenceAction(action)) return refusal(400, messages.unknown_preference);
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
