import { pageHref } from "../../common/paths";
import { ChatBarButton } from "../chat/ChatBarButton";
import { useRoot } from "../site/site-context";
import { Island } from "../site/islands";
import { HeaderAids } from "./HeaderAids";
import { MainNav } from "./MainNav";
import { MobileMenu } from "./MobileMenu";
import { Notifications } from "./Notifications";
import { NOTIFY_EVENT } from "./notify";

/**
 * Header: accessibility bar, navigation bar (desktop and mobile variants), notification slot. The
 * brand and the desktop navigation are server HTML; the bar's aids and the mobile menu are server
 * HTML made live without React by the page's entry (`data-chrome`: aids-dom.ts, mobile-menu-dom.ts,
 * docs/decisions/0046); the banner is an island (docs/decisions/0031).
 */
export function SiteHeader() {
  const { ui, chrome, lang } = useRoot();
  return (
    <header className="site-header">
      <div data-chrome="header-aids" className="island">
        <HeaderAids />
      </div>
      <div className="nav-bar">
        <div className="container nav-bar__inner">
          <a href={pageHref("", lang)} className="brand" aria-label={ui.nav.brandHome} data-libras-hint="brand">
            <img className="brand__logo brand__logo--light" src={chrome.assets.logo} alt="" width="120" height="40" />
            <img className="brand__logo brand__logo--contrast" src={chrome.assets.logoDark} alt="" width="120" height="40" />
          </a>
          <MainNav />
          {/* Where the margins are narrow the chat's launcher is here, out of the page's way (ChatLauncher). */}
          <div id="chat-slot" className="chat-slot">
            <ChatBarButton />
          </div>
          <div data-chrome="mobile-menu" className="island">
            <MobileMenu />
          </div>
        </div>
      </div>
      {/* The chat's invitation opens here, in the flow under the launcher (ChatWidget). */}
      <div id="chat-invitation-slot" className="chat-invitation-slot" />
      <div id="notificacoes" className="notifications">
        {/* Nothing to show until a page calls notify(): it wakes then, and is given that call (0046). */}
        <Island
          id="notifications"
          component={Notifications}
          props={{}}
          wake="event"
          wakeOn={[{ type: NOTIFY_EVENT, then: "replay" }]}
        />
      </div>
    </header>
  );
}
