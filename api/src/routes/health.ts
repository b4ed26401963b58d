import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from './context.js';

/** Each readiness check gets this long: a dependency that hangs counts as down. */
const CHECK_TIMEOUT_MS = 3_000;

const checkResult = z.enum(['ok', 'failing']);
const readiness = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.object({ database: checkResult, schema: checkResult, blobStore: checkResult }),
});
type Readiness = z.infer<typeof readiness>;

function withTimeout(check: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer in ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([check, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Two probes for whoever runs the instances (api/README.md, "Running at scale"):
 * - `/api/health` is liveness: the process answers HTTP. It touches nothing else, so a
 *   database outage never makes an orchestrator restart instances that would recover.
 * - `/api/ready` is readiness: the database answers, holds every migration of this code,
 *   and the blob store takes writes. A load balancer sends traffic only while it is 200.
 */
export async function healthRoutes(appBase: FastifyInstance, ctx: AppContext) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (checks nothing behind it)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  async function runChecks(log: FastifyInstance['log']): Promise<Readiness> {
    const named = {
      database: () => ctx.db.ping(),
      schema: () => ctx.db.checkSchema(),
      blobStore: () => ctx.blobs.checkUsable(),
    };
    const results = await Promise.all(
      Object.entries(named).map(async ([name, check]) => {
        try {
          await withTimeout(check());
          return [name, 'ok'] as const;
        } catch (error) {
          log.warn({ err: error }, `readiness: ${name} failing`);
          return [name, 'failing'] as const;
        }
      }),
    );
    const checks = Object.fromEntries(results) as Readiness['checks'];
    const ready = Object.values(checks).every((result) => result === 'ok');
    return { status: ready ? 'ready' : 'unavailable', checks };
  }

  // Probes from several load balancers at once share one round of checks.
  let inFlight: Promise<Readiness> | null = null;
  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary:
          'Readiness: 200 while the database, its schema and the blob store are usable; ' +
          '503 (saying which is failing) otherwise. Point load balancers here.',
        response: { 200: readiness, 503: readiness },
      },
    },
    async (request, reply) => {
      inFlight ??= runChecks(request.log).finally(() => {
        inFlight = null;
      });
      const result = await inFlight;
      reply.header('Cache-Control', 'no-store');
      return reply.status(result.status === 'ready' ? 200 : 503).send(result);
    },
  );
}
