// Interface labels of the profile area that the spec does not quote (spec strings live in MSG).
// The e2e tests and screen-reader names rely on them.

export const PROFILE_UI = {
  pageTitle: 'Profile',
  back: 'Back',
  uploadAvatar: 'Upload avatar',
  uploadingAvatar: 'Uploading avatar…',
  avatarHint: 'PNG or JPEG. We shrink it to 256 × 256 before uploading.',
  sections: 'Profile sections',
  tabs: {
    'my-profile': 'My Profile',
    'my-plan': 'My Plan',
    'payment-history': 'Payment History',
    'account-settings': 'Account Settings',
    help: 'Help',
  },

  userName: 'User Name',
  userNameHint: 'The e-mail you sign in with.',
  companyName: 'Company Name',
  companyNameHint: 'Only a Super Admin can change the company name.',
  firstName: 'First Name',
  lastName: 'Last Name',
  location: 'Location',
  timeZone: 'Time Zone',
  timeZonePlaceholder: 'Select a time zone',
  timeZoneHint: 'Dates and times are shown in this zone.',
  optional: 'Optional',
  cancel: 'Cancel',
  saveChanges: 'Save Changes',

  email: 'Email',
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  passwordHint:
    'At least 8 characters with an upper-case letter, a lower-case letter, a digit and a special character.',
  otherSessionsHint: 'Changing your password signs you out on your other devices.',

  currentPlan: 'CURRENT PLAN',
  numberOfTeams: 'Number of Teams',
  upgrade: 'Upgrade',
  planSummary: (plan: string) => `You are on the ${plan} plan.`,
  paymentHistoryEmpty: 'No payments yet.',
  plan: {
    loading: 'Loading your plan',
    loadFailed: 'Your plan could not be loaded.',
    price: (money: string, interval: 'month' | 'year') => `${money} / ${interval}`,
    trial: 'Trial',
    statuses: {
      trialing: 'Trial',
      active: 'Active',
      past_due: 'Payment due',
      canceled: 'Ended',
      incomplete: 'Unpaid',
    },
    endingBadge: 'Ends at period end',
    priceLabel: 'Price',
    squads: 'Squads',
    squadsUsed: (count: number, limit: number | null) =>
      limit === null ? `${count} (unlimited)` : `${count} of ${limit}`,
    limits: 'What your plan includes',
    card: 'Card',
    noCard: 'None',
    switchPlan: 'Switch plan',
    keepPlan: 'Keep my plan',
    options: 'Plan options',
    cancelMembership: 'Cancel membership',
    updatePaymentMethod: 'Update payment method',
    enterprise: 'Your plan is arranged with our team. For changes, contact the team.',
  },
  cancelDialog: {
    title: 'Cancel Renewal',
    intro: (date: string) =>
      `Your plan will not renew. You keep every feature until ${date}; after that your organisation moves to the Free plan and its data is kept.`,
    comments: 'Comments',
    commentsPlaceholder: 'Tell us why you are leaving (optional)',
    finish: 'Finish',
    back: 'Back',
  },
  cancelledDialog: {
    title: 'Membership cancelled',
    body: (plan: string, date: string) =>
      `Your ${plan} plan stays active until ${date}. You can keep it any time before then with Keep my plan.`,
    ok: 'OK',
  },
  switchDialog: {
    title: 'Switch plan',
    intro: 'Choose the plan you want to move to. You see the price before anything is charged.',
    options: 'Plans',
    monthly: 'Monthly',
    yearly: 'Yearly',
    enterprise: 'Enterprise',
    enterprisePrice: 'Price on request',
    continue: 'Continue',
    cancel: 'Cancel',
    pricesFailed: 'Prices could not be loaded.',
  },
  paymentDialog: {
    title: 'Switch plan: confirm payment',
    intro: (plan: string) => `Switching to ${plan}. This is what changes on your bill today.`,
    description: 'Description',
    amount: 'Amount',
    total: 'Due today',
    nextBill: 'Next bill date',
    pay: 'Pay',
    back: 'Back',
  },
  history: {
    paymentMethod: (card: string) => `PAYMENT METHOD - ${card}`,
    loading: 'Loading payments',
    loadFailed: 'Payments could not be loaded.',
    onlySuperAdmin: 'Only a Super Admin can see the payments of your organisation.',
    invoices: 'Invoices',
    date: 'Date',
    invoice: 'Invoice',
    description: 'Description',
    amount: 'Amount',
    status: 'Status',
    view: 'View',
    viewInvoice: (number: string) => `View invoice ${number}`,
    statuses: { draft: 'Draft', open: 'Open', paid: 'Paid', void: 'Void', uncollectible: 'Uncollectible' },
  },

  loadFailed: 'Your profile could not be loaded.',
  tryAgain: 'Try again',

  firstLoginTitle: 'MY PROFILE',
  firstLoginIntro:
    'Welcome! Tell your squad who you are: your name, and a picture if you like. You can change them any time.',

  tour: {
    label: 'Guided tour',
    next: 'Next',
    back: 'Back',
    skip: 'Skip tour',
    done: 'Done',
    progress: (step: number, total: number) => `Step ${step} of ${total}`,
  },
} as const;

/** The shell's guided tour: each step points at an element marked data-tour="<id>". */
export const TOUR_STEPS = [
  {
    id: 'side-menu',
    title: 'Find your way',
    text: 'The side menu takes you to squads, sprints, retros and more. Collapse it for more room.',
  },
  {
    id: 'report-bug',
    title: 'Report a bug',
    text: 'Something looks wrong? Tell us from any page; we see which page you were on.',
  },
  {
    id: 'notifications',
    title: 'Notifications',
    text: 'News about your squads and retros will appear here.',
  },
  {
    id: 'help',
    title: 'Help',
    text: 'Opens the user guide in a new window.',
  },
  {
    id: 'account-menu',
    title: 'Your account',
    text: 'Your profile, your plan and signing out live in this menu.',
  },
] as const;

/** Account Settings → "Notifications by mail": one switch per kind of notification. */
export const MAIL_SETTINGS_UI = {
  title: 'Notifications by mail',
  intro: 'You always see notifications in the app. Choose which of them also come by mail.',
  kinds: {
    mention: 'Mentions',
    assignment: 'Assignments',
    retro: 'Retros scheduled or started',
    guest_waiting: 'Guests waiting',
    release_tagged: 'Release tagging',
  },
  hints: {
    mention: 'Someone mentions you in a comment.',
    assignment: 'An action, register item, work item or RAID item is assigned to you.',
    retro: 'A retro of one of your squads is scheduled or starts.',
    guest_waiting: 'A guest waits to be let into a retro you run.',
    release_tagged:
      "A work item you own is tagged with a release, while your organisation's Release Tagging is on.",
  },
  loading: 'Loading mail settings',
  loadFailed: 'Your mail settings could not be loaded.',
  tryAgain: 'Try again',
  saved: 'Mail settings saved.',
} as const;
