import { useLoaderData } from "react-router";
import type { LoaderArgs } from "../context";
import { pageBasics } from "../content/page.server";
import { PageFrame } from "../chrome/PageFrame";
import { PageIntro } from "../chrome/PageIntro";
import { BackToTop } from "../components/BackToTop";
import { pageMeta } from "../seo-meta";
import { useUi } from "../i18n/use-ui";
import { JsonLd } from "../components/JsonLd";
import { newsArticlesLd } from "../structured-data.server";
import { institucionalData } from "../pages/institucional/institucional.server";
import { AboutRelease } from "../pages/institucional/AboutRelease";
import { Partners } from "../pages/institucional/Partners";
import { AwardsCarousel } from "../pages/institucional/AwardsCarousel";
import { StoryList } from "../pages/institucional/StoryList";

export async function loader({ context, request }: LoaderArgs) {
  const [basics, data, newsArticles] = await Promise.all([
    pageBasics(context, request, "institucional", "institucional"),
    institucionalData(context),
    newsArticlesLd(context, request),
  ]);
  context.structuredData?.set("newsArticles", newsArticles);
  return { ...basics, ...data };
}

export const meta = pageMeta;

export default function InstitucionalPage() {
  const { intro, strings, about, release, partners, awards, socialActions, news, professionalNetwork } =
    useLoaderData<typeof loader>();
  const { lang } = useUi();
  return (
    <PageFrame pageId="institucional">
      <JsonLd name="newsArticles" />
      <PageIntro intro={intro} />
      <AboutRelease about={about} release={release} strings={strings} />
      <Partners partners={partners} strings={strings} />
      <AwardsCarousel awards={awards} strings={strings.awards} />
      <StoryList
        id="acoes-sociais"
        heading={strings.socialActions}
        stories={socialActions}
        grey
        networkHref={professionalNetwork}
        // Two lists, two buttons to the same page: each says which list it continues.
        networkLabel={`${strings.professionalNetwork}: ${strings.socialActions.title.toLocaleLowerCase(lang)}`}
      />
      <StoryList
        id="noticias"
        heading={strings.news}
        stories={news}
        networkHref={professionalNetwork}
        networkLabel={`${strings.professionalNetwork}: ${strings.news.title.toLocaleLowerCase(lang)}`}
      />
      <BackToTop />
    </PageFrame>
  );
}
