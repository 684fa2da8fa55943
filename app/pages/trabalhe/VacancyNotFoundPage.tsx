import { pageHref } from "../../../common/paths";
import { PageFrame } from "../../chrome/PageFrame";
import { useUi } from "../../site/site-context";
import { trabalheStrings } from "./strings";
import "../../components/controls.css";
import "./trabalhe.css";

/** Unknown or hidden opening: a 404 page in the visitor's language, inside the portal's frame. */
export default function VacancyNotFoundPage() {
  const { lang } = useUi();
  const o = trabalheStrings[lang].opening;
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
