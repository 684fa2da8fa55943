import { pageHref } from "../../common/paths";
import { useRoot } from "../site/site-context";
import { Island } from "../site/islands";
import { HeaderAids } from "./HeaderAids";
import { MainNav } from "./MainNav";
import { MobileMenu } from "./MobileMenu";
import { Notifications } from "./Notifications";
import { NOTIFY_EVENT } from "./notify";

/**
 * Header: accessibility bar, navigation bar (desktop and mobile variants), notification slot. The
 * brand and the desktop navigation are server HTML; the bar, the mobile menu and the banner are
 * islands (docs/decisions/0031).
 */
export function SiteHeader() {
  const { ui, chrome, lang } = useRoot();
  return (
    <header className="site-header">
      <Island id="header-aids" component={HeaderAids} props={{}} />
      <div className="nav-bar">
        <div className="container nav-bar__inner">
          <a href={pageHref("", lang)} className="brand" aria-label={ui.nav.brandHome} data-libras-hint="brand">
            <img className="brand__logo brand__logo--light" src={chrome.assets.logo} alt="" width="120" height="40" />
            <img className="brand__logo brand__logo--contrast" src={chrome.assets.logoDark} alt="" width="120" height="40" />
          </a>
          <MainNav />
          {/* On narrow screens the chat launcher moves here (ChatLauncher), out of the page's way. */}
          <div id="chat-slot" className="chat-slot" />
          <Island id="mobile-menu" component={MobileMenu} props={{}} />
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
