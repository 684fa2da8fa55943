/**
 * What the server ran while the visitor waited: a bench's slowest reads matched with the server's
 * CPU profile (`--cpu-prof`). A ratio says how much slower the tail is, not why; this says which
 * work filled the server's one thread during the reads that make the p99.
 *
 * Both clocks are the machine's monotonic one: V8 stamps its profile's samples with it and the
 * visitor's `process.hrtime` reads it, so a read's start and end fall on the profile's timeline.
 * Each sample inside a slow read is charged to a kind of work found on its stack (KINDS), so the
 * table names work, not Node's plumbing.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { VisitorResult } from "./visitor";

interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }>;
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/**
 * Kinds of work, by a frame anywhere on the sample's stack: the first kind whose frame is on it
 * wins, so the list runs from the most specific (SQLite inside an action is SQLite) to the widest.
 */
const KINDS: Array<[label: string, frame: RegExp]> = [
  ["garbage collection", /^\(garbage collector\)/],
  ["SQLite (queries, commits and their fsync)", /^executeQuery .*sqlite-driver/],
  ["hashing uploads (sha256)", /^(update|digest) hash\.js/],
  ["multipart parsing (busboy)", /(sbmh|multipart)\.js/],
  ["compression (zlib)", /node:zlib/],
  ["socket and file writes (system calls)", /^writev( |$)/],
  // Fizz's own frames too: a render deeper than the profile's stack keeps only them (FileField
  // under renderWithHooks, no renderToString in sight, was charged to "other" at stop 51).
  [
    "React's render of a page",
    /^(renderToString|renderToStringImpl|renderToPipeableStream|renderWithHooks|renderElement|renderNode|retryNode|performWork) react-dom/,
  ],
  ["React Router's data encoding (turbo-stream)", /^encodeViaTurboStream /],
  ["loaders and actions", /^(callDataStrategy|callLoaderOrAction|runHandler) /],
  [
    "React Router's request handling",
    /^(handleDocumentRequest|requestHandler|createRemixRequest|sendRemixResponse|writeReadableStreamToWritable) /,
  ],
  ["body pieces taking turns (streams)", /^(paced|resume_|flow|Readable\.read|ondata) /],
  ["kept pages' answers", /^(middleware|gzipJoin|valuesFor|pageQueryOnly|keptPageQuery) server-app/],
  ["new requests (HTTP parsing, Express's router)", /^(parserOnHeadersComplete|parserOnIncoming|handle|next) /],
  ["timers", /^(listOnTimeout|processTimers) /],
];

const frameName = (frame: CpuProfile["nodes"][number]["callFrame"]) =>
  `${frame.functionName || "(anonymous)"} ${frame.url ? `${frame.url.split("/").slice(-1)[0]}:${frame.lineNumber + 1}` : ""}`.trim();

/** The newest `.cpuprofile` in `dir`, or null. */
export function newestProfile(dir: string): string | null {
  try {
    const files = readdirSync(dir).filter((f) => f.endsWith(".cpuprofile"));
    return files.length ? path.join(dir, files.sort().at(-1)!) : null;
  } catch {
    return null;
  }
}

/**
 * The reads of `seen` at or over `thresholdMs` and, over all of them together, the server's busy and
 * idle time and the work it ran, largest first. Returns printable lines.
 */
export function explainSlowReads(profileFile: string, seen: VisitorResult, thresholdMs: number, top = 12): string[] {
  const profile = JSON.parse(readFileSync(profileFile, "utf8")) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  // What each sampled node is charged to: the first kind on its stack, else "other: <its frame>" (memoised per node).
  const chargedTo = new Map<number, string>();
  const charge = (id: number): string => {
    let label = chargedTo.get(id);
    if (label !== undefined) return label;
    const stack: string[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) stack.push(frameName(byId.get(at)!.callFrame));
    label = KINDS.find(([, frame]) => stack.some((name) => frame.test(name)))?.[0] ?? `other: ${stack[0]}`;
    chargedTo.set(id, label);
    return label;
  };
  const windows = seen.latencies
    .map((ms, i) => ({ from: seen.startsUs[i]!, to: seen.startsUs[i]! + ms * 1000 }))
    .filter((w, i) => seen.latencies[i]! >= thresholdMs)
    .sort((a, b) => a.from - b.from);
  const work = new Map<string, number>();
  let busy = 0;
  let idle = 0;
  let at = profile.startTime;
  let w = 0;
  for (let i = 0; i < profile.samples.length && w < windows.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    const us = profile.timeDeltas[i + 1] ?? 0;
    // A visitor's reads follow one another: the first window not yet over is the only one `at` can be in.
    while (w < windows.length && windows[w]!.to <= at) w++;
    if (w === windows.length || windows[w]!.from > at) continue;
    const node = byId.get(profile.samples[i]!)!;
    if (node.callFrame.functionName === "(idle)") {
      idle += us;
      continue;
    }
    busy += us;
    const label = charge(node.id);
    work.set(label, (work.get(label) ?? 0) + us);
  }
  const lines = [
    `During the ${windows.length} visitor read(s) of ${thresholdMs.toFixed(1)} ms or more, the server's thread was busy ${(busy / 1000).toFixed(0)} ms and idle ${(idle / 1000).toFixed(0)} ms; its work, largest first:`,
  ];
  for (const [label, us] of [...work].sort((a, b) => b[1] - a[1]).slice(0, top))
    lines.push(
      `  ${((us / Math.max(1, busy)) * 100).toFixed(0).padStart(3)}%  ${(us / 1000).toFixed(1).padStart(7)} ms  ${label}`,
    );
  return lines;
}
