import { useUi } from "../site/site-context";

/** A link to another site: opens in a new tab and says so to screen-reader users. */
export function ExternalLink({
  href,
  children,
  className,
  attributes,
}: {
  href: string;
  children: React.ReactNode;
  className?: string;
  attributes?: Record<string, string>;
}) {
  const { ui } = useUi();
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer" {...attributes}>
      {children}
      <span className="visually-hidden"> {ui.footer.newTab}</span>
    </a>
  );
}
