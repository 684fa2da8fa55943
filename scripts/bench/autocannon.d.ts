/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module "autocannon" {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }
  interface Options {
    url: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    title?: string;
    /** Requests per second across all connections (unset: as fast as the connections go). */
    overallRate?: number;
    /** Requests cycled through; setupRequest may change each one before it is sent. */
    requests?: Array<{
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (request: { method?: string; path?: string; headers: Record<string, string>; body?: string }) => {
        method?: string;
        path?: string;
        headers: Record<string, string>;
        body?: string;
      };
    }>;
  }
  interface Result {
    title?: string;
    url: string;
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
