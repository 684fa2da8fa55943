import "./Card.css";
import "./utilities.css";

/**
 * A content card: a rounded surface with a soft shadow, an optional media area on top and a body.
 * Use `as="li"` inside a list, `as="article"` for a self-contained item (news, award).
 */
export function Card({
  as: Element = "article",
  media,
  children,
  footer,
  className,
  attributes,
  labelledBy,
}: {
  as?: "article" | "li" | "div";
  media?: React.ReactNode;
  children: React.ReactNode;
  /** Actions at the bottom of the card, kept aligned across a row of cards. */
  footer?: React.ReactNode;
  className?: string;
  /** Extra attributes (e.g. data-libras-*). */
  attributes?: Record<string, string>;
  labelledBy?: string;
}) {
  return (
    <Element className={className ? `card ${className}` : "card"} aria-labelledby={labelledBy} {...attributes}>
      {media ? <div className="card__media">{media}</div> : null}
      <div className="card__body">{children}</div>
      {footer ? <div className="card__footer">{footer}</div> : null}
    </Element>
  );
}

/** A grid of cards that wraps from one column on phones to `columns` on wide screens. */
export function CardGrid({
  children,
  columns = 3,
  className,
  label,
}: {
  children: React.ReactNode;
  columns?: 2 | 3 | 4;
  className?: string;
  /** When the list needs its own name (otherwise the section heading names it). */
  label?: string;
}) {
  return (
    <ul className={`card-grid plain-list card-grid--${columns}${className ? ` ${className}` : ""}`} aria-label={label}>
      {children}
    </ul>
  );
}
