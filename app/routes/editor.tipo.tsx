import type { LoaderArgs } from "../context";
import { HydratedPage } from "../site/hydration";
import EditorPage from "../editor/EditorPage";
import { itemsData } from "../editor/items.server";
import { editorMeta } from "../editor/meta";
import { editorStrings } from "../editor/strings";
import type { EditorPageProps } from "../editor/views";

/** /editor/<type>: the list of a content type's items (search, status, languages). */
export const loader = (args: LoaderArgs) => itemsData(args);

export const meta = ({ data: props }: { data?: EditorPageProps }) => {
  const t = editorStrings[props?.lang ?? "pt"];
  const type = props?.view.kind === "items" ? props.view.type : "";
  return editorMeta(`${t.types[type] ?? type} · ${t.product}`);
};

export default function Route({ loaderData, actionData }: { loaderData: EditorPageProps; actionData?: EditorPageProps }) {
  return <HydratedPage id="editor" page={EditorPage} props={actionData ?? loaderData} />;
}
