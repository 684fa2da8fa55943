import type { DataOf } from "../../site/page-props";
import type { loader } from "../../routes/portal.home";
import { useCallback, useState } from "react";
import { PageFrame } from "../../chrome/PageFrame";
import { PageIntro } from "../../chrome/PageIntro";
import { BackToTop } from "../../components/BackToTop";
import { useRoot } from "../../site/site-context";
import { restoreScript } from "./dismissal";
import { WelcomeNotification } from "./WelcomeNotification";
import { NewsHighlight } from "./NewsHighlight";
import { ContactTeaser, HomeSections, JobTeaser, LatestPublications, LeadFacts } from "./HomeSections";

export interface HomePageProps {
  loaderData: DataOf<typeof loader>;
}

export default function HomePage({ loaderData }: HomePageProps) {
  const { intro, strings, welcome, highlight, claims, sections, jobTeaser, publications } = loaderData;
  const { nonce } = useRoot();
  const [status, setStatus] = useState("");
  const announce = useCallback((message: string) => setStatus(message), []);
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
