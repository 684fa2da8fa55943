/**
 * The job alerts' pages (issue 25, docs/decisions/0033-job-alerts.md): the subscribe form's state
 * (on /portal/trabalhe, each opening's page and /portal/trabalhe/alertas), and the loaders and
 * actions of the three alert pages. Plain form posts, so everything works without JavaScript;
 * every decision is services.alerts' (server/alerts/service.ts).
 *
 * No XSRF token: the subscribe form sits on cached public pages and changes nobody's session, so
 * it is guarded by Fetch Metadata and Origin (as /preferencias), a per-client limit and a
 * site-wide mail budget; the confirmation and manage forms carry their signed link, which no other
 * site can know.
 */
import { data, redirect } from "react-router";
import { alertErrorMessages, alertRefusalMessages, type AlertRefusal } from "../../../common/alerts/messages";
import {
  ALERT_CONSENT_VALUE,
  ALERT_LIMITS,
  checkAlertPreferences,
  checkAlertRequest,
  type AlertErrors,
} from "../../../common/alerts/schema";
import { jobAreaLabels, jobAreas, type JobArea } from "../../../common/content/job-areas";
import { languages, type Lang } from "../../../common/i18n/languages";
import { ALERT_CONFIRM_PATH, ALERT_MANAGE_PATH, ALERTS_PATH, alertsHref, withLang } from "../../../common/paths";
import type { ActionArgs, LoaderArgs } from "../../context";
import { sameSite } from "../../http/same-site.server";
import type { Seo } from "../../seo";
import { alertStrings } from "./alert-strings";

export interface AlertFormState {
  /** Where the form posts: the alerts page, in the visitor's language. */
  action: string;
  values: { email: string; areas: JobArea[]; lang: Lang };
  errors: AlertErrors;
  status: "idle" | "invalid" | "sent" | "refused";
  /** A refusal of the whole request (cross-site, too many), said in the visitor's language. */
  refusal: string | null;
  areaOptions: { id: JobArea; label: string }[];
  langOptions: { code: Lang; name: string; htmlLang: string }[];
  errorTexts: (typeof alertErrorMessages)[Lang];
  consentValue: string;
  pendingDays: number;
  linkHours: number;
}

/** The subscribe form, empty, with areas ticked in advance (an opening's own, a filter's). */
export function alertFormState(lang: Lang, preset: readonly JobArea[] = []): AlertFormState {
  return {
    action: alertsHref(lang),
    values: { email: "", areas: [...preset], lang },
    errors: {},
    status: "idle",
    refusal: null,
    areaOptions: jobAreas.map((id) => ({ id, label: jobAreaLabels[lang][id] })),
    langOptions: languages.map((l) => ({ code: l.code, name: l.nativeName, htmlLang: l.htmlLang })),
    errorTexts: alertErrorMessages[lang],
    consentValue: ALERT_CONSENT_VALUE,
    pendingDays: ALERT_LIMITS.pendingDays,
    linkHours: ALERT_LIMITS.confirmLinkHours,
  };
}

const noStore = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

function seoOf(context: LoaderArgs["context"], path: string) {
  const s = alertStrings[context.lang];
  return {
    title: s.pageTitle,
    description: s.pageIntro,
    path,
    lang: context.lang,
    origin: context.services.config.publicOrigin,
  } satisfies Seo;
}

/**
 * /portal/trabalhe/alertas: the form, with ?area= ticked (an unknown area is dropped by a redirect).
 * A post refused on its headers (too many from one client, server/http/page-post-budget.ts) is
 * rendered as this GET with the refusal in the load context: the form shows it, empty.
 */
export function subscribeLoader({ context, request }: LoaderArgs) {
  const area = new URL(request.url).searchParams.get("area");
  if (area !== null && !(jobAreas as readonly string[]).includes(area)) throw redirect(alertsHref(context.lang), 302);
  const page = {
    strings: alertStrings[context.lang],
    seo: seoOf(context, ALERTS_PATH),
    form: alertFormState(context.lang, area ? [area as JobArea] : []),
  };
  const { refusal } = context;
  if (!refusal) return page;
  const messages = alertRefusalMessages[context.lang];
  const message = Object.hasOwn(messages, refusal.error) ? messages[refusal.error as AlertRefusal] : messages.rate_limited;
  return data({ ...page, form: { ...page.form, status: "refused" as const, refusal: message } }, { status: refusal.status });
}

export async function subscribeAction({ context, request }: ActionArgs) {
  const { lang, services } = context;
  const base = alertFormState(lang);
  const refuse = (status: number, refusal: AlertRefusal, headers: Record<string, string> = {}) =>
    data({ ...base, status: "refused" as const, refusal: alertRefusalMessages[lang][refusal] }, { status, headers });
  const site = sameSite(request, services.config.publicOrigin);
  if (site !== true) return refuse(403, "cross_site");
  const form = await request.formData().catch(() => null);
  const input = {
    email: form?.get("email"),
    areas: form?.getAll("areas"),
    lang: form?.get("lang"),
    consent: form?.get("consent"),
  };
  const checked = checkAlertRequest(input);
  if (!checked.ok) {
    const email = typeof input.email === "string" ? input.email.slice(0, 300) : "";
    const areas = jobAreas.filter((a) => input.areas?.includes(a));
    const chosen = languages.find((l) => l.code === input.lang)?.code ?? lang;
    return data(
      { ...base, status: "invalid" as const, errors: checked.errors, values: { email, areas, lang: chosen } },
      { status: 400 },
    );
  }
  const outcome = await services.alerts.request(checked.value, context.clientIp ?? "unknown");
  if (!outcome.ok) return refuse(429, outcome.refusal, outcome.retryAfter ? { "Retry-After": String(outcome.retryAfter) } : {});
  return data({ ...base, status: "sent" as const, values: { ...base.values, email: checked.value.email } });
}

/** What the confirmation and manage pages show, by state. */
export interface AlertView {
  email: string;
  areas: JobArea[];
  areaLabels: string[];
  lang: Lang;
  langName: string;
}
export type AlertLinkState =
  | { kind: "refused"; refusal: string }
  | { kind: "confirm"; view: AlertView; link: { t: string; e: string; s: string }; action: string }
  | { kind: "confirmed"; view: AlertView; manageHref: string | null }
  | {
      kind: "manage";
      view: AlertView;
      pending: boolean;
      link: { t: string; s: string };
      action: string;
      form: AlertFormState;
      errors: AlertErrors;
      saved: boolean;
    }
  | { kind: "left" };

const linkStatus: Partial<Record<AlertRefusal, number>> = {
  invalid_link: 400,
  expired_link: 410,
  unknown_link: 404,
  cross_site: 403,
};

/** A link page's answer: never stored by a cache, never indexed. */
function answer(context: LoaderArgs["context"], path: string, state: AlertLinkState, status = 200) {
  return data({ strings: alertStrings[context.lang], seo: seoOf(context, path), state }, { status, headers: noStore });
}
function refused(context: LoaderArgs["context"], path: string, refusal: AlertRefusal) {
  return answer(
    context,
    path,
    { kind: "refused", refusal: alertRefusalMessages[context.lang][refusal] },
    linkStatus[refusal] ?? 400,
  );
}

const param = (url: URL, name: string) => url.searchParams.get(name);

function viewOf(lang: Lang, view: { email: string; areas: JobArea[]; lang: Lang }): AlertView {
  return {
    email: view.email,
    areas: view.areas,
    areaLabels: view.areas.map((a) => jobAreaLabels[lang][a]),
    lang: view.lang,
    langName: languages.find((l) => l.code === view.lang)!.nativeName,
  };
}

/** /portal/trabalhe/alertas/confirmar: the link's page, with the button that confirms. */
export async function confirmLoader({ context, request }: LoaderArgs) {
  const url = new URL(request.url);
  const [t, e, s] = [param(url, "t"), param(url, "e"), param(url, "s")];
  const found = await context.services.alerts.confirmation(t, e, s);
  if (!found.ok) return refused(context, ALERT_CONFIRM_PATH, found.refusal);
  const view = viewOf(context.lang, found.view);
  return answer(
    context,
    ALERT_CONFIRM_PATH,
    found.view.status === "confirmed"
      ? { kind: "confirmed", view, manageHref: null }
      : { kind: "confirm", view, link: { t: t!, e: e!, s: s! }, action: withLang(ALERT_CONFIRM_PATH, context.lang) },
  );
}

export async function confirmAction({ context, request }: ActionArgs) {
  if (sameSite(request, context.services.config.publicOrigin) !== true) return refused(context, ALERT_CONFIRM_PATH, "cross_site");
  const form = await request.formData().catch(() => null);
  const done = await context.services.alerts.confirm(form?.get("t"), form?.get("e"), form?.get("s"));
  if (!done.ok) return refused(context, ALERT_CONFIRM_PATH, done.refusal);
  return answer(context, ALERT_CONFIRM_PATH, {
    kind: "confirmed",
    view: viewOf(context.lang, done.view),
    manageHref: relative(done.manageUrl),
  });
}

/** /portal/trabalhe/alertas/gerenciar: change the areas and language, or leave. */
export async function manageLoader({ context, request }: LoaderArgs) {
  const url = new URL(request.url);
  const [t, s] = [param(url, "t"), param(url, "s")];
  const found = await context.services.alerts.subscription(t, s);
  if (!found.ok) return refused(context, ALERT_MANAGE_PATH, found.refusal);
  return answer(context, ALERT_MANAGE_PATH, manageState(context.lang, found.view, { t: t!, s: s! }));
}

export async function manageAction({ context, request }: ActionArgs) {
  const { lang, services } = context;
  if (sameSite(request, services.config.publicOrigin) !== true) return refused(context, ALERT_MANAGE_PATH, "cross_site");
  const form = await request.formData().catch(() => null);
  const [t, s] = [form?.get("t"), form?.get("s")];
  if (form?.get("acao") === "sair") {
    const left = await services.alerts.leave(t, s);
    if (!left.ok) return refused(context, ALERT_MANAGE_PATH, left.refusal);
    return answer(context, ALERT_MANAGE_PATH, { kind: "left" });
  }
  const found = await services.alerts.subscription(t, s);
  if (!found.ok) return refused(context, ALERT_MANAGE_PATH, found.refusal);
  const link = { t: t as string, s: s as string };
  const checked = checkAlertPreferences({ areas: form?.getAll("areas"), lang: form?.get("lang") });
  if (!checked.ok)
    return answer(context, ALERT_MANAGE_PATH, { ...manageState(lang, found.view, link), errors: checked.errors }, 400);
  const saved = await services.alerts.update(t, s, checked.value);
  if (!saved.ok) return refused(context, ALERT_MANAGE_PATH, saved.refusal);
  return answer(context, ALERT_MANAGE_PATH, { ...manageState(lang, saved.view, link), saved: true });
}

function manageState(
  lang: Lang,
  view: { email: string; areas: JobArea[]; lang: Lang; status: "pending" | "confirmed" },
  link: { t: string; s: string },
): Extract<AlertLinkState, { kind: "manage" }> {
  const form = alertFormState(lang, view.areas);
  return {
    kind: "manage",
    view: viewOf(lang, view),
    pending: view.status === "pending",
    link,
    action: withLang(ALERT_MANAGE_PATH, lang),
    form: { ...form, values: { ...form.values, email: view.email, lang: view.lang } },
    errors: {},
    saved: false,
  };
}

/** The path and query of an absolute link of this site (the page links within the site). */
function relative(url: string): string {
  const u = new URL(url);
  return u.pathname + u.search;
}
