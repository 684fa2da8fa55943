/**
 * Small line icons drawn in the current text colour (so high contrast recolours them). Always
 * decorative: the control they sit in carries the text.
 */
const paths = {
  "chevron-down": "M6 9l6 6 6-6",
  "chevron-left": "M15 6l-6 6 6 6",
  "chevron-right": "M9 6l6 6-6 6",
  check: "M5 12.5l4.5 4.5L19 7.5",
  plus: "M12 5v14M5 12h14",
  minus: "M5 12h14",
  external: "M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5",
  info: "M12 8h.01M11 12h1v5h1M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z",
  clock: "M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z",
  pin: "M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
  phone:
    "M5 4h3.5l1.5 4.5-2 1.5a11 11 0 0 0 6 6l1.5-2 4.5 1.5V19a1.5 1.5 0 0 1-1.5 1.5A16.5 16.5 0 0 1 3.5 5.5 1.5 1.5 0 0 1 5 4z",
  mail: "M4 6h16v12H4zM4 7l8 6 8-6",
  filter: "M4 5h16l-6 7.5V19l-4-2v-4.5z",
  close: "M6 6l12 12M18 6L6 18",
  "close-large": "M5 5l14 14M19 5L5 19",
  menu: "M3 6h18M3 12h18M3 18h18",
  "arrow-up": "M12 19V5M5 12l7-7 7 7",
  "arrow-right": "M5 12h14M13 6l6 6-6 6",
  download: "M12 4v11M7 10l5 5 5-5M5 20h14",
  /** A feed: a dot and two arcs. */
  rss: "M5 19h.01M5 12a7 7 0 0 1 7 7M5 5a14 14 0 0 1 14 14",
  "chevron-wide-left": "M15 5l-7 7 7 7",
  "chevron-wide-right": "M9 5l7 7-7 7",
  heart:
    "M12 20s-7-4.4-9.2-8.8C1.4 8.4 3 5 6.4 5c2 0 3.3 1.1 4 2.4h3.2C14.3 6.1 15.6 5 17.6 5 21 5 22.6 8.4 21.2 11.2 19 15.6 12 20 12 20z",
  // Three circles (as arcs) joined by two lines.
  share:
    "M15.5 5a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0M3.5 12a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0M15.5 19a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4",
  link: "M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1",
  /** A waving hand: Libras (Brazilian Sign Language). */
  wave: "M7.5 12.5V6.8a1.5 1.5 0 0 1 3 0v4.7M10.5 11V4.8a1.5 1.5 0 0 1 3 0V11M13.5 11V6a1.5 1.5 0 0 1 3 0v7M16.5 10.5a1.5 1.5 0 0 1 3 0V14a7 7 0 0 1-7 7h-.6a6.5 6.5 0 0 1-5.2-2.6L3.9 14.6a1.5 1.5 0 0 1 2.3-1.9l1.3 1.3",
  /** An open hand: the Libras toggle of the accessibility bar. */
  hand: "M7 11V5.5a1.5 1.5 0 0 1 3 0V10m0-1V4.5a1.5 1.5 0 0 1 3 0V10m0-4.5a1.5 1.5 0 0 1 3 0V11m0-3a1.5 1.5 0 0 1 3 0v6a7 7 0 0 1-7 7h-1a6 6 0 0 1-5-2.7L4 15a1.6 1.6 0 0 1 2.6-1.9L7 14",
} as const;

/** Solid glyphs, filled rather than drawn with a line (the chat widget's). */
const solids = {
  "close-solid": "M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z",
  hands:
    "M7 2.5c.6 0 1 .4 1 1v6.2h1V2c0-.6.4-1 1-1s1 .4 1 1v7.7h1V3c0-.6.4-1 1-1s1 .4 1 1v6.7h1V5c0-.6.4-1 1-1s1 .4 1 1v9.5c0 4-2.9 7.5-7 7.5-2.6 0-4.6-1.4-5.8-3.5L3.1 13c-.3-.6-.1-1.3.5-1.6.6-.3 1.3-.1 1.6.4L6 13.3V3.5c0-.6.4-1 1-1Z",
} as const;

export type IconName = keyof typeof paths | keyof typeof solids;

interface UiIconProps {
  name: IconName;
  size?: number;
  /** Line width in viewBox units (24 across). */
  weight?: number;
  /** Fills the shape too (a pressed "like" heart). */
  filled?: boolean;
  className?: string;
}

export function UiIcon({ name, size = 20, weight = 2, filled = false, className }: UiIconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={className ? `ui-icon ${className}` : "ui-icon"}
    >
      {name in solids ? (
        <path d={solids[name as keyof typeof solids]} fill="currentColor" />
      ) : (
        <path
          d={paths[name as keyof typeof paths]}
          stroke="currentColor"
          strokeWidth={weight}
          fill={filled ? "currentColor" : "none"}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
    </svg>
  );
}
