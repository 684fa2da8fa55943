import type { DataOf } from "../../site/page-props";
import type { loader } from "../../routes/portal.acessibilidade";
import { pageHref } from "../../../common/paths";
import { shortcutLabels } from "../../../common/a11y/shortcuts";
import { escapeHtml } from "../../../common/text/escape";
import { resolveVideoUrl } from "../../../common/media";
import { PageFrame } from "../../chrome/PageFrame";
import { PageIntro } from "../../chrome/PageIntro";
import { librasAttrs } from "../../accessibility/libras-attrs";
import { openLibrasClip } from "../../accessibility/events";
import { a11yStrings } from "../../accessibility/strings";
import { useFirefox } from "../../accessibility/shortcuts-dom";
import { useRoot } from "../../site/site-context";

export interface AccessibilityPageProps {
  loaderData: DataOf<typeof loader>;
}

export default function AccessibilityPage({ loaderData }: AccessibilityPageProps) {
  const { text, items, email, date } = loaderData;
  const { lang, mediaBase } = useRoot();
  const s = a11yStrings[lang];
  const firefox = useFirefox();
  const keyItems = items.filter((i) => i.target);
  const st = text.statement;
  return (
    <PageFrame pageId="acessibilidade">
      <PageIntro intro={{ title: text.title, html: `<p>${escapeHtml(text.intro)}</p>`, libras: null }} />

      <section className="container a11y-page__section" aria-labelledby="atalhos">
        <h2 id="atalhos">{text.keys.title}</h2>
        <p>{text.keys.intro}</p>
        <dl className="a11y-keys-list">
          {keyItems.map((item) => (
            <div key={item.id} className="a11y-keys-list__row" data-shortcut-row={item.target}>
              <dt>{item.title}</dt>
              <dd>
                <span className="a11y-keys-list__browser">{firefox ? text.keys.firefox : text.keys.browsers}: </span>
                <Keys labels={shortcutLabels(item.target!, firefox)} or={text.keys.or} />
              </dd>
              <dd>
                <span className="a11y-keys-list__browser">{firefox ? text.keys.browsers : text.keys.firefox}: </span>
                <Keys labels={shortcutLabels(item.target!, !firefox)} or={text.keys.or} />
              </dd>
            </div>
          ))}
        </dl>
        <p className="a11y-page__note">{text.keys.note}</p>
      </section>

      <section className="container a11y-page__section" aria-labelledby="recursos">
        <h2 id="recursos">{text.aids.title}</h2>
        <p>{text.aids.intro}</p>
        <ul className="a11y-aids tile-grid plain-list">
          {items.map((item) => (
            <li key={item.id} id={item.id} className="a11y-aid" {...librasAttrs(item.clip, item.title)}>
              <h3>{item.title}</h3>
              <p>{item.description}</p>
              {item.clip ? (
                <a
                  className="libras-watch"
                  href={resolveVideoUrl(item.clip, mediaBase)}
                  onClick={(event) => {
                    // With JavaScript the clip plays in the Libras panel; without, the browser plays the file.
                    event.preventDefault();
                    openLibrasClip({ ...item.clip!, label: item.title, anchor: event.currentTarget.closest("li") });
                  }}
                >
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

function Keys({ labels, or }: { labels: string[]; or: string }) {
  return (
    <>
      {labels.map((label, index) => (
        <span key={label}>
          {index > 0 ? ` ${or} ` : null}
          <kbd>{label}</kbd>
        </span>
      ))}
    </>
  );
}
