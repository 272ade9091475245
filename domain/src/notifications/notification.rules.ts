import { MSG } from '../messages.ts';
import { encodeMeetingId } from '../retro/meeting-id.ts';
import {
  NOTIFICATION_LIMITS,
  type NotificationKind,
  type NotificationSubject,
} from './notification.model.ts';

// Who is told what, and how it reads. Pure: the server's notifications service reads
// the people and writes the rows; these decide.

/**
 * The recipients of one event: each person once, never the one who did it (nobody is told of
 * their own comment or their own assignment). Empty ids (no owner) drop out.
 */
export function notificationRecipients(
  candidates: readonly (string | null | undefined)[],
  actorId: string | null,
): string[] {
  const seen = new Set<string>();
  for (const id of candidates) {
    if (id && id !== actorId) {
      seen.add(id);
    }
  }
  return [...seen];
}

/** The person an edit newly assigns: the owner, when it changed to someone (unchanged tells nobody). */
export function newAssignee(
  before: string | null | undefined,
  after: string | null | undefined,
): string | null {
  return after && after !== before ? after : null;
}

/** Releases a save added to a work item (case as typed; a release kept or removed tells nobody). */
export function addedReleases(before: readonly string[], after: readonly string[]): string[] {
  const had = new Set(before.map((r) => r.trim().toLowerCase()));
  const added = new Map<string, string>();
  for (const release of after) {
    const key = release.trim().toLowerCase();
    if (key && !had.has(key) && !added.has(key)) {
      added.set(key, release.trim());
    }
  }
  return [...added.values()];
}

/** Where a notification opens, a path of the app; a retro's depends on what happened to it. */
export function notificationLink(
  subject: NotificationSubject,
  id: string,
  kind?: NotificationKind,
  meetingId?: string,
): string {
  switch (subject) {
    case 'work_item':
      return `/edit-tab/work-item/${id}`;
    case 'raid_item':
      return `/raid/${id}`;
    case 'action':
    case 'action_register_item':
      // The project view of the actions page lists the register items too.
      return '/actions';
    case 'retro':
      return kind === 'retro_scheduled' || !meetingId
        ? '/retro/retro-list'
        : `/retro-session/${encodeMeetingId(meetingId)}`;
  }
}

/** What happened, as the title needs it; the actor's name is filled in by whoever knows it. */
export type NotificationFacts =
  | { kind: 'mention'; subject: string }
  | { kind: 'assignment'; subject: string }
  | { kind: 'retro_scheduled'; title: string; at: Date }
  | { kind: 'retro_started'; title: string }
  | { kind: 'guest_waiting'; guest: string; title: string }
  | { kind: 'release_tagged'; subject: string; release: string };

/** One day and time for every reader of a shared title: UTC, named as such. */
export function notificationWhen(at: Date): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(at);
  return `${text} UTC`;
}

/** The one line people read, from MSG.notifications, cut to the stored length. */
export function notificationTitle(facts: NotificationFacts, actorName: string | null): string {
  const m = MSG.notifications;
  const actor = actorName || 'Someone';
  let title: string;
  switch (facts.kind) {
    case 'mention':
      title = m.mention(actor, facts.subject);
      break;
    case 'assignment':
      title = m.assignment(actor, facts.subject);
      break;
    case 'retro_scheduled':
      title = m.retroScheduled(facts.title, notificationWhen(facts.at));
      break;
    case 'retro_started':
      title = m.retroStarted(facts.title);
      break;
    case 'guest_waiting':
      title = m.guestWaiting(facts.guest, facts.title);
      break;
    case 'release_tagged':
      title = m.releaseTagged(facts.subject, facts.release);
      break;
  }
  return title.length > NOTIFICATION_LIMITS.titleMax
    ? `${title.slice(0, NOTIFICATION_LIMITS.titleMax - 1)}…`
    : title;
}

export interface NamedPerson {
  id: string;
  firstName: string | null;
  lastName: string | null;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The people a plain-text comment (a register item's) names as "@First Last": the whole name,
 * in any case, not followed by a letter or digit (so "@Ann Lee" is not "@Ann Leeds"). People
 * with no name cannot be mentioned this way.
 */
export function mentionsInPlainText(text: string, people: readonly NamedPerson[]): string[] {
  if (!text.includes('@')) {
    return [];
  }
  const found = new Set<string>();
  for (const person of people) {
    const name = [person.firstName, person.lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ');
    if (!name) {
      continue;
    }
    const words = name.split(/\s+/).map(escapeRegExp).join('\\s+');
    if (new RegExp(`@${words}(?![\\p{L}\\p{N}])`, 'iu').test(text)) {
      found.add(person.id);
    }
  }
  return [...found];
}
