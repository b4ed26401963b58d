import fs from 'node:fs';
import Fastify from 'fastify';

/**
 * The framework's ceiling for the API benches: plain Fastify with no plugins, hooks or
 * schemas, in a process of its own as the real server is. Logger at the real server's level,
 * so per-request logger set-up costs both the same. BARE_PAYLOAD_FILE holds the real
 * responses by name; `/bare/:name` answers one of them to GET and to PATCH.
 */
const payloads: Record<string, unknown> = JSON.parse(
  fs.readFileSync(process.env.BARE_PAYLOAD_FILE!, 'utf8'),
);

const app = Fastify({ logger: { level: 'warn' } });
// The real data as an object, serialised by Fastify's default JSON.stringify: what any route
// returning it must pay, with no auth, database or schema on top. A parametric path, as the
// real routes have.
const answer = async (request: { params: unknown }) => {
  const { name } = request.params as { name: string };
  if (!(name in payloads)) throw new Error(`no payload named ${name}`);
  return payloads[name];
};
app.get('/bare/:name', answer);
// The JSON body is parsed by Fastify's default parser, as the real server's is, then dropped.
app.patch('/bare/:name', answer);
app.get('/hello', async () => ({ hello: 'world' }));

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
