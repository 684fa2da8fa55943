/**
 * /portal/trabalhe/{key}: one job opening, server-rendered in the visitor's language and readable
 * without JavaScript: its details, its Libras clip, how to apply (the contact form with the
 * opening as the subject, or e-mail), its JobPosting (one per page, as Google asks) and Open
 * Graph. An unknown or hidden key answers 404 with a page that leads back to the openings.
 */
import { data, isRouteErrorResponse, useLoaderData, useRouteError, type ClientLoaderFunctionArgs } from "react-router";
import type { LoaderArgs } from "../context";
import { fill } from "../../common/i18n/plural";
import { contactWithSubjectHref, pageHref, vacancyPath } from "../../common/paths";
import { librasAttrs } from "../accessibility/libras-attrs";
import { PageFrame } from "../chrome/PageFrame";
import { JsonLd } from "../components/JsonLd";
import { UiIcon } from "../components/UiIcon";
import { useUi } from "../i18n/use-ui";
import { pageMeta } from "../seo-meta";
import type { Seo } from "../seo";
import { jobPostingLd } from "../structured-data.server";
import { trabalheStrings, type TrabalheStrings } from "../pages/trabalhe/strings";
import { vacancyData } from "../pages/trabalhe/trabalhe.server";
import { isCardDetailsRequest, type VacancyDetailsResult } from "../pages/trabalhe/vacancy-details";
import { VacancyFacts, VacancyTags } from "../pages/trabalhe/VacancyCard";
import "../components/controls.css";
import "../pages/trabalhe/trabalhe.css";

export async function loader({ context, request, params }: LoaderArgs) {
  const { services, lang } = context;
  const key = params.key ?? "";
  const found = await vacancyData(context, key);
  // The status text goes with it: without one React Router labels the card's data answer (and
  // any thrown data) "Internal Server Error", although the status is 404.
  if (!found) throw data(null, { status: 404, statusText: "Not Found" });
  const { vacancy, strings } = found;
  const origin = services.config.PUBLIC_URL?.replace(/\/+$/, "") ?? new URL(request.url).origin;
  const seo: Seo = {
    title: vacancy.title,
    description: `${vacancy.areaText} · ${strings.regimes[vacancy.regime].label} · ${vacancy.place}. ${vacancy.education}`.slice(
      0,
      160,
    ),
    path: vacancyPath(vacancy.key),
    lang,
    origin,
    image: services.media.asset("ogImage") || undefined,
  };
  context.structuredData?.set("jobPosting", await jobPostingLd(context, request, key));
  return { ...found, seo };
}

/**
 * A listing card expanding (vacancy-details.ts) gets the details or the failure as data, so the
 * card shows its own error; the page itself (navigations) is answered as the server answers.
 */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  if (!isCardDetailsRequest(request.url)) return serverLoader();
  try {
    const { vacancy } = (await serverLoader()) as Awaited<ReturnType<typeof loader>>;
    return { vacancy } satisfies VacancyDetailsResult;
  } catch (error) {
    return { failed: isRouteErrorResponse(error) ? error.status : 0 } satisfies VacancyDetailsResult;
  }
}

export const meta = pageMeta;

export default function VacancyPage() {
  const { vacancy, strings, email } = useLoaderData<typeof loader>();
  const { lang } = useUi();
  const o = strings.opening;
  const subject = fill(o.applySubject, { title: vacancy.title });
  const contactHref = contactWithSubjectHref(subject, lang);
  return (
    <PageFrame pageId="vaga">
      <JsonLd name="jobPosting" />
      <article aria-labelledby="titulo-pagina">
        <header className="page-intro" {...librasAttrs(vacancy.libras, vacancy.title)}>
          <div className="container page-intro__inner">
            <p className="vacancy-page__back">
              <a href={pageHref("trabalhe", lang, "vagas")} className="text-button">
                <UiIcon name="chevron-left" size={18} />
                {o.allOpenings}
              </a>
            </p>
            <h1 id="titulo-pagina" className="page-intro__title">
              {vacancy.title}
            </h1>
            <VacancyTags vacancy={vacancy} strings={strings} />
          </div>
        </header>
        <div className="section">
          <div className="container vacancy-page">
            <VacancyFacts vacancy={vacancy} strings={strings} heading="h2" />
          </div>
        </div>
        <section className="section section--grey" aria-labelledby="vaga-candidatura">
          <div className="container vacancy-apply">
            <h2 id="vaga-candidatura" className="section__title">
              {o.applyTitle}
            </h2>
            <p>{o.applyText}</p>
            <p className="vacancy-apply__actions">
              <a className="button" href={contactHref}>
                {o.applyByForm}
              </a>
            </p>
            <p>
              <a href={`mailto:${email}?subject=${encodeURIComponent(subject)}`} className="text-button">
                <UiIcon name="mail" size={18} />
                {fill(o.applyByEmail, { email })}
              </a>
            </p>
          </div>
        </section>
      </article>
    </PageFrame>
  );
}

/** Unknown or hidden opening: a 404 page in the visitor's language, inside the portal's frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { lang } = useUi();
  const o: TrabalheStrings["opening"] = trabalheStrings[lang].opening;
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <PageFrame pageId="vaga">
      <section className="page-intro" aria-labelledby="titulo-pagina">
        <div className="container page-intro__inner">
          <h1 id="titulo-pagina" className="page-intro__title">
            {o.notFoundTitle}
          </h1>
          <p>{o.notFoundText}</p>
          <p>
            <a className="button" href={pageHref("trabalhe", lang, "vagas")}>
              {o.allOpenings}
            </a>
          </p>
        </div>
      </section>
    </PageFrame>
  );
}
