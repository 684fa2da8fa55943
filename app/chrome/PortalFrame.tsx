import { SiteHeader } from "./SiteHeader";
import { SiteFooter } from "./SiteFooter";
import { Island } from "../site/islands";
import { LibrasPanel } from "../accessibility/LibrasPanel";
import { ChatLauncher } from "../chat/ChatLauncher";

/**
 * The /portal shell around a page: header, the page, the Libras feedback panel, footer, chat launcher.
 * The Libras panel and the chat launcher are islands (docs/decisions/0031); the footer is server HTML.
 */
export function PortalFrame({ children }: { children: React.ReactNode }) {
  return (
    <>
      <div id="topo" tabIndex={-1} />
      <SiteHeader />
      <main id="conteudo" tabIndex={-1} className="site-main">
        {children}
      </main>
      <div id="libras-painel" className="libras-slot">
        <Island id="libras" component={LibrasPanel} props={{}} />
      </div>
      <SiteFooter />
      <Island id="chat" component={ChatLauncher} props={{}} wake="idle" />
    </>
  );
}
