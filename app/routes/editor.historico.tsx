import type { ActionArgs, LoaderArgs } from "../context";
import { HydratedPage } from "../site/hydration";
import EditorPage from "../editor/EditorPage";
import { historyAction, historyData } from "../editor/items.server";
import { itemStrings } from "../editor/item-strings";
import { editorMeta } from "../editor/meta";
import { editorStrings } from "../editor/strings";
import type { EditorPageProps } from "../editor/views";

/** /editor/<type>/<key>/historico: the item's versions, a diff, Restore. */
export const loader = (args: LoaderArgs) => historyData(args);
export const action = (args: ActionArgs) => historyAction(args);

export const meta = ({ data: props }: { data?: EditorPageProps }) => {
  const lang = props?.lang ?? "pt";
  const t = editorStrings[lang];
  const title = props?.view.kind === "history" ? itemStrings[lang].history.title(props.view.title) : t.product;
  return editorMeta(`${title} · ${t.product}`);
};

export default function Route({ loaderData, actionData }: { loaderData: EditorPageProps; actionData?: EditorPageProps }) {
  return <HydratedPage id="editor" page={EditorPage} props={actionData ?? loaderData} />;
}
