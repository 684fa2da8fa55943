/**
 * The browser's entry (docs/decisions/0024): React alone hydrates the page the server rendered,
 * from the page's data (#page-data), with the page's own module. React Router stays on the
 * server; links and forms are plain ones, so each page is a request and this runs once per page.
 */
import { startTransition, useEffect, useState, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { PortalFrame } from "./chrome/PortalFrame";
import type { PageData } from "./site/hydration";
import { PageTree } from "./site/PageTree";
import { onPageReload } from "./site/page-reload";
import { pages } from "./site/pages";
import { SiteProvider } from "./site/site-context";

type Page = NonNullable<PageData["page"]>;

/** The page with its props; a reload (site/page-reload.ts) gives it new ones. */
function PageWithData({ Component, initial }: { Component: ComponentType<Record<string, unknown>>; initial: Page }) {
  const [page, setPage] = useState(initial);
  useEffect(() => onPageReload((next) => next.id === page.id && setPage(next)), [page.id]);
  return <Component {...page.props} />;
}

async function hydrate() {
  const container = document.getElementById("app");
  const json = document.getElementById("page-data")?.textContent;
  if (!container || !json) return;
  const { root, address, page } = JSON.parse(json) as PageData;
  // A page without a component of its own (an error page) stays as the server sent it.
  if (!page || !Object.hasOwn(pages, page.id)) return;
  const module = (await pages[page.id]()) as unknown as { default: ComponentType<Record<string, unknown>> };
  // As a transition, so React hydrates in slices that yield to the visitor instead of one
  // blocking task (the default lane of a root's first render is not time-sliced).
  startTransition(() => {
    hydrateRoot(
      container,
      <SiteProvider value={{ root, address }}>
        <PageTree>
          {page.id === "editor" ? (
            // The editor draws its own frame (app/editor/EditorShell.tsx).
            <PageWithData Component={module.default} initial={page} />
          ) : (
            <PortalFrame>
              <PageWithData Component={module.default} initial={page} />
            </PortalFrame>
          )}
        </PageTree>
      </SiteProvider>,
    );
  });
}

void hydrate();
