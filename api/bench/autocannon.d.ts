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

  /** One connection; `setupClient` may give it its own body. */
  interface Client {
    setBody(body: string | Buffer): void;
  }

  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** Called once per connection as it is made. */
    setupClient?: (client: Client) => void;
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
