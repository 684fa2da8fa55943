import { redirect } from "react-router";

/**
 * For a loader: a form submitted without JavaScript (its `marker` field set), or a hand-made value,
 * goes to the canonical address; after a submission, to the filtered list (`anchor`).
 */
export function redirectToCanonical(url: URL, canonical: string | null, marker: readonly [string, string], anchor: string) {
  if (canonical === null) return;
  const submitted = url.searchParams.get(marker[0]) === marker[1];
  throw redirect(`${url.pathname}${canonical}${submitted ? anchor : ""}`);
}
