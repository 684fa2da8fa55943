/**
 * Renders rich text that the server sanitised on import. Its links are plain links (each page is
 * a request, docs/decisions/0024); links with http open in a new window (marked on import).
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={className ? `rich-text ${className}` : "rich-text"} dangerouslySetInnerHTML={{ __html: html }} />;
}
