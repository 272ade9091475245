/** A person's name as every screen shows it: first and last name, or the e-mail without one. */
export function personName(user: {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
}): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || user.email;
}
