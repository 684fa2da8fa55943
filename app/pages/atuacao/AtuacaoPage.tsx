import type { DataOf } from "../../site/page-props";
import type { loader } from "../../routes/portal.atuacao";
import { PageFrame } from "../../chrome/PageFrame";
import { PageIntro } from "../../chrome/PageIntro";
import { BackToTop } from "../../components/BackToTop";
import { Island } from "../../site/islands";
import { AreaResearch } from "./AreaResearch";
import "../../components/controls.css";
import "./atuacao.css";

export interface AtuacaoPageProps {
  loaderData: DataOf<typeof loader>;
}

/** The page's text is server HTML; the filter and the list it filters are one island (docs/decisions/0031). */
export default function AtuacaoPage({ loaderData }: AtuacaoPageProps) {
  const { intro, areas, research, strings } = loaderData;
  return (
    <PageFrame pageId="atuacao">
      <PageIntro intro={intro} />
      <Island id="area-research" component={AreaResearch} props={{ areas, research, strings }} wake="interaction" />
      <BackToTop />
    </PageFrame>
  );
}
