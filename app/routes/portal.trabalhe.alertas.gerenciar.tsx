/**
 * /portal/trabalhe/alertas/gerenciar?t&s: the page every alert links to: change the areas and
 * the language, or leave (the address is deleted at once). Never cached, never indexed.
 */
import { IslandPage } from "../site/hydration";
import AlertLinkPage, { type AlertLinkPageProps } from "../pages/trabalhe/AlertLinkPage";
import type { ActionArgs, LoaderArgs } from "../context";
import { manageAction, manageLoader } from "../pages/trabalhe/alerts.server";
import { pageMeta } from "../seo-meta";
import "../components/controls.css";
import "../pages/trabalhe/trabalhe.css";

export const loader = (args: LoaderArgs) => manageLoader(args);
export const action = (args: ActionArgs) => manageAction(args);
export const headers = () => ({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });
export const meta = pageMeta;

export default function Route({ loaderData, actionData }: AlertLinkPageProps) {
  return <IslandPage id="alertas" page={AlertLinkPage} props={{ loaderData, actionData }} />;
}
