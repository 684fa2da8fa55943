import { createContext, useContext } from "react";

/** The response's JSON-LD blocks by name, provided by entry.server (absent in the browser). */
export const StructuredDataContext = createContext<Map<string, string> | null>(null);

/**
 * Structured data for search engines: a data block (never executed), already serialised
 * safely. It is written by the server render only, from the load context, so its bytes are not
 * repeated in the hydration data; in the browser the block hydrates as it is.
 */
export function JsonLd({ name }: { name: string }) {
  const json = useContext(StructuredDataContext)?.get(name);
  return <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json ?? "" }} />;
}
