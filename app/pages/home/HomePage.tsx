import type { DataOf } from "../../site/page-props";
import type { loader } from "../../routes/portal.home";
import { PageFrame } from "../../chrome/PageFrame";
import { PageIntro } from "../../chrome/PageIntro";
import { BackToTop } from "../../components/BackToTop";
import { useRoot } from "../../site/site-context";
import { Island } from "../../site/islands";
import { HOME_STATUS_ID } from "./announce";
import { restoreScript } from "./dismissal";
import { WelcomeNotification } from "./WelcomeNotification";
import { NewsHighlight } from "./NewsHighlight";
import { ContactTeaser, HomeSections, JobTeaser, LatestPublications, LeadFacts } from "./HomeSections";

export interface HomePageProps {
  loaderData: DataOf<typeof loader>;
}

/**
 * The page's text, facts, sections and teasers are server HTML; the two dismissible notes are
 * islands (docs/decisions/0031).
 */
export default function HomePage({ loaderData }: HomePageProps) {
  const { intro, strings, welcome, highlight, claims, sections, jobTeaser, publications, restoreDismissals } = loaderData;
  const { nonce } = useRoot();
  return (
    <PageFrame pageId="home">
      {/* Hides what the visitor dismissed before the first paint, for a browser that has closed a
          note (see pages/home/dismissal.ts). */}
      {restoreDismissals ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: restoreScript }} /> : null}
      <PageIntro intro={intro} />
      {/* One notice on the first screen, with the page's one main action (issue 26). Past its end
          date (content's endsAt) the highlight is gone, with nothing in its place. */}
      {highlight ? (
        <Island
          id="news-highlight"
          component={NewsHighlight}
          props={{ highlight, strings: strings.highlight }}
          wake="interaction"
        />
      ) : null}
      <LeadFacts claims={claims} strings={strings} />
      <HomeSections sections={sections} />
      <JobTeaser teaser={jobTeaser} strings={strings.jobs} />
      <LatestPublications publications={publications} strings={strings.publications} title={strings.headers.publications} />
      <ContactTeaser strings={strings.contact} title={strings.headers.contact} />
      {/* After the main content in reading order; pinned at the bottom left where both margins
          have room (welcome-note.css, issue 35). */}
      <Island
        id="welcome-note"
        component={WelcomeNotification}
        props={{ text: welcome.text, href: welcome.href, strings: strings.welcome }}
        wake="interaction"
      />
      <div className="home-back-to-top">
        <BackToTop />
      </div>
      {/* Written by the notes' islands when one closes (announce.ts). */}
      <p id={HOME_STATUS_ID} className="visually-hidden" role="status" aria-live="polite" />
    </PageFrame>
  );
}
