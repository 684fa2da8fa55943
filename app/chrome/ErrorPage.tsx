import type { Lang } from "../../common/i18n/languages";
import { errorPageStrings } from "../i18n/error-page";

/**
 * The page the root's error boundary shows: a 404 (an address no page has) or anything else, with
 * its status and the way home, in the visitor's language.
 */
export function ErrorPage({ lang, status }: { lang: Lang; status: number }) {
  const strings = errorPageStrings[lang];
  const texts =
    status === 404
      ? { title: strings.notFoundTitle, body: strings.notFoundBody, home: strings.home }
      : { title: strings.title, body: strings.body, home: strings.home };
  return (
    <main id="conteudo" className="error-page container">
      <h1>
        {texts.title} ({status})
      </h1>
      <p>{texts.body}</p>
      <p>
        <a href={`/portal?lang=${lang}`}>{texts.home}</a>
      </p>
    </main>
  );
}
