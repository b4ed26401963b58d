import fs from 'node:fs';
import Fastify from 'fastify';

/**
 * The framework's ceiling for `projects-list.ts`: plain Fastify with no plugins, hooks or
 * schemas, in a process of its own as the real server is. Logger at the real server's level,
 * so per-request logger set-up costs both the same.
 */
const payload: unknown = JSON.parse(fs.readFileSync(process.env.BARE_PAYLOAD_FILE!, 'utf8'));

const app = Fastify({ logger: { level: 'warn' } });
// The real list as an object, serialised by Fastify's default JSON.stringify: what any route
// returning this data must pay, with no auth, database or schema on top.
app.get('/bare', async () => payload);
app.get('/hello', async () => ({ hello: 'world' }));

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
