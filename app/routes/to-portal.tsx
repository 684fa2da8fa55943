import { redirect } from "react-router";
import type { LoaderArgs } from "../context";
import { PORTAL, withLang } from "../../common/paths";

/**
 * The empty path and every unknown path go to /portal in the request's language (explicit, saved
 * or negotiated), in one hop: the bare /portal would only redirect again.
 */
export function loader({ context }: LoaderArgs) {
  return redirect(withLang(PORTAL, context.lang), { headers: { Vary: "Cookie, Accept-Language" } });
}

export default function ToPortal() {
  return null;
}
