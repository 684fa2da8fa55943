import { useCallback, useState } from "react";
import { useLoaderData } from "react-router";
import type { LoaderArgs } from "../context";
import { pageBasics } from "../content/page.server";
import { PageFrame } from "../chrome/PageFrame";
import { PageIntro } from "../chrome/PageIntro";
import { BackToTop } from "../components/BackToTop";
import { useRoot } from "../i18n/use-ui";
import { pageMeta } from "../seo-meta";
import { homeData } from "../pages/home/home.server";
import { restoreScript } from "../pages/home/dismissal";
import { useRestoreDismissals } from "../pages/home/useDismissible";
import { WelcomeNotification } from "../pages/home/WelcomeNotification";
import { NewsHighlight } from "../pages/home/NewsHighlight";
import { ContactTeaser, HomeSections, JobTeaser, LatestPublications, LeadFacts } from "../pages/home/HomeSections";

export async function loader({ context, request }: LoaderArgs) {
  const [basics, home] = await Promise.all([pageBasics(context, request, "home", ""), homeData(context)]);
  return { ...basics, ...home };
}

export const meta = pageMeta;

export default function HomePage() {
  const { intro, strings, welcome, highlight, claims, sections, jobTeaser, publications } = useLoaderData<typeof loader>();
  const { nonce } = useRoot();
  const [status, setStatus] = useState("");
  const announce = useCallback((message: string) => setStatus(message), []);
  useRestoreDismissals();
  return (
    <PageFrame pageId="home">
      {/* Hides what the visitor dismissed before the first paint (see pages/home/dismissal.ts). */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: restoreScript }} />
      <PageIntro intro={intro} />
      <WelcomeNotification text={welcome.text} href={welcome.href} strings={strings.welcome} announce={announce} />
      <NewsHighlight highlight={highlight} strings={strings.highlight} announce={announce} />
      <LeadFacts claims={claims} strings={strings} />
      <HomeSections sections={sections} />
      <JobTeaser teaser={jobTeaser} strings={strings.jobs} />
      <LatestPublications publications={publications} strings={strings.publications} title={strings.headers.publications} />
      <ContactTeaser strings={strings.contact} title={strings.headers.contact} />
      <div className="home-back-to-top">
        <BackToTop />
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
    </PageFrame>
  );
}
