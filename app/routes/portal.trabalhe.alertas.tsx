/**
 * /portal/trabalhe/alertas: the job alerts' form and what it means (issue 25). Every subscribe
 * form of the site posts here; the answer is this page, with the errors or "request received"
 * (the same whether the address was new, pending or already confirmed).
 */
import { IslandPage } from "../site/hydration";
import AlertsPage, { type AlertsPageProps } from "../pages/trabalhe/AlertsPage";
import type { ActionArgs, LoaderArgs } from "../context";
import { subscribeAction, subscribeLoader } from "../pages/trabalhe/alerts.server";
import { pageMeta } from "../seo-meta";
import "../components/controls.css";
import "../pages/trabalhe/trabalhe.css";

export const loader = (args: LoaderArgs) => subscribeLoader(args);
export const action = (args: ActionArgs) => subscribeAction(args);
export const meta = pageMeta;
/** A refusal's Retry-After (too many requests) reaches the browser. */
export const headers = ({ actionHeaders }: { actionHeaders: Headers }) => actionHeaders;

export default function Route({ loaderData, actionData }: AlertsPageProps) {
  return <IslandPage id="alertas" page={AlertsPage} props={{ loaderData, actionData }} />;
}
