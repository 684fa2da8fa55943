import { useRouteLoaderData } from "react-router";
import type { Lang } from "../../common/i18n/languages";
import type { RootData } from "../root";
import type { UiStrings } from "./ui";

/** The interface strings and language of the current request (from the root loader). */
export function useUi(): { ui: UiStrings; lang: Lang } {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("useUi must be used below the root route");
  return { ui: data.ui, lang: data.lang };
}

export function useRoot(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("useRoot must be used below the root route");
  return data;
}
