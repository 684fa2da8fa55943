import type { ActionArgs, LoaderArgs } from "../context";
import { HydratedPage } from "../site/hydration";
import EditorPage from "../editor/EditorPage";
import { itemAction, itemData } from "../editor/items.server";
import { itemStrings } from "../editor/item-strings";
import { editorMeta } from "../editor/meta";
import { editorStrings } from "../editor/strings";
import type { EditorPageProps } from "../editor/views";
import "../editor/forms/forms.css";

/** /editor/<type>/<key> and /editor/<type>/novo: an item's form and its actions (app/editor/items.server.ts). */
export const loader = (args: LoaderArgs) => itemData(args);
export const action = (args: ActionArgs) => itemAction(args);

export const meta = ({ data: props }: { data?: EditorPageProps }) => {
  const lang = props?.lang ?? "pt";
  const t = editorStrings[lang];
  const view = props?.view;
  if (view?.kind !== "item") return editorMeta(t.product);
  const i = itemStrings[lang];
  const title = view.key === null ? i.item.newTitle(t.types[view.type] ?? view.type) : i.item.editTitle(view.key);
  const error = view.errors.length || view.stale ? `${t.errorSummaryTitle}: ` : "";
  return editorMeta(`${error}${title} · ${t.product}`);
};

export default function Route({ loaderData, actionData }: { loaderData: EditorPageProps; actionData?: EditorPageProps }) {
  return <HydratedPage id="editor" page={EditorPage} props={actionData ?? loaderData} />;
}
