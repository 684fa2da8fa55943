import type { LoaderArgs } from "../context";
import { HydratedPage } from "../site/hydration";
import EditorPage from "../editor/EditorPage";
import { auditData } from "../editor/pages.server";
import { editorMeta } from "../editor/meta";
import { editorStrings } from "../editor/strings";
import type { EditorPageProps } from "../editor/views";

export const loader = (args: LoaderArgs) => auditData(args);

export const meta = ({ data: props }: { data?: EditorPageProps }) => {
  const t = editorStrings[props?.lang ?? "pt"];
  return editorMeta(`${t.auditPage.title} · ${t.product}`);
};

export default function Route({ loaderData, actionData }: { loaderData: EditorPageProps; actionData?: EditorPageProps }) {
  return <HydratedPage id="editor" page={EditorPage} props={actionData ?? loaderData} />;
}
