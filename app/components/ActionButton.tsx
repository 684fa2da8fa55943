import { buttonTarget } from "../../common/navigation/targets";
import { withLang } from "../../common/paths";
import { useUi } from "../site/site-context";

/**
 * A link styled as a button that follows the site's button navigation rule: http, ./assets and
 * /documentos targets open in a new tab; anything else goes to /portal/{value}; an empty value
 * gives an inactive button (aria-disabled) that does nothing.
 */
export function ActionButton({
  target,
  children,
  variant = "primary",
  className,
}: {
  target: string | null | undefined;
  children: React.ReactNode;
  variant?: "primary" | "secondary";
  className?: string;
}) {
  const { ui, lang } = useUi();
  const resolved = buttonTarget(target);
  const classes = ["button", variant === "secondary" ? "button--secondary" : "", className ?? ""].filter(Boolean).join(" ");
  if (resolved.kind === "inactive") {
    return (
      // Stays focusable so screen-reader users still find it and hear that it is unavailable.
      <button type="button" className={classes} aria-disabled="true">
        {children}
      </button>
    );
  }
  if (resolved.kind === "external") {
    return (
      <a className={classes} href={resolved.href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> {ui.footer.newTab}</span>
      </a>
    );
  }
  return (
    <a className={classes} href={withLang(resolved.href, lang)}>
      {children}
    </a>
  );
}
