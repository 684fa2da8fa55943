import { SiteHeader } from "./SiteHeader";
import { SiteFooter } from "./SiteFooter";
import { Island } from "../site/islands";
import type { WakeEvent } from "../site/wake";
import { useRoot } from "../site/site-context";
import { LibrasPanel } from "../accessibility/LibrasPanel";
import { LIBRAS_MODE_CHANGED, LIBRAS_OPEN, LIBRAS_WATCH_LINK } from "../accessibility/events";
import { ChatLauncher } from "../chat/ChatLauncher";
import { CHAT_BAR_BUTTON } from "../chat/ChatBarButton";

/**
 * What wakes the Libras layer while its mode is off (docs/decisions/0046): the mode turned on (the
 * bar's button, its key, the chat: the layer then reads the mode), a clip asked for by the chat or
 * a page (held, so the chat does not play it inline too, and opened in the panel once awake), a
 * page's "watch in Libras" link (held, so the browser does not play the file, and clicked again).
 */
const librasWakeOn: WakeEvent[] = [
  { type: LIBRAS_MODE_CHANGED },
  { type: LIBRAS_OPEN, then: "hold" },
  { type: "click", on: "document", selector: LIBRAS_WATCH_LINK, then: "hold" },
];

/**
 * The /portal shell around a page: header, the page, the Libras feedback panel, footer, chat launcher.
 * The Libras panel and the chat launcher are islands (docs/decisions/0031); the footer is server HTML.
 */
/** A click on the bar's launcher wakes the chat and is given to it once it is ready. */
const chatWakeOn: WakeEvent[] = [{ type: "click", on: "document", selector: CHAT_BAR_BUTTON, then: "replay" }];

export function PortalFrame({ children }: { children: React.ReactNode }) {
  const { prefs } = useRoot();
  return (
    <>
      <div id="topo" tabIndex={-1} />
      <SiteHeader />
      <main id="conteudo" tabIndex={-1} className="site-main">
        {children}
      </main>
      <div id="libras-painel" className="libras-slot">
        {/* Awake with the load only when its mode is on (the cookie the server read): its feedback then answers from the start. */}
        <Island id="libras" component={LibrasPanel} props={{}} wake={prefs.libras ? "load" : "event"} wakeOn={librasWakeOn} />
      </div>
      <SiteFooter />
      {/* Asleep until its launcher is first used (either of its two buttons), or with the load when
          the visitor left its room open (docs/decisions/0046). */}
      <Island id="chat" component={ChatLauncher} props={{}} wake="interaction" wakeOn={chatWakeOn} wakeIf="chat-left-open" />
    </>
  );
}
