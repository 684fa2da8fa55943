import "./SplitSection.css";

export type SplitLayout = "media-start" | "media-end";

/** Sections alternate sides: even index (0, 2, …) has the media at the start, odd at the end. */
export function splitLayout(index: number): SplitLayout {
  return index % 2 === 0 ? "media-start" : "media-end";
}

/**
 * A section of text beside an image, alternating sides down the page. The text comes first in the
 * document (heading before picture for screen readers); the layout places the media on the left
 * (`media-start`) or the right (`media-end`) on wide screens, and above the text on phones.
 * `data-layout` names the side, for styles and tests.
 */
export function SplitSection({
  index,
  labelledBy,
  media,
  children,
  tone = "plain",
  className,
  attributes,
  id,
}: {
  index: number;
  labelledBy: string;
  media?: React.ReactNode;
  children: React.ReactNode;
  tone?: "plain" | "sand" | "mist";
  className?: string;
  attributes?: Record<string, string>;
  id?: string;
}) {
  const layout = splitLayout(index);
  const classes = ["split", `split--${tone}`, media ? "" : "split--no-media", className ?? ""].filter(Boolean).join(" ");
  return (
    <section id={id} className={classes} data-layout={layout} aria-labelledby={labelledBy} {...attributes}>
      <div className="container split__inner">
        <div className="split__body">{children}</div>
        {media ? <div className="split__media">{media}</div> : null}
      </div>
    </section>
  );
}
