import { Outlet } from "react-router";
import { SiteHeader } from "../chrome/SiteHeader";
import { SiteFooter } from "../chrome/SiteFooter";
import { RouteEffects } from "../chrome/RouteEffects";
import { Notifications } from "../chrome/Notifications";
import { AccessibilityTools } from "../accessibility/AccessibilityTools";
import { LibrasPanel } from "../accessibility/LibrasPanel";
import { ChatLauncher } from "../chat/ChatLauncher";

/** The /portal shell: header, routed content, the Libras feedback panel, footer, chat launcher. */
export default function PortalShell() {
  return (
    <>
      <div id="topo" tabIndex={-1} />
      <SiteHeader accessibilityTools={<AccessibilityTools />} notifications={<Notifications />} />
      <main id="conteudo" tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      <div id="libras-painel" className="libras-slot">
        <LibrasPanel />
      </div>
      <SiteFooter />
      <ChatLauncher />
      <RouteEffects />
    </>
  );
}
