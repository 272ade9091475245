import { type ApiError, type ErrorCode, MSG } from '@squadboard/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, appError } from './app-error.ts';
import { multipartFailure } from './upload.ts';

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
  const upload = multipartFailure(error);
  if (upload) {
    return upload.toBody();
  }
  return frameworkError((error as FastifyError).statusCode ?? 500);
}

/** An error's own fields that never carry what the client sent. */
interface LoggedError {
  type: string;
  code?: unknown;
  message?: string;
  query?: string;
  stack?: string;
  cause?: LoggedError;
}

/** The stack's frames without its first line, which repeats the message. */
function framesOf(stack: string | undefined): string | undefined {
  return stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

/**
 * What a failure may put in the log. A database error's message holds the query's parameters
 * (Drizzle's "params: …") or the offending value (PostgreSQL's "invalid input syntax …: "…"), that
 * is, people's text: such errors keep their SQL (placeholders only), SQLSTATE and frames. Other
 * errors are our own or a library's and keep their message.
 */
export function loggableError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    return { type: typeof error };
  }
  const { code, query, cause } = error as Error & { code?: unknown; query?: unknown; cause?: unknown };
  const fromDatabase = typeof query === 'string' || (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code));
  return {
    type: error.name,
    ...(code === undefined ? {} : { code }),
    ...(fromDatabase ? {} : { message: error.message }),
    ...(typeof query === 'string' ? { query } : {}),
    ...(depth === 0 ? { stack: framesOf(error.stack) } : {}),
    // Drizzle's cause is the driver's error, judged the same way (its SQLSTATE drops the message).
    ...(cause !== undefined && depth < 3 ? { cause: loggableError(cause, depth + 1) } : {}),
  };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    const body = toBody(error);
    if (body.statusCode >= 500) {
      request.log.error({ failure: loggableError(error) }, 'request failed');
    } else if (!(error instanceof AppError)) {
      // The framework's code, not its message: a JSON parse error quotes the body it choked on.
      request.log.info(
        { code: body.code, reason: (error as FastifyError).code ?? error.name },
        'request refused',
      );
    }
    return reply.code(body.statusCode).send(body);
  });
}
