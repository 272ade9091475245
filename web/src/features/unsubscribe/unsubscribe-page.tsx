/** Issue 19: /unsubscribe and /unsubscribe/:id, built by the unsubscribe feature. */
export function UnsubscribePage() {
  return null;
}
