/** Issue 19: /notification, built by the notifications feature. */
export function NotificationsPage() {
  return null;
}
