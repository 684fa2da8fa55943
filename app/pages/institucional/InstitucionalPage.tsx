import type { DataOf } from "../../site/page-props";
import type { loader } from "../../routes/portal.institucional";
import { PageFrame } from "../../chrome/PageFrame";
import { PageIntro } from "../../chrome/PageIntro";
import { BackToTop } from "../../components/BackToTop";
import { JsonLd } from "../../components/JsonLd";
import { AboutRelease } from "./AboutRelease";
import { Partners } from "./Partners";
import { AwardsCarousel } from "./AwardsCarousel";
import { Island } from "../../site/islands";
import { StoryList } from "./StoryList";

export interface InstitucionalPageProps {
  loaderData: DataOf<typeof loader>;
}

export default function InstitucionalPage({ loaderData }: InstitucionalPageProps) {
  const { intro, strings, about, release, partners, awards, socialActions, news, professionalNetwork } = loaderData;
  return (
    <PageFrame pageId="institucional">
      <JsonLd name="newsArticles" />
      <PageIntro intro={intro} />
      <AboutRelease about={about} release={release} strings={strings} />
      <Partners partners={partners} strings={strings} />
      <Island id="awards" component={AwardsCarousel} props={{ awards, strings: strings.awards }} wake="visible" />
      <StoryList
        id="acoes-sociais"
        heading={strings.socialActions}
        stories={socialActions}
        grey
        networkHref={professionalNetwork}
        // Two lists, two buttons to the same page: each says which list it continues.
        networkLabel={strings.followSocialActions}
      />
      <StoryList
        id="noticias"
        heading={strings.news}
        stories={news}
        networkHref={professionalNetwork}
        networkLabel={strings.followNews}
      />
      <BackToTop />
    </PageFrame>
  );
}
