// Ending sessions must also close live sockets; the realtime gateway subscribes here so the auth
// service does not depend on it (and works without it, e.g. in tests and the CLI).

export type SessionsEnded = { kind: 'user'; userId: string } | { kind: 'session'; sessionId: string };

export class SessionEvents {
  private readonly listeners = new Set<(event: SessionsEnded) => void>();

  onEnded(listener: (event: SessionsEnded) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emitEnded(event: SessionsEnded): void {
    for (const listener of this.listeners) {
      listener(event);
    }
  }
}
