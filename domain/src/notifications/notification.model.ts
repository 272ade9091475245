// In-app notifications: what happened to whom, about which item. The spec has only a
// placeholder screen at /notification (000 §2, tooltip 'No new notifications'); we go beyond it.

export const NOTIFICATION_KINDS = [
  /** Someone @mentioned the recipient in a comment (work item, RAID item, register item). */
  'mention',
  /** The recipient became the assignee: an action, a register item, a work item's owner, a RAID owner. */
  'assignment',
  /** A retro of one of the recipient's squads was scheduled. */
  'retro_scheduled',
  /** A retro of one of the recipient's squads started. */
  'retro_started',
  /** A guest knocks at a live retro the recipient administers. */
  'guest_waiting',
  /** A work item the recipient owns was tagged with a release (only while the organisation's 'Release Tagging' is on). */
  'release_tagged',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a notification is about, so its link opens the item. */
export const NOTIFICATION_SUBJECTS = [
  'work_item',
  'raid_item',
  'action',
  'action_register_item',
  'retro',
] as const;
export type NotificationSubject = (typeof NOTIFICATION_SUBJECTS)[number];

/** Which kinds a person may also receive by mail, with the defaults of a new account. */
export const MAIL_PREFERENCE_KINDS = [
  'mention',
  'assignment',
  'retro',
  'guest_waiting',
  'release_tagged',
] as const;
export type MailPreferenceKind = (typeof MAIL_PREFERENCE_KINDS)[number];
export type MailPreferences = Record<MailPreferenceKind, boolean>;

export const DEFAULT_MAIL_PREFERENCES: MailPreferences = {
  mention: true,
  assignment: true,
  retro: false,
  guest_waiting: false,
  release_tagged: false,
};

export const NOTIFICATION_LIMITS = {
  pageSize: 20,
  titleMax: 300,
  /** A person keeps this many notifications; older read ones are trimmed. */
  keepPerUser: 500,
} as const;

/** The mail preference that decides whether a notification of `kind` also goes by mail. */
export function mailPreferenceOf(kind: NotificationKind): MailPreferenceKind {
  return kind === 'retro_scheduled' || kind === 'retro_started' ? 'retro' : kind;
}

/** Stored preferences are partial (kinds added later): the defaults fill the gaps. */
export function mailPreferencesOf(
  stored: Partial<Record<string, unknown>> | null | undefined,
): MailPreferences {
  const result = { ...DEFAULT_MAIL_PREFERENCES };
  for (const kind of MAIL_PREFERENCE_KINDS) {
    const value = stored?.[kind];
    if (typeof value === 'boolean') {
      result[kind] = value;
    }
  }
  return result;
}
