import type { MetaArgs } from "react-router";
import type { RootData } from "./root";
import { seoMeta, type Seo } from "./seo";

/** The meta export shared by page routes whose loader returns `seo`. */
export function pageMeta({ data, matches }: MetaArgs): ReturnType<typeof seoMeta> {
  const root = matches.find((m) => m?.id === "root")?.data as RootData | undefined;
  return seoMeta((data as { seo?: Seo } | undefined)?.seo, root?.ui.meta.titleSuffix ?? "Lead");
}
