import { data, redirect } from "react-router";
import type { ActionArgs, LoaderArgs } from "../context";
import { HydratedPage } from "../site/hydration";
import EditorPage from "../editor/EditorPage";
import { signInData, signInAction } from "../editor/sign-in.server";
import { EDITOR_HOME } from "../editor/editor.server";
import { editorMeta } from "../editor/meta";
import type { EditorPageProps } from "../editor/views";

export async function loader(args: LoaderArgs) {
  const result = await signInData(args);
  if ("signedIn" in result) throw redirect(result.returnTo ?? EDITOR_HOME, 303);
  return data(result.props, { headers: result.headers });
}

export async function action(args: ActionArgs) {
  const result = await signInAction(args);
  return data(result.props, { status: result.status, headers: result.headers });
}

/** A refused link request says when to try again (React Router passes an action's other headers only through here). */
export const headers = ({ actionHeaders }: { actionHeaders: Headers }): Record<string, string> => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : {};
};

export const meta = ({ data: props }: { data?: EditorPageProps }) =>
  editorMeta(props?.lang === "en" ? "Sign in · Lead Portal editor" : "Entrar · Editor do Lead Portal");

export default function Route({ loaderData, actionData }: { loaderData: EditorPageProps; actionData?: EditorPageProps }) {
  return <HydratedPage id="editor" page={EditorPage} props={actionData ?? loaderData} />;
}
