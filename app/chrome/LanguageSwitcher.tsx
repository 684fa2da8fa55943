import { languages } from "../../common/i18n/languages";
import { withLang } from "../../common/paths";
import { usePageAddress, useUi } from "../site/site-context";

/** Plain links (they work without JavaScript); each names its language in that language. */
export function LanguageSwitcher() {
  const { ui, lang } = useUi();
  const location = usePageAddress();
  return (
    <nav className="lang-switcher" aria-label={ui.language.switcherLabel}>
      <ul>
        {languages.map((l) => (
          <li key={l.code}>
            <a
              href={withLang(location.pathname + location.search, l.code)}
              hrefLang={l.htmlLang}
              lang={l.htmlLang}
              aria-current={l.code === lang ? "true" : undefined}
              className="lang-switcher__link"
              data-lang={l.code}
            >
              {l.short}
              <span className="visually-hidden">
                {" – "}
                {l.nativeName}
                {l.code === lang ? ` (${ui.language.current})` : ""}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
