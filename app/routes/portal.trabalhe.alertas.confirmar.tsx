/**
 * /portal/trabalhe/alertas/confirmar?t&e&s: the page a confirmation e-mail's link opens. Its
 * button (a POST, so a mail scanner that follows links confirms nothing) confirms the alert.
 * Never cached, never indexed.
 */
import { IslandPage } from "../site/hydration";
import AlertLinkPage, { type AlertLinkPageProps } from "../pages/trabalhe/AlertLinkPage";
import type { ActionArgs, LoaderArgs } from "../context";
import { confirmAction, confirmLoader } from "../pages/trabalhe/alerts.server";
import { pageMeta } from "../seo-meta";
import "../components/controls.css";
import "../pages/trabalhe/trabalhe.css";

export const loader = (args: LoaderArgs) => confirmLoader(args);
export const action = (args: ActionArgs) => confirmAction(args);
export const headers = () => ({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });
export const meta = pageMeta;

export default function Route({ loaderData, actionData }: AlertLinkPageProps) {
  return <IslandPage id="alertas" page={AlertLinkPage} props={{ loaderData, actionData }} />;
}
