/** Decorative icons of the institutional page (the text beside them carries the meaning). */
const common = { "aria-hidden": true, focusable: false, viewBox: "0 0 24 24", fill: "none", stroke: "currentColor" } as const;

export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg {...common} width="20" height="20" strokeWidth="2" strokeLinejoin="round" fill={filled ? "currentColor" : "none"}>
      <path d="M12 20s-7-4.4-9.2-8.8C1.4 8.4 3 5 6.4 5c2 0 3.3 1.1 4 2.4h3.2C14.3 6.1 15.6 5 17.6 5 21 5 22.6 8.4 21.2 11.2 19 15.6 12 20 12 20z" />
    </svg>
  );
}

export function ShareIcon() {
  return (
    <svg {...common} width="20" height="20" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
    </svg>
  );
}

export function LinkIcon() {
  return (
    <svg {...common} width="20" height="20" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1" />
      <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1" />
    </svg>
  );
}

export function DownloadIcon() {
  return (
    <svg {...common} width="18" height="18" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </svg>
  );
}

export function ChevronIcon({ direction }: { direction: "left" | "right" }) {
  return (
    <svg {...common} width="22" height="22" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
      <path d={direction === "left" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"} />
    </svg>
  );
}
