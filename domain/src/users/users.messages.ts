// Users and their roles under Permissions (spec 000 §3). The last three the spec does not quote:
// refusals it never had to explain.

export const permissionsMessages = {
  noUsers: 'No users found.',
  listFailed: 'Failed to get the user list. Please try again.',
  edited: 'User details has been edited successfully',
  editFailed: 'Failed to edit the user details',
  created: 'User created successfully',
  createFailed: 'Failed to create the new user. Please try again.',
  roleSaved: 'User has been created successfully',
  roleSaveFailed: 'Failed to create the new user. Please try again.',
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Enter valid email.',
  superAdminDescription: 'Members of this group have full rights on this platform',
  squadAdminDescription: 'Members can create features, epics, stories, and bugs, and add/remove in squad',
  makeInactive: 'Make user inactive',
  total: (n: number) => `Total: ${n}`,
  /** Demoting a Squad Admin who still leads squads would leave those squads with a member as lead. */
  leadsSquads: (name: string, squads: readonly string[]) =>
    `${name} leads ${squads.join(', ')}. Choose another squad lead first, then remove the Squad Admin role.`,
  /** Only active or invited Squad Members can become Squad Admins. */
  notCandidate: 'Only active or invited Squad Members can be made Squad Admins.',
  /** Super Admins are not managed through the Permissions dialogs. */
  superAdminProtected: 'A Super Admin cannot be changed here.',
  resendInvitation: 'Resend invitation',
  invitationResent: (email: string) =>
    `A new invitation link has been sent to ${email}. The earlier link no longer works.`,
  /** Resending to someone who has already chosen a password (or was made inactive). */
  notInvited: 'This person is no longer waiting for an invitation.',
} as const;
