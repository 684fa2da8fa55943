import type { DataOf } from "../../site/page-props";
import type { loader } from "../../routes/portal.trabalhe";
import { PageFrame } from "../../chrome/PageFrame";
import { PageIntro } from "../../chrome/PageIntro";
import { BackToTop } from "../../components/BackToTop";
import { fill } from "../../../common/i18n/plural";
import { useUi } from "../../site/site-context";
import { Island } from "../../site/islands";
import { Benefits } from "./Benefits";
import { Openings } from "./Openings";
import { PhotoGallery } from "./PhotoGallery";
import "../../components/controls.css";
import "./trabalhe.css";

export interface TrabalhePageProps {
  loaderData: DataOf<typeof loader>;
}

/**
 * The page's text and benefits are server HTML (the job-alert form lives on its own page, one
 * invitation to it sits under the openings); the openings (filter and cards) and the gallery
 * are islands (docs/decisions/0031).
 */
export default function TrabalhePage({ loaderData }: TrabalhePageProps) {
  const { intro, benefits, vacancies, jobAreas, gallery, strings } = loaderData;
  const { lang } = useUi();
  const places = new Set(vacancies.map((v) => v.place));
  const onePlace = places.size === 1 ? [...places][0]! : null;

  return (
    <PageFrame pageId="trabalhe">
      <PageIntro intro={intro} />
      {/* On a phone the benefits take a few screens: the openings are one link away (issue 26). */}
      <p className="container jump-to-openings">
        <a href="#vagas" className="jump-to-openings__link">
          {fill(strings.jump.toOpenings, { n: vacancies.length })}
        </a>
        {onePlace ? <span className="jump-to-openings__place"> {fill(strings.jump.onePlace, { place: onePlace })}</span> : null}
      </p>
      <Benefits benefits={benefits} strings={strings.benefits} />
      {/* Every opening in the same place: said once above, not on each card. */}
      <div className={onePlace ? "openings-one-place" : undefined}>
        <Island id="openings" component={Openings} props={{ vacancies, jobAreas, strings }} wake="visible" />
      </div>
      <Island id="gallery" component={PhotoGallery} props={{ photos: gallery, strings: strings.gallery, lang }} wake="visible" />
      <BackToTop />
    </PageFrame>
  );
}
