import { type ApiError, type ErrorCode, MSG } from '@squadboard/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, appError } from './app-error.ts';

// One place maps every failure to the ZApiError shape the web expects.

function fieldKey(instancePath: string): string {
  return instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
}

const SPEC_MESSAGES = new Set<string>(Object.values(MSG.validation));

interface ValidationIssue {
  instancePath: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/**
 * zod reports a failed union (e.g. "'' or an e-mail") with its own "Invalid input"; the spec's
 * message is inside one of the branches, so surface that one.
 */
function messageOf(issue: ValidationIssue): string | undefined {
  if (issue.keyword === 'invalid_union' && Array.isArray(issue.params?.errors)) {
    for (const branch of issue.params.errors as unknown[]) {
      for (const inner of Array.isArray(branch) ? branch : []) {
        const message = (inner as { message?: unknown }).message;
        if (typeof message === 'string' && SPEC_MESSAGES.has(message)) {
          return message;
        }
      }
    }
  }
  return issue.message;
}

export function validationBody(issues: ValidationIssue[]): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = fieldKey(issue.instancePath);
    const message = messageOf(issue);
    if (key && message && !(key in fields)) {
      fields[key] = message;
    }
  }
  const first = Object.values(fields)[0];
  return {
    statusCode: 400,
    code: 'VALIDATION',
    // Root-level problems (no body, not an object) carry zod's own English, not a spec string.
    message: first ?? MSG.generic.invalidInput,
    fields,
  };
}

const CLIENT_ERROR_CODES: Record<number, ErrorCode> = {
  400: 'VALIDATION',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** Fastify's own refusals (unknown route, wrong content type, body too large …) by status. */
function frameworkError(status: number): ApiError {
  const code = status >= 400 && status < 500 ? (CLIENT_ERROR_CODES[status] ?? 'BAD_REQUEST') : 'INTERNAL';
  const body = appError(code).toBody();
  return code === 'VALIDATION' ? { ...body, fields: {} } : body;
}

function toBody(error: FastifyError | Error): ApiError {
  if (error instanceof AppError) {
    return error.toBody();
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return validationBody(error.validation);
  }
  if (isResponseSerializationError(error as FastifyError)) {
    return appError('INTERNAL').toBody();
  }
  return frameworkError((error as FastifyError).statusCode ?? 500);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    const body = toBody(error);
    if (body.statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else if (!(error instanceof AppError)) {
      request.log.info({ code: body.code, reason: error.message }, 'request refused');
    }
    return reply.code(body.statusCode).send(body);
  });
}
