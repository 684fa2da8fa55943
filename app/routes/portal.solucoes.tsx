import { useLoaderData } from "react-router";
import type { LoaderArgs } from "../context";
import { pageBasics } from "../content/page.server";
import { PageFrame } from "../chrome/PageFrame";
import { PageIntro } from "../chrome/PageIntro";
import { BackToTop } from "../components/BackToTop";
import { pageMeta } from "../seo-meta";
import { solucoesData } from "../pages/solucoes/solucoes.server";
import { SolutionSections } from "../pages/solucoes/SolutionSections";

export async function loader({ context, request }: LoaderArgs) {
  const [basics, data] = await Promise.all([pageBasics(context, request, "solucoes", "solucoes"), solucoesData(context)]);
  return { ...basics, ...data };
}

export const meta = pageMeta;

export default function SolucoesPage() {
  const { intro, strings, solutions } = useLoaderData<typeof loader>();
  return (
    <PageFrame pageId="solucoes">
      <PageIntro intro={intro} />
      <SolutionSections solutions={solutions} strings={strings} />
      <BackToTop />
    </PageFrame>
  );
}
