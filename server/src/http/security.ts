import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** By the routed path when there is one, as the router decoded it (`/%61pi/…` is /api too). */
function isApiRequest(request: FastifyRequest): boolean {
  const path = request.routeOptions.url ?? request.url;
  return path === '/api' || path.startsWith('/api/');
}

/**
 * API answers hold people's data and must not outlive the session in a browser or proxy cache:
 * `no-store` unless the route chose its own caching (a versioned avatar). The web app's files
 * (web-app.ts) keep theirs: hashed assets immutable, index.html revalidated. Synchronous: an
 * async hook costs a promise on every answer for a header.
 */
function registerApiNoStore(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApiRequest(request) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}

/**
 * CSP for the Vite-built React app: scripts only from our origin; inline styles are needed by
 * Mantine's CSS variables; images and previews may be data:/blob: URLs (avatars, uploads, PDFs).
 */
function helmetOptions(config: Pick<Config, 'publicUrl' | 'cookieSecure'>) {
  const socketOrigin = config.publicUrl.replace(/^http/, 'ws');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", socketOrigin],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        frameSrc: ["'self'", 'blob:', 'data:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        // Over plain HTTP (local use) upgrading would break every request.
        ...(config.cookieSecure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The app opens blob: previews and the help guide in new windows; keep them working.
    crossOriginEmbedderPolicy: false,
    hsts: config.cookieSecure,
  } as const;
}

/** The headers of one config, computed once: they depend on nothing in the request. */
const headersByConfig = new Map<string, Promise<Readonly<Record<string, string>>>>();

/**
 * The headers helmet sets with our options, read once from helmet itself on a throwaway server,
 * so they stay exactly helmet's (names, values, new defaults when helmet is upgraded). The plugin
 * on the real app would build helmet's whole middleware chain again on every request (it parsed
 * the CSP directives per request) behind an async hook: about a tenth of /api/health's time.
 */
export function securityHeadersOf(
  config: Pick<Config, 'publicUrl' | 'cookieSecure'>,
): Promise<Readonly<Record<string, string>>> {
  const key = `${config.cookieSecure}:${config.publicUrl}`;
  let headers = headersByConfig.get(key);
  if (!headers) {
    headers = (async () => {
      const probe = Fastify({ logger: false });
      await probe.register(helmet, helmetOptions(config));
      probe.get('/', (_request, reply) => reply.send(''));
      const response = await probe.inject({ method: 'GET', url: '/' });
      await probe.close();
      const plain = Fastify({ logger: false });
      plain.get('/', (_request, reply) => reply.send(''));
      const bare = await plain.inject({ method: 'GET', url: '/' });
      await plain.close();
      const set: Record<string, string> = {};
      for (const [name, value] of Object.entries(response.headers)) {
        if (bare.headers[name] === undefined && typeof value === 'string') {
          set[name] = value;
        }
      }
      return Object.freeze(set);
    })();
    headersByConfig.set(key, headers);
  }
  return headers;
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const headers = await securityHeadersOf(config);
  const entries = Object.entries(headers);
  // On every request, routed or not (404s, refusals and errors carry them too), as helmet's
  // onRequest hook did; a route may still replace one (an attachment's own sandboxing CSP).
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of entries) {
      raw.setHeader(name, value);
    }
    done();
  });
  registerApiNoStore(app);
}
