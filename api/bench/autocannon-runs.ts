import autocannon from 'autocannon';
import { median } from './stats.js';

/** Interleaved autocannon runs over several targets, medians per target. */

export interface Target {
  label: string;
  url: string;
  method?: 'GET' | 'PATCH';
  headers?: Record<string, string>;
  /** Request bodies, handed to the connections in turn (connection i sends bodies[i % n]). */
  bodies?: string[];
}

export interface Sample {
  reqPerSec: number;
  /** Milliseconds; autocannon's histogram holds whole milliseconds, so 0 means under one. */
  p99: number;
  non2xx: number;
  errors: number;
}

export interface RunSettings {
  connections: number;
  seconds: number;
  warmupSeconds: number;
  runs: number;
}

async function measure(target: Target, connections: number, seconds: number): Promise<Sample> {
  const { url, method = 'GET', bodies } = target;
  const headers = { ...target.headers, ...(bodies ? { 'content-type': 'application/json' } : {}) };
  let next = 0;
  const result = await autocannon({
    url,
    method,
    headers,
    connections,
    duration: seconds,
    ...(bodies ? { setupClient: (client) => client.setBody(bodies[next++ % bodies.length]!) } : {}),
  });
  const { non2xx, errors } = result;
  return { reqPerSec: result.requests.average, p99: result.latency.p99, non2xx, errors };
}

/**
 * Every target once per run, in turn, so drift (heat, other load) hits all alike. Only the
 * first run warms up (JIT, caches, the database's pages); its errors count too.
 */
export async function runInterleaved(
  targets: Target[],
  settings: RunSettings,
): Promise<Sample[][]> {
  const samples: Sample[][] = targets.map(() => []);
  for (let run = 1; run <= settings.runs; run++) {
    for (const [i, target] of targets.entries()) {
      const warmup =
        run === 1 ? await measure(target, settings.connections, settings.warmupSeconds) : undefined;
      const sample = await measure(target, settings.connections, settings.seconds);
      sample.non2xx += warmup?.non2xx ?? 0;
      sample.errors += warmup?.errors ?? 0;
      samples[i]!.push(sample);
      const line = `${Math.round(sample.reqPerSec)} req/s, p99 ${sample.p99} ms`;
      console.error(`run ${run}/${settings.runs} ${target.label}: ${line}`);
    }
  }
  return samples;
}

export interface Summary {
  reqPerSec: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export function summariseRuns(samples: Sample[]): Summary {
  return {
    reqPerSec: median(samples.map((s) => s.reqPerSec)),
    p99: median(samples.map((s) => s.p99)),
    non2xx: samples.reduce((total, s) => total + s.non2xx, 0),
    errors: samples.reduce((total, s) => total + s.errors, 0),
  };
}
