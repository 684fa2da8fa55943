import { accessibilityHref } from "../../common/a11y/paths";
import { useRoot } from "../site/site-context";
import { UiIcon } from "../components/UiIcon";

/**
 * Footer: address lines, contact e-mail, phone, the accessibility badge, four social networks,
 * copyright (the year from the clock, one "All rights reserved" from the strings table),
 * back-to-top (a bar on phones).
 */
export function SiteFooter({ extraLinks }: { extraLinks?: React.ReactNode }) {
  const { ui, chrome, lang } = useRoot();
  return (
    <footer className="site-footer" id="rodape" tabIndex={-1} aria-label={ui.footer.label}>
      <div className="container site-footer__grid">
        <div className="site-footer__about" data-libras-hint="address">
          <img
            className="site-footer__logo"
            src={chrome.assets.logoDark}
            alt={chrome.siteName}
            width="120"
            height="40"
            loading="lazy"
          />
          <address className="site-footer__address">
            {chrome.addressLines.map((line) => (
              <span key={line} className="site-footer__line">
                {line}
              </span>
            ))}
          </address>
        </div>
        <div className="site-footer__contact">
          <p>
            <span className="site-footer__label">{ui.footer.contactEmail}</span>
            <a href={`mailto:${chrome.email}`}>{chrome.email}</a>
          </p>
          <p>
            <span className="site-footer__label">{ui.footer.phone}</span>
            <a href={`tel:${chrome.phone.replace(/[^+\d]/g, "")}`}>{chrome.phone}</a>
          </p>
          <p>
            <a href={accessibilityHref(lang, "declaracao")} className="site-footer__statement">
              {ui.footer.accessibilityStatement}
            </a>
          </p>
          {extraLinks}
        </div>
        <div className="site-footer__social">
          <h2 className="site-footer__label">{ui.footer.social}</h2>
          <ul className="social-list">
            {chrome.social.map((s) => (
              <li key={s.network}>
                <a href={s.url} target="_blank" rel="noopener noreferrer" className="social-list__link">
                  <img src={s.icon} alt="" width="36" height="36" loading="lazy" />
                  <span className="visually-hidden">
                    {s.name} {ui.footer.newTab}
                  </span>
                </a>
              </li>
            ))}
          </ul>
          {/* The badge says what the statement says, partially conformant, with no level claimed;
              the "valid HTML5" badge went, no check in CI backed it (issue 35). */}
          <p className="badges">
            <a href={accessibilityHref(lang, "declaracao")} className="badges__wcag">
              <span className="badges__name">{ui.footer.badgeWcag}</span>
              <span className="badges__status">{ui.footer.badgeWcagStatus}</span>
            </a>
          </p>
        </div>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p>
            © {chrome.copyrightYear} {chrome.siteName}. {ui.footer.rights}
          </p>
          <a href="#topo" className="back-to-top">
            <UiIcon name="arrow-up" size={18} weight={2.2} />
            {ui.page.backToTop}
          </a>
        </div>
      </div>
    </footer>
  );
}
