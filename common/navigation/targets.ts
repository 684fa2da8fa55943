/**
 * The site's two navigation rules (buttons and links in rich text), in one place each.
 */
import { portalPath, type PortalPage } from "../paths";

export type ButtonTarget = { kind: "inactive" } | { kind: "external"; href: string } | { kind: "internal"; href: string };

/**
 * Button navigation rule: a target containing http, ./assets or /documentos opens in a new tab;
 * otherwise it goes to /portal/{value}. An empty or absent value makes the button inactive.
 */
export function buttonTarget(value: string | null | undefined): ButtonTarget {
  const target = value?.trim() ?? "";
  if (!target) return { kind: "inactive" };
  if (target.includes("http") || target.includes("./assets") || target.includes("/documentos")) {
    return { kind: "external", href: target };
  }
  return { kind: "internal", href: portalPath(target.replace(/^\/+/, "") as PortalPage) };
}

/**
 * Links inside rich text: an address containing http opens in a new window; any other stays in
 * the app (a relative one is placed under /portal/ unless it already starts with /portal/ or /).
 */
export function richTextLinkTarget(href: string): { external: boolean; href: string } {
  if (href.includes("http")) return { external: true, href };
  if (href.startsWith("/") || href.startsWith("#") || href.startsWith("mailto:") || href.startsWith("tel:")) {
    return { external: false, href };
  }
  return { external: false, href: `/portal/${href}` };
}
