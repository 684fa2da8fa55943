import { pageHref } from "../../common/paths";
import { useRoot } from "../site/site-context";
import { AccessibilityBar } from "./AccessibilityBar";
import { MainNav } from "./MainNav";
import { MobileMenu } from "./MobileMenu";

/** Header: accessibility bar, navigation bar (desktop and mobile variants), notification slot. */
export function SiteHeader({
  accessibilityTools,
  notifications,
}: {
  accessibilityTools?: React.ReactNode;
  notifications?: React.ReactNode;
}) {
  const { ui, chrome, lang } = useRoot();
  return (
    <header className="site-header">
      <AccessibilityBar>{accessibilityTools}</AccessibilityBar>
      <div className="nav-bar">
        <div className="container nav-bar__inner">
          <a href={pageHref("", lang)} className="brand" aria-label={ui.nav.brandHome} data-libras-hint="brand">
            <img className="brand__logo brand__logo--light" src={chrome.assets.logo} alt="" width="120" height="40" />
            <img className="brand__logo brand__logo--contrast" src={chrome.assets.logoDark} alt="" width="120" height="40" />
          </a>
          <MainNav />
          {/* On narrow screens the chat launcher moves here (ChatLauncher), out of the page's way. */}
          <div id="chat-slot" className="chat-slot" />
          <MobileMenu />
        </div>
      </div>
      <div id="notificacoes" className="notifications">
        {notifications}
      </div>
    </header>
  );
}
