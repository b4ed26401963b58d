/**
 * The part of autocannon's programmatic API the benchmark uses (`@types/autocannon` is not
 * installed; this keeps the bench type-checked without adding a dependency).
 */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    total: number;
  }

  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    headers?: Record<string, string>;
  }

  interface Result {
    /** Requests completed per second, sampled once a second. */
    requests: Histogram;
    /** Milliseconds. */
    latency: Histogram;
    non2xx: number;
    /** Connection errors, timeouts included. */
    errors: number;
    timeouts: number;
  }

  /** Without a callback, autocannon resolves with the result when the run ends. */
  function autocannon(options: Options): Promise<Result>;
  export = autocannon;
}
