import os from 'node:os';
import pg from 'pg';
import { type DatabaseTarget, dropSchema, newSchemaName } from './server-process.js';

/** Settings every API bench reads from the environment, and the databases it runs on. */

export function positiveInt(name: string, fallback: number): number {
  const value = process.env[name] ? Number(process.env[name]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

/** The machine's own PostgreSQL, the one the test suite uses. */
const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

export interface BenchDatabase {
  label: 'SQLite' | 'PostgreSQL';
  /** The summary's group for this database's figures. */
  group: string;
  /** A fresh place for one server's rows: PostgreSQL gets a schema of its own. */
  target(): DatabaseTarget;
  /** Drops what `target` made (the SQLite file goes with the data folder). */
  cleanUp(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * SQLite and PostgreSQL (`BENCH_DATABASE_URL`, default the machine's own) unless
 * `BENCH_DATABASES` names one. A PostgreSQL that does not answer is skipped with a notice
 * when it was not asked for by name, and is an error when it was.
 */
export async function benchDatabases(): Promise<BenchDatabase[]> {
  const asked = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',').map((s) => s.trim());
  const unknown = asked.filter((name) => name !== 'sqlite' && name !== 'postgres');
  if (unknown.length) throw new Error(`BENCH_DATABASES: unknown ${unknown.join(', ')}`);
  const databases: BenchDatabase[] = [];
  if (asked.includes('sqlite')) {
    databases.push({
      label: 'SQLite',
      group: 'API (SQLite)',
      target: () => ({ kind: 'sqlite' }),
      cleanUp: async () => {},
    });
  }
  if (asked.includes('postgres')) {
    const url = process.env.BENCH_DATABASE_URL || DEFAULT_POSTGRES_URL;
    if (await answers(url)) {
      const schemas: string[] = [];
      databases.push({
        label: 'PostgreSQL',
        group: 'API (PostgreSQL)',
        target: () => {
          const schema = newSchemaName('bench');
          schemas.push(schema);
          return { kind: 'postgres', url, schema };
        },
        cleanUp: async () => {
          await Promise.all(schemas.splice(0).map((schema) => dropSchema(url, schema)));
        },
      });
    } else if (process.env.BENCH_DATABASES) {
      throw new Error(`PostgreSQL at ${url} does not answer`);
    } else {
      console.error(`*** NOTICE: PostgreSQL at ${url} does not answer: measuring SQLite only.`);
    }
  }
  return databases;
}

/** One line on the machine, for every results file. */
export function machineLine(): string {
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
  return `${os.cpus().length} cores, Node ${process.version}, load average ${load} (1 / 5 / 15 min) at the end`;
}
