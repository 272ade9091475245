// The signed-in shell: top bar and side menu (spec 000 §6).

export const topBarMessages = {
  noNotifications: 'No new notifications',
  reportBug: 'Report a bug',
  notifications: 'Notifications',
  help: 'Help',
  myProfile: 'My Profile',
  myPlan: 'My Plan',
  signOut: 'Sign out',
} as const;
