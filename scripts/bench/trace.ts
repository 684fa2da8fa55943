/** Chromium's trace as the main-thread and interaction benches read it (playwright's startTracing/stopTracing). */
import type { Browser } from "playwright-core";

/** One event of a Chromium trace: the fields the benches read. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: {
    frame?: string;
    data?: { frame?: string; url?: string; fileName?: string };
    beginData?: { url?: string };
    fileName?: string;
  };
}

/** Stops the browser's tracing and returns its events. */
export async function stopTrace(browser: Browser): Promise<TraceEvent[]> {
  return (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
}
