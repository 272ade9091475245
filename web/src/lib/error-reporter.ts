import { CLIENT_LOG_LIMITS, clipClientLogMessage } from '@squadboard/domain/client-logs/client-log.model';

// Tells the server about errors people meet (spec `api/user/logs`, label 'Web'): uncaught
// errors, unhandled rejections, the route error boundary, and 4xx API answers. Each message goes
// once per page load and at most CLIENT_LOG_LIMITS.perMinute a minute, so a render loop cannot
// flood the server. It sends with its own fetch (keepalive, so a report survives the page
// closing), never through the api client, and swallows its own failures: a failing report is
// never reported, which would loop.
//
// Off until installErrorReporting() (the app's providers): unit tests of other modules, which
// answer fetch with a fake server, never see report calls they did not ask for.

const ENDPOINT = '/api/user/logs';
const MINUTE_MS = 60_000;

let enabled = false;
let uninstallHandlers: (() => void) | null = null;
const reported = new Set<string>();
let sentAt: number[] = [];

/** Sends `message` unless it was sent already on this page or the minute's budget is spent. */
export function reportClientError(message: string): void {
  if (!enabled) {
    return;
  }
  const text = clipClientLogMessage(message);
  if (!text || reported.has(text)) {
    return;
  }
  const now = Date.now();
  sentAt = sentAt.filter((at) => now - at < MINUTE_MS);
  if (sentAt.length >= CLIENT_LOG_LIMITS.perMinute) {
    // Dropped, not remembered: if it happens again after the pause it may still be told.
    return;
  }
  reported.add(text);
  sentAt.push(now);
  try {
    fetch(ENDPOINT, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'squadboard' },
      body: JSON.stringify({ label: 'Web', message: text }),
    }).catch(() => {
      // Offline or refused (429): nothing to do, and nothing to report.
    });
  } catch {
    // fetch itself threw (no fetch, a bad environment): the same.
  }
}

/** What is worth knowing about any thrown value, a route error response included. */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const head = `${error.name}: ${error.message}`;
    return error.stack?.includes(error.message) ? error.stack : `${head}\n${error.stack ?? ''}`.trim();
  }
  if (error && typeof error === 'object' && 'status' in error) {
    const { status, statusText } = error as { status: unknown; statusText?: unknown };
    return `Route error ${String(status)} ${String(statusText ?? '')}`.trim();
  }
  return `Thrown: ${typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error))}`;
}

export function reportError(error: unknown): void {
  reportClientError(describeError(error));
}

const ID_SEGMENT = /^(\d+|[0-9a-f]{8}-[0-9a-f-]{27}|[A-Za-z0-9_=-]{20,})$/i;

/**
 * A path as reports may carry it: no query string, and no segment that may name someone (an
 * e-mail, an encoded address, a token) or just an id, which would also defeat de-duplication.
 */
export function reportablePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare
    .split('/')
    .map((segment) =>
      segment.includes('@') || segment.includes('%') || ID_SEGMENT.test(segment) ? ':id' : segment,
    )
    .join('/');
}

/**
 * A 4xx answer of the API: method, path and code only, never a body. 401 is left out: an ended
 * session is the session handling's business, not an error.
 */
export function reportApiFailure(method: string, path: string, status: number, code: string): void {
  if (status < 400 || status >= 500 || status === 401) {
    return;
  }
  reportClientError(`API ${status} ${code} ${method.toUpperCase()} ${reportablePath(path)}`);
}

/**
 * Turns reporting on and listens for uncaught errors and unhandled rejections on `target`.
 * Idempotent; answers the function that undoes it (tests, and StrictMode's double effects).
 */
export function installErrorReporting(target: Window = window): () => void {
  enabled = true;
  if (!uninstallHandlers) {
    const onError = (event: ErrorEvent) => {
      // A cross-origin script's error carries nothing but this text: nothing to learn.
      if (!event.error && event.message === 'Script error.') {
        return;
      }
      reportError(event.error ?? new Error(`${event.message} at ${event.filename}:${event.lineno}`));
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      // A failed API call was reported as such when it was answered.
      const reason: unknown = event.reason;
      if (reason instanceof Error && reason.name === 'ApiError') {
        return;
      }
      reportError(reason);
    };
    target.addEventListener('error', onError);
    target.addEventListener('unhandledrejection', onRejection);
    uninstallHandlers = () => {
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onRejection);
    };
  }
  return () => {
    enabled = false;
    uninstallHandlers?.();
    uninstallHandlers = null;
  };
}

/** For tests: forget what was sent, as a new page load would. */
export function resetErrorReporter(): void {
  reported.clear();
  sentAt = [];
}
