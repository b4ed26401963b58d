import pg from 'pg';
import type { TestProject } from 'vitest/node';

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | null;
  }
}

/** Finds out once whether PostgreSQL answers; the suite skips with a notice when it does not. */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    project.provide('postgresUrl', url);
  } catch (error) {
    console.warn(
      `\n*** NOTICE: PostgreSQL at ${url} does not answer (${String(error)}); ` +
        'the api:postgres tests are SKIPPED. Set TEST_DATABASE_URL to run them. ***\n',
    );
    project.provide('postgresUrl', null);
  } finally {
    await client.end().catch(() => {});
  }
}
