/**
 * Prometheus metrics in the text exposition format, without a client library: counters and a
 * latency histogram for HTTP, plus gauges that other services register (outbox depth, sockets).
 */
import type { NextFunction, Request, Response } from "express";

const buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export function createMetrics() {
  const requests = new Map<string, number>();
  const histogram = new Map<string, { counts: number[]; sum: number; count: number }>();
  const gauges = new Map<string, { help: string; type: "gauge" | "counter"; read: () => number | Promise<number> }>();
  const startedAt = Date.now();

  /** Routes are grouped, not raw paths, so the label set stays small. */
  function routeOf(path: string): string {
    if (path.startsWith("/api/")) return path.replace(/\/\d+(?=\/|$)/g, "/:id");
    if (path.startsWith("/portal")) return path.split("/").slice(0, 3).join("/");
    if (path.startsWith("/media/")) return "/media";
    if (path.startsWith("/assets/")) return "/assets";
    return path.length > 40 ? "other" : path;
  }

  return {
    middleware() {
      return (req: Request, res: Response, next: NextFunction) => {
        const start = process.hrtime.bigint();
        res.on("finish", () => {
          const route = routeOf(req.originalUrl.split("?", 1)[0] ?? "/");
          const key = `${req.method}|${route}|${res.statusCode}`;
          requests.set(key, (requests.get(key) ?? 0) + 1);
          const seconds = Number(process.hrtime.bigint() - start) / 1e9;
          const h = histogram.get(route) ?? { counts: buckets.map(() => 0), sum: 0, count: 0 };
          buckets.forEach((b, i) => {
            if (seconds <= b) h.counts[i]!++;
          });
          h.sum += seconds;
          h.count++;
          histogram.set(route, h);
        });
        next();
      };
    },
    gauge(name: string, help: string, read: () => number | Promise<number>) {
      gauges.set(name, { help, type: "gauge", read });
    },
    /** A value that only grows (name it *_total), read when /metrics is asked. */
    counter(name: string, help: string, read: () => number | Promise<number>) {
      gauges.set(name, { help, type: "counter", read });
    },
    async render(): Promise<string> {
      const lines: string[] = [];
      lines.push("# HELP lead_http_requests_total HTTP requests by method, route and status.");
      lines.push("# TYPE lead_http_requests_total counter");
      for (const [key, value] of requests) {
        const [method, route, status] = key.split("|");
        lines.push(`lead_http_requests_total{method="${method}",route="${escape(route!)}",status="${status}"} ${value}`);
      }
      lines.push("# HELP lead_http_request_duration_seconds HTTP request duration by route.");
      lines.push("# TYPE lead_http_request_duration_seconds histogram");
      for (const [route, h] of histogram) {
        buckets.forEach((b, i) =>
          lines.push(`lead_http_request_duration_seconds_bucket{route="${escape(route)}",le="${b}"} ${h.counts[i]}`),
        );
        lines.push(`lead_http_request_duration_seconds_bucket{route="${escape(route)}",le="+Inf"} ${h.count}`);
        lines.push(`lead_http_request_duration_seconds_sum{route="${escape(route)}"} ${h.sum}`);
        lines.push(`lead_http_request_duration_seconds_count{route="${escape(route)}"} ${h.count}`);
      }
      const memory = process.memoryUsage();
      const builtIn: Array<[string, string, number]> = [
        ["lead_process_uptime_seconds", "Seconds since the process started.", (Date.now() - startedAt) / 1000],
        ["lead_process_resident_memory_bytes", "Resident memory.", memory.rss],
        ["lead_process_heap_used_bytes", "V8 heap in use.", memory.heapUsed],
      ];
      for (const [name, help, value] of builtIn) lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} gauge`, `${name} ${value}`);
      for (const [name, gauge] of gauges) {
        let value: number;
        try {
          value = await gauge.read();
        } catch {
          value = Number.NaN;
        }
        lines.push(`# HELP ${name} ${gauge.help}`, `# TYPE ${name} ${gauge.type}`, `${name} ${value}`);
      }
      return lines.join("\n") + "\n";
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

function escape(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
}
