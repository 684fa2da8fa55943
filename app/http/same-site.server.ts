/**
 * Whether the post comes from this site's own pages: no Sec-Fetch-Site "cross-site", and an
 * Origin (when the browser sends one; "null" from privacy-minded browsers passes) that is the
 * configured public origin or the address this request was made to. "bad" when the Origin is not
 * an address at all.
 */
export function sameSite(request: Request, publicOrigin: string): boolean | "bad" {
  if (request.headers.get("sec-fetch-site") === "cross-site") return false;
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") return true;
  if (!URL.canParse(origin)) return "bad";
  const { origin: given, host } = new URL(origin);
  if (given === "null" || !host) return "bad";
  return given === publicOrigin || host === new URL(request.url).host;
}
