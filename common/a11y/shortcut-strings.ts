/**
 * The keys' names as the keyboard prints them, the same in every language (the shortcuts' labels,
 * common/a11y/shortcuts.ts: "Alt+K", "Alt+Shift+1"); the letters and digits are the keys'.
 */
export const keyNames = { alt: "Alt", shift: "Shift" } as const;
