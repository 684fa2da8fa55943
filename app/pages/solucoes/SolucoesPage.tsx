import type { DataOf } from "../../site/page-props";
import type { loader } from "../../routes/portal.solucoes";
import { PageFrame } from "../../chrome/PageFrame";
import { PageIntro } from "../../chrome/PageIntro";
import { BackToTop } from "../../components/BackToTop";
import { SolutionSections } from "./SolutionSections";

export interface SolucoesPageProps {
  loaderData: DataOf<typeof loader>;
}

export default function SolucoesPage({ loaderData }: SolucoesPageProps) {
  const { intro, strings, solutions } = loaderData;
  return (
    <PageFrame pageId="solucoes">
      <PageIntro intro={intro} />
      <SolutionSections solutions={solutions} strings={strings} />
      <BackToTop />
    </PageFrame>
  );
}
