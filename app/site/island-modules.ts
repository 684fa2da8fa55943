/**
 * Each island the browser hydrates, by id, as a module of its own (docs/decisions/0031): the
 * hydration entry loads only the islands the page has. The server renders the same components
 * through `<Island id component props>` (app/site/islands.tsx), which names the id.
 */
import type { ComponentType } from "react";

type Loader = () => Promise<ComponentType<Record<string, unknown>>>;
const load =
  <M>(module: () => Promise<M>, pick: (m: M) => unknown): Loader =>
  async () =>
    pick(await module()) as ComponentType<Record<string, unknown>>;

export const islandModules = {
  // The shared chrome, on every page (the bar's aids and the menu need no React: app/entry.client.ts).
  notifications: load(
    () => import("../chrome/Notifications"),
    (m) => m.Notifications,
  ),
  libras: load(
    () => import("../accessibility/LibrasPanel"),
    (m) => m.LibrasPanel,
  ),
  chat: load(
    () => import("../chat/ChatLauncher"),
    (m) => m.ChatLauncher,
  ),
  // The pages' parts.
  "release-actions": load(
    () => import("../pages/institucional/ReleaseActions"),
    (m) => m.ReleaseActions,
  ),
  awards: load(
    () => import("../pages/institucional/AwardsCarousel"),
    (m) => m.AwardsCarousel,
  ),
  "area-research": load(
    () => import("../pages/atuacao/AreaResearch"),
    (m) => m.AreaResearch,
  ),
  openings: load(
    () => import("../pages/trabalhe/Openings"),
    (m) => m.Openings,
  ),
  gallery: load(
    () => import("../pages/trabalhe/PhotoGallery"),
    (m) => m.PhotoGallery,
  ),
  "contact-form": load(
    () => import("../contact/ContactFormSection"),
    (m) => m.ContactFormSection,
  ),
  "cv-field": load(
    () => import("../contact/CvField"),
    (m) => m.CvField,
  ),
  "welcome-note": load(
    () => import("../pages/home/WelcomeNotification"),
    (m) => m.WelcomeNotification,
  ),
  "news-highlight": load(
    () => import("../pages/home/NewsHighlight"),
    (m) => m.NewsHighlight,
  ),
} satisfies Record<string, Loader>;

export type IslandId = keyof typeof islandModules;
