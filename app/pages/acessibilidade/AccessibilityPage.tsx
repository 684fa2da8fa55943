import type { DataOf } from "../../site/page-props";
import type { loader } from "../../routes/portal.acessibilidade";
import { pageHref } from "../../../common/paths";
import { escapeHtml } from "../../../common/text/escape";
import { resolveVideoUrl } from "../../../common/media";
import { PageFrame } from "../../chrome/PageFrame";
import { PageIntro } from "../../chrome/PageIntro";
import { librasAttrs } from "../../accessibility/libras-attrs";
import { a11yStrings } from "../../accessibility/strings";
import { useRoot } from "../../site/site-context";
import { ShortcutKeys } from "./ShortcutKeys";
import "./acessibilidade.css";

export interface AccessibilityPageProps {
  loaderData: DataOf<typeof loader>;
}

/**
 * The page is server HTML: the shortcut keys put the visitor's browser first with a line of inline
 * script, and the Libras clips' links are handled by the Libras island (docs/decisions/0031, 0046).
 */
export default function AccessibilityPage({ loaderData }: AccessibilityPageProps) {
  const { text, items, email, date } = loaderData;
  const { lang, mediaBase } = useRoot();
  const s = a11yStrings[lang];
  // What the list of keys shows of each aid.
  const keyItems = items.filter((i) => i.target).map(({ id, title, target }) => ({ id, title, target }));
  const st = text.statement;
  return (
    <PageFrame pageId="acessibilidade">
      <PageIntro intro={{ title: text.title, html: `<p>${escapeHtml(text.intro)}</p>`, libras: null }} />

      <section className="container a11y-page__section" aria-labelledby="atalhos">
        <h2 id="atalhos">{text.keys.title}</h2>
        <p>{text.keys.intro}</p>
        <ShortcutKeys items={keyItems} keys={text.keys} />
        <p className="a11y-page__note">{text.keys.note}</p>
      </section>

      <section className="container a11y-page__section a11y-features" aria-labelledby="recursos">
        <h2 id="recursos">{text.aids.title}</h2>
        <p>{text.aids.intro}</p>
        <ul className="a11y-aids tile-grid plain-list">
          {items.map((item) => (
            <li key={item.id} id={item.id} className="a11y-aid" {...librasAttrs(item.clip, item.title)}>
              <h3>{item.title}</h3>
              <p>{item.description}</p>
              {item.clip ? (
                // With JavaScript the clip plays in the Libras panel (the Libras island listens for
                // clicks on .libras-watch); without, the browser plays the file.
                <a className="libras-watch" href={resolveVideoUrl(item.clip, mediaBase)}>
                  {s.libras.watch}
                  <span className="visually-hidden">: {item.title}</span>
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <section className="container a11y-page__section a11y-statement" aria-labelledby="declaracao">
        <h2 id="declaracao" tabIndex={-1}>
          {st.title}
        </h2>
        <p>{st.commitment}</p>
        <h3>{st.statusTitle}</h3>
        <p>{st.status}</p>
        <h3>{st.testedTitle}</h3>
        <ul>
          {st.tested.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <h3>{st.limitationsTitle}</h3>
        <ul>
          {st.limitations.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <h3>{st.howTitle}</h3>
        <dl>
          {st.how.map((h) => (
            <div key={h.term} className="a11y-statement__row">
              <dt>{h.term}</dt>
              <dd>{h.text}</dd>
            </div>
          ))}
        </dl>
        <h3>{st.contactTitle}</h3>
        <p>{st.contact}</p>
        <ul>
          <li>
            {st.contactEmail}: <a href={`mailto:${email}`}>{email}</a>
          </li>
          <li>
            <a href={pageHref("contato", lang)}>{st.contactPage}</a>
          </li>
        </ul>
        <h3>{st.dateTitle}</h3>
        <p>
          <time dateTime={date}>{st.date}</time>
        </p>
      </section>
    </PageFrame>
  );
}
