import "./SectionHeader.css";
import "./utilities.css";

/**
 * The heading block that opens a content section: an optional eyebrow (a short kicker above the
 * title), the section's heading and an optional lead paragraph. The heading level is chosen by the
 * caller so the page outline stays correct (h2 under the page's h1, h3 inside a section).
 */
export function SectionHeader({
  id,
  title,
  eyebrow,
  lead,
  level = 2,
  align = "start",
  className,
}: {
  /** The heading's id, for aria-labelledby on the section. */
  id: string;
  title: React.ReactNode;
  eyebrow?: React.ReactNode;
  lead?: React.ReactNode;
  level?: 2 | 3;
  align?: "start" | "center";
  className?: string;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  const classes = ["section-header", `section-header--${align}`, className ?? ""].filter(Boolean).join(" ");
  return (
    <div className={classes}>
      {eyebrow ? <p className="eyebrow section-header__eyebrow">{eyebrow}</p> : null}
      <Heading id={id} className="section-header__title focus-target">
        {title}
      </Heading>
      {lead ? <div className="section-header__lead">{lead}</div> : null}
    </div>
  );
}
