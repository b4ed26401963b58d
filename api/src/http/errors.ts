import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { MESSAGES, messageCode } from 'shared-contracts';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { ImageRejectedError } from '../images/image-processing.js';

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** An error whose message is meant for the person using the product. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (what: string) => new HttpError(404, MESSAGES.notFound(what));
export const conflict = (message: string) => new HttpError(409, message);

/** What a request is told while a service behind the API (database, Redis) is away. */
export const UNAVAILABLE_MESSAGE = MESSAGES.serviceUnavailable;
export const serviceUnavailable = () => new HttpError(503, UNAVAILABLE_MESSAGE);

/**
 * The body of every error answer. `message` is the English (the spec's strings); when it
 * is one of MESSAGES, `code` names it (and `params` holds its values) so clients can show
 * it in their language.
 */
export function errorBody(statusCode: number, message: string) {
  return {
    statusCode,
    error: STATUS_NAMES[statusCode] ?? 'Error',
    message,
    ...messageCode(message),
  };
}

/** Fastify's own 4xx errors whose wording we replace with the product's. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: MESSAGES.uploadTooLarge,
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.requestTooLarge,
  FST_FILES_LIMIT: MESSAGES.oneImageOnly,
  FST_FIELDS_LIMIT: MESSAGES.tooManyFormFields,
  FST_PARTS_LIMIT: MESSAGES.tooManyFormFields,
};

/**
 * Our schemas carry the spec's messages; zod's own ("Invalid input: expected string,
 * received undefined") do not say which field, so those get its path in front.
 */
const ZOD_GENERIC = /^Invalid (input|option|element|union|key in)\b/;

function validationMessage(
  issue: { message?: string; instancePath: string } | undefined,
  context: string | undefined,
) {
  if (!issue?.message) return MESSAGES.invalidRequest;
  const field = issue.instancePath.slice(1).replaceAll('/', '.');
  if (!ZOD_GENERIC.test(issue.message)) return issue.message;
  // No body at all (or `null`, a list…) where an object belongs.
  if (!field && context === 'body') return MESSAGES.bodyNotObject;
  return field ? `${field}: ${issue.message}` : issue.message;
}

/**
 * Every error leaves as `{ statusCode, error, message }` (architecture §6). Client
 * mistakes keep their 4xx and a readable message; only our own faults are 500s, logged
 * in full and answered without internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = validationMessage(error.validation[0], error.validationContext);
      return reply.status(400).send(errorBody(400, message));
    }
    if (error instanceof HttpError || error instanceof ImageRejectedError) {
      return reply.status(error.statusCode).send(errorBody(error.statusCode, error.message));
    }
    if (isDatabaseUnavailable(error)) {
      // Not our fault and not the client's: the request may be sent again in a moment.
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).send(errorBody(503, UNAVAILABLE_MESSAGE));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response failed its schema');
      return reply.status(500).send(errorBody(500, MESSAGES.somethingWentWrong));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = (error.code && FASTIFY_MESSAGES[error.code]) || error.message;
      return reply.status(status).send(errorBody(status, message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(500, MESSAGES.somethingWentWrong));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(errorBody(404, `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
}
