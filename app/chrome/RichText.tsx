import { useNavigate } from "react-router";

/**
 * Renders rich text that the server sanitised on import. Links to other addresses of the app
 * navigate inside it (no full reload); links with http open in a new window (marked on import).
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  return (
    // The click handler only delegates clicks on the links inside, which are keyboard operable.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className={className ? `rich-text ${className}` : "rich-text"}
      dangerouslySetInnerHTML={{ __html: html }}
      onClick={(event) => {
        const anchor = (event.target as HTMLElement).closest("a");
        if (!anchor || anchor.target === "_blank" || event.metaKey || event.ctrlKey || event.shiftKey) return;
        const href = anchor.getAttribute("href") ?? "";
        if (href.startsWith("/")) {
          event.preventDefault();
          void navigate(href);
        }
      }}
    />
  );
}
