// Errors the web app reports about itself (spec 000 `api/user/logs`: label 'Web', message).
// Browser and server share these limits: the reporter cuts and paces what it sends, the server
// refuses more than this anyway.

export const CLIENT_LOG_LABELS = ['Web'] as const;
export type ClientLogLabel = (typeof CLIENT_LOG_LABELS)[number];

export const CLIENT_LOG_LIMITS = {
  /** Longer messages are cut to this many characters (a stack trace is plenty at that). */
  messageMax: 2000,
  /** Reports a page sends per minute at most. */
  perMinute: 10,
  /**
   * Reports the server takes per minute from one session (or a visitor's address): room for a
   * few tabs at the browser's pace; the rest answer 429 and are dropped.
   */
  serverPerMinute: 30,
  /** A report nobody sent again for this many days is deleted by the server's hourly sweep. */
  keepDays: 30,
} as const;

/** The message as it is sent and stored: trimmed, at most CLIENT_LOG_LIMITS.messageMax characters. */
export function clipClientLogMessage(message: string): string {
  return message.trim().slice(0, CLIENT_LOG_LIMITS.messageMax);
}
