import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** Polled by load balancers every few seconds: logged only at debug, so they do not drown the rest. */
const QUIET_ROUTES = new Set(['/api/health']);

/**
 * One line per request instead of Fastify's two (one on arrival, one on answer): on answer, with
 * the method, path and client address beside status and time. Health checks go at debug. Every
 * other line of Fastify's (errors, unknown routes, closing) is left as it was.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      // Through Fastify's serializers: method, path, host and client address; status.
      req: request,
      res: reply,
      responseTime: reply.elapsedTime,
      ...(error ? { err: error } : {}),
    };
    if (error) {
      reply.log.error(line, 'request errored');
    } else if (request.routeOptions.url !== undefined && QUIET_ROUTES.has(request.routeOptions.url)) {
      reply.log.debug(line, 'request completed');
    } else {
      reply.log.info(line, 'request completed');
    }
  }
}
