import type { ActionArgs, LoaderArgs } from "../context";
import { redirect } from "react-router";
import { signOutAction } from "../editor/sign-in.server";
import { requireEditor } from "../editor/editor.server";

/** Signing out is a form's POST (with its CSRF token); a GET only leads back to the editor. */
export async function loader(args: LoaderArgs) {
  await requireEditor(args);
  return redirect("/editor", 303);
}

export const action = (args: ActionArgs) => signOutAction(args);
