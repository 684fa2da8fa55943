import { librasAttrs } from "../accessibility/libras-attrs";
import type { Intro } from "../content/page.server";
import { RichText } from "./RichText";

/**
 * The intro block that opens every page: the page's one <h1> and a short text. With the Libras
 * mode on, the whole block offers its clip (the page's summary in sign language).
 */
export function PageIntro({ intro, children }: { intro: Intro; children?: React.ReactNode }) {
  return (
    <section className="page-intro" aria-labelledby="titulo-pagina" {...librasAttrs(intro.libras, intro.title)}>
      <div className="container page-intro__inner">
        <h1 id="titulo-pagina" className="page-intro__title">
          {intro.title}
        </h1>
        <RichText html={intro.html} className="page-intro__text" />
        {children}
      </div>
    </section>
  );
}
