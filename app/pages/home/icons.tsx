/** Small inline icons of the home page (decorative: the text next to them carries the meaning). */
const common = { "aria-hidden": true, focusable: false, viewBox: "0 0 24 24", fill: "none", stroke: "currentColor" } as const;

export function CloseIcon() {
  return (
    <svg {...common} width="20" height="20" strokeWidth="2.4" strokeLinecap="round">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export function WaveIcon() {
  return (
    <svg {...common} width="26" height="26" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d="M7.5 12.5V6.8a1.5 1.5 0 0 1 3 0v4.7M10.5 11V4.8a1.5 1.5 0 0 1 3 0V11M13.5 11V6a1.5 1.5 0 0 1 3 0v7" />
      <path d="M16.5 10.5a1.5 1.5 0 0 1 3 0V14a7 7 0 0 1-7 7h-.6a6.5 6.5 0 0 1-5.2-2.6L3.9 14.6a1.5 1.5 0 0 1 2.3-1.9l1.3 1.3" />
    </svg>
  );
}

export function ArrowIcon() {
  return (
    <svg {...common} width="18" height="18" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M5 12h14M13 6l6 6-6 6" />
    </svg>
  );
}
