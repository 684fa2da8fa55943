import { redirect } from "react-router";
import type { LoaderArgs } from "../context";

/** /dal sends the browser straight to the external address from configuration. */
export async function loader({ context }: LoaderArgs) {
  const { config, content } = context.services;
  const target = config.DAL_URL ?? (await content.site()).links.dal;
  return redirect(target, 302);
}

export default function Dal() {
  return null;
}
