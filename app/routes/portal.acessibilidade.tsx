/**
 * /portal/acessibilidade: the keyboard shortcuts (both conventions, for the visitor's browser),
 * the nine aids (atalho1..atalho9, each with its Libras clip) and the accessibility
 * statement. Linked from the accessibility bar and the footer.
 */
import { IslandPage } from "../site/hydration";
import AccessibilityPage, { type AccessibilityPageProps } from "../pages/acessibilidade/AccessibilityPage";
import type { LoaderArgs } from "../context";
import { ACCESSIBILITY_PATH } from "../../common/a11y/paths";
import { type ShortcutTarget } from "../../common/a11y/shortcuts";
import { pageMeta } from "../seo-meta";
import type { Seo } from "../seo";
import { statementText, STATEMENT_DATE, type StatementText } from "../accessibility/statement-strings.server";
import { type LibrasClip } from "../accessibility/libras-attrs";

/** The first four aids are the four destinations of the shortcuts. */
const destinations: Record<string, ShortcutTarget> = { atalho1: "content", atalho2: "menu", atalho3: "bar", atalho4: "footer" };

export async function loader({ context }: LoaderArgs) {
  const { lang, services } = context;
  const [shortcuts, site] = await Promise.all([services.content.shortcuts(), services.content.site()]);
  const text: StatementText = statementText[lang];
  const items = [...shortcuts]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((s) => ({
      id: s.id,
      title: s.title[lang],
      description: s.description[lang],
      target: destinations[s.id] ?? null,
      clip: services.media.clip(s.libras) as LibrasClip | null,
    }));
  const seo: Seo = {
    title: text.seoTitle,
    description: text.seoDescription,
    path: ACCESSIBILITY_PATH,
    lang,
    origin: services.config.publicOrigin,
  };
  return { text, items, email: site.email, date: STATEMENT_DATE, seo };
}

export const meta = pageMeta;

export default function Route({ loaderData }: AccessibilityPageProps) {
  return <IslandPage id="acessibilidade" page={AccessibilityPage} props={{ loaderData }} />;
}
