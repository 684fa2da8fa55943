import { SiteHeader } from "./SiteHeader";
import { SiteFooter } from "./SiteFooter";
import { Notifications } from "./Notifications";
import { AccessibilityTools } from "../accessibility/AccessibilityTools";
import { LibrasPanel } from "../accessibility/LibrasPanel";
import { ChatLauncher } from "../chat/ChatLauncher";

/** The /portal shell around a page: header, the page, the Libras feedback panel, footer, chat launcher. */
export function PortalFrame({ children }: { children: React.ReactNode }) {
  return (
    <>
      <div id="topo" tabIndex={-1} />
      <SiteHeader accessibilityTools={<AccessibilityTools />} notifications={<Notifications />} />
      <main id="conteudo" tabIndex={-1} className="site-main">
        {children}
      </main>
      <div id="libras-painel" className="libras-slot">
        <LibrasPanel />
      </div>
      <SiteFooter />
      <ChatLauncher />
    </>
  );
}
