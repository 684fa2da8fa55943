import type { DataOf } from "../../site/page-props";
import type { loader } from "../../routes/portal.trabalhe";
import { PageFrame } from "../../chrome/PageFrame";
import { PageIntro } from "../../chrome/PageIntro";
import { BackToTop } from "../../components/BackToTop";
import { useUi } from "../../site/site-context";
import { Island } from "../../site/islands";
import { Benefits } from "./Benefits";
import { Openings } from "./Openings";
import { AlertsSection } from "./AlertsSection";
import { PhotoGallery } from "./PhotoGallery";
import "../../components/controls.css";
import "./trabalhe.css";

export interface TrabalhePageProps {
  loaderData: DataOf<typeof loader>;
}

/**
 * The page's text, benefits and the job-alert form are server HTML; the openings (filter and cards) and the gallery
 * are islands (docs/decisions/0031).
 */
export default function TrabalhePage({ loaderData }: TrabalhePageProps) {
  const { intro, benefits, vacancies, jobAreas, gallery, strings, alerts } = loaderData;
  const { lang } = useUi();

  return (
    <PageFrame pageId="trabalhe">
      <PageIntro intro={intro} />
      <Benefits benefits={benefits} strings={strings.benefits} />
      <Island id="openings" component={Openings} props={{ vacancies, jobAreas, strings }} />
      <AlertsSection alerts={alerts} grey />
      <Island id="gallery" component={PhotoGallery} props={{ photos: gallery, strings: strings.gallery, lang }} />
      <BackToTop />
    </PageFrame>
  );
}
