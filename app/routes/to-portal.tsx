import { redirect } from "react-router";
import type { LoaderArgs } from "../context";
import { PORTAL } from "../../common/paths";

/** The empty path and every unknown path go to /portal (keeping an explicit language). */
export function loader({ request }: LoaderArgs) {
  const lang = new URL(request.url).searchParams.get("lang");
  return redirect(lang ? `${PORTAL}?lang=${encodeURIComponent(lang)}` : PORTAL);
}

export default function ToPortal() {
  return null;
}
