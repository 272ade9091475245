// Permissions texts the spec does not quote (refusals it never had to explain). Kept here until
// the lead moves them into MSG.permissions.

export const USERS_MSG = {
  /** Demoting a Squad Admin who still leads squads would leave those squads with a member as lead. */
  leadsSquads: (name: string, squads: readonly string[]) =>
    `${name} leads ${squads.join(', ')}. Choose another squad lead first, then remove the Squad Admin role.`,
  /** Only active or invited Squad Members can become Squad Admins. */
  notCandidate: 'Only active or invited Squad Members can be made Squad Admins.',
  /** Super Admins are not managed through the Permissions dialogs. */
  superAdminProtected: 'A Super Admin cannot be changed here.',
} as const;
