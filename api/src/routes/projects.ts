import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponse,
  parseKey,
  project,
  projectList,
  projectParams,
  updateProjectRequest,
} from 'shared-contracts';
import { z } from 'zod';
import { currentUser, requireUser } from '../auth/authenticate.js';
import { notFound } from '../http/errors.js';
import {
  createProject,
  deleteProject,
  getProject,
  listProjects,
  updateProject,
} from '../store/projects.js';
import type { AppContext } from './context.js';
import { toProject } from './serialize.js';

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };
const security = [{ bearer: [] }];

/**
 * Projects of the signed-in user. A project key of someone else answers 404, exactly as
 * one that does not exist (the `PK` in paths must be the caller's own user key).
 */
export async function projectRoutes(appBase: FastifyInstance, ctx: AppContext) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db, imageUrlsFor, features } = ctx;
  app.addHook('onRequest', requireUser(ctx.tokens, ctx.sessions));

  const ownProjectId = (userId: string, PK: string, SK: string) => {
    if (parseKey('user', PK) !== userId) throw notFound('Project');
    return parseKey('project', SK)!;
  };

  app.post(
    '/',
    {
      schema: {
        tags: ['projects'],
        summary: 'Create a project named "Project name" (at most 30 per user)',
        security,
        response: { 201: project, 409: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const row = await createProject(db, currentUser(request).userId);
      return reply.status(201).send(await toProject(row, features, imageUrlsFor(request, reply)));
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags: ['projects'],
        summary: "The user's projects, last changed first",
        security,
        response: { 200: projectList, 401: errorResponse },
      },
    },
    async (request, reply) => {
      const rows = await listProjects(db, currentUser(request).userId);
      const imageUrl = imageUrlsFor(request, reply);
      return Promise.all(rows.map((row) => toProject(row, features, imageUrl)));
    },
  );

  app.get(
    '/:PK/:SK',
    {
      schema: {
        tags: ['projects'],
        summary: 'One project',
        security,
        params: projectParams,
        response: { 200: project, ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const row = await getProject(
        db,
        userId,
        ownProjectId(userId, request.params.PK, request.params.SK),
      );
      if (!row) throw notFound('Project');
      return toProject(row, features, imageUrlsFor(request, reply));
    },
  );

  app.patch(
    '/',
    {
      schema: {
        tags: ['projects'],
        summary: 'Rename a project or change its description',
        security,
        body: updateProjectRequest,
        response: { 200: project, 409: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { SK, name, description, version } = request.body;
      const row = await updateProject(
        db,
        currentUser(request).userId,
        parseKey('project', SK)!,
        { name, description },
        version,
      );
      if (!row) throw notFound('Project');
      return toProject(row, features, imageUrlsFor(request, reply));
    },
  );

  app.delete(
    '/:PK/:SK',
    {
      schema: {
        tags: ['projects'],
        summary: 'Delete a project with everything in it',
        security,
        params: projectParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const imageKeys = await deleteProject(
        db,
        userId,
        ownProjectId(userId, request.params.PK, request.params.SK),
      );
      if (!imageKeys) throw notFound('Project');
      await ctx.blobs.deleteMany(imageKeys);
      return reply.status(204).send(null);
    },
  );
}
