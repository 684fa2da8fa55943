/**
 * /portal/acessibilidade: the keyboard shortcuts (both conventions, for the visitor's browser),
 * the nine aids (atalho1..atalho9, each with its Libras clip) and the accessibility
 * statement. Linked from the accessibility bar and the footer.
 */
import { Link, useLoaderData } from "react-router";
import type { LoaderArgs } from "../context";
import { pageHref } from "../../common/paths";
import { ACCESSIBILITY_PATH } from "../../common/a11y/paths";
import { shortcutLabels, type ShortcutTarget } from "../../common/a11y/shortcuts";
import { escapeHtml } from "../../common/text/escape";
import { resolveVideoUrl } from "../../common/media";
import { PageFrame } from "../chrome/PageFrame";
import { PageIntro } from "../chrome/PageIntro";
import { pageMeta } from "../seo-meta";
import type { Seo } from "../seo";
import { statementText, STATEMENT_DATE, type StatementText } from "../accessibility/statement.server";
import { librasAttrs, type LibrasClip } from "../accessibility/libras-attrs";
import { openLibrasClip } from "../accessibility/events";
import { a11yStrings } from "../accessibility/strings";
import { useFirefox } from "../accessibility/shortcuts-dom";
import { useRoot } from "../i18n/use-ui";

/** The first four aids are the four destinations of the shortcuts. */
const destinations: Record<string, ShortcutTarget> = { atalho1: "content", atalho2: "menu", atalho3: "bar", atalho4: "footer" };

export async function loader({ context, request }: LoaderArgs) {
  const { lang, services } = context;
  const [shortcuts, site] = await Promise.all([services.content.shortcuts(), services.content.site()]);
  const text: StatementText = statementText[lang];
  const items = [...shortcuts]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((s) => ({
      id: s.id,
      title: s.title[lang],
      description: s.description[lang],
      target: destinations[s.id] ?? null,
      clip: services.media.clip(s.libras) as LibrasClip | null,
    }));
  const seo: Seo = {
    title: text.seoTitle,
    description: text.seoDescription,
    path: ACCESSIBILITY_PATH,
    lang,
    origin: services.config.PUBLIC_URL?.replace(/\/+$/, "") ?? new URL(request.url).origin,
  };
  return { text, items, email: site.email, date: STATEMENT_DATE, seo };
}

export const meta = pageMeta;

export default function AccessibilityPage() {
  const { text, items, email, date } = useLoaderData<typeof loader>();
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
            <Link to={pageHref("contato", lang)}>{st.contactPage}</Link>
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
