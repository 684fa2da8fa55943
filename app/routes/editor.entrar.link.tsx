import { data } from "react-router";
import type { ActionArgs, LoaderArgs } from "../context";
import { HydratedPage } from "../site/hydration";
import EditorPage from "../editor/EditorPage";
import { linkAction, linkData } from "../editor/sign-in.server";
import { editorMeta } from "../editor/meta";
import type { EditorPageProps } from "../editor/views";

export async function loader(args: LoaderArgs) {
  const result = await linkData(args);
  return data(result.props, { headers: result.headers, status: result.status });
}

export async function action(args: ActionArgs) {
  const result = await linkAction(args);
  if (result instanceof Response) return result;
  return data(result.props, { status: result.status });
}

export const meta = ({ data: props }: { data?: EditorPageProps }) =>
  editorMeta(props?.lang === "en" ? "Sign-in link · Lead Portal editor" : "Link para entrar · Editor do Lead Portal");

export default function Route({ loaderData, actionData }: { loaderData: EditorPageProps; actionData?: EditorPageProps }) {
  return <HydratedPage id="editor" page={EditorPage} props={actionData ?? loaderData} />;
}
