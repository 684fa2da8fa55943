/**
 * A page not made of islands (the editor's), hydrated whole from its module and props
 * (docs/decisions/0024); loaded by app/entry.client.tsx only on such a page.
 */
import { startTransition, useEffect, useState, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import type { PageData } from "./hydration";
import { onPageReload } from "./page-reload";
import { pages } from "./pages";
import { PageTree } from "./PageTree";
import { SiteProvider } from "./site-context";

type Page = NonNullable<PageData["page"]>;

/** The page with its props; a reload (site/page-reload.ts) gives it new ones. */
function PageWithData({ Component, initial }: { Component: ComponentType<Record<string, unknown>>; initial: Page }) {
  const [page, setPage] = useState(initial);
  useEffect(() => onPageReload(({ page: next }) => next?.id === page.id && setPage(next)), [page.id]);
  return <Component {...page.props} />;
}

export async function hydratePage(container: Element, { root, address, page }: PageData): Promise<void> {
  // A page without a component of its own (an error page) stays as the server sent it.
  if (!page || !Object.hasOwn(pages, page.id)) return;
  const module = (await pages[page.id]()) as unknown as { default: ComponentType<Record<string, unknown>> };
  // The portal's frame, for a public page hydrated whole (every public page is islands now; the
  // frame is loaded only if one is not, so it does not weigh on the entry).
  const Frame = page.id === "editor" ? null : (await import("../chrome/PortalFrame")).PortalFrame;
  // As a transition, so React hydrates in slices that yield to the visitor instead of one
  // blocking task (the default lane of a root's first render is not time-sliced).
  startTransition(() => {
    hydrateRoot(
      container,
      <SiteProvider value={{ root, address }}>
        <PageTree>
          {Frame ? (
            <Frame>
              <PageWithData Component={module.default} initial={page} />
            </Frame>
          ) : (
            // The editor draws its own frame (app/editor/EditorShell.tsx).
            <PageWithData Component={module.default} initial={page} />
          )}
        </PageTree>
      </SiteProvider>,
    );
  });
}
