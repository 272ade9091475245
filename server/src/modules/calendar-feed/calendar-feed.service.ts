import { type Caller, encodeMeetingId } from '@squadboard/domain';
import type {
  CalendarFeedCreated,
  CalendarFeedStatus,
} from '@squadboard/domain/calendar-feed/calendar-feed.schema';
import { appError } from '../../http/app-error.ts';
import { newSecretToken, sha256 } from '../auth/secrets.ts';
import { presentFeedStatus } from './calendar-feed.presenter.ts';
import type { CalendarFeedRepository } from './calendar-feed.repository.ts';
import { feedCalendar } from './calendar-ics.ts';

// A person's private calendar address. The token is 256 random bits, shown once in
// the answer that makes it; only its SHA-256 is stored, like a session's, so neither a database
// leak nor a log of this table opens anyone's feed. The feed itself is read without a cookie:
// whoever holds the address reads the calendar, and making a new one or revoking voids it.

export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;

/** What the feed spans: enough past for "when was our last retro", a year of planning ahead. */
const DAYS_BACK = 90;
const DAYS_AHEAD = 366;
const DAY_MS = 86_400_000;
/** `<43 base64url characters>.ics`, as newSecretToken makes them. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

export function createCalendarFeedService(deps: {
  repo: CalendarFeedRepository;
  publicUrl: string;
  now?: () => Date;
}) {
  const { repo, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async status(caller: Caller): Promise<CalendarFeedStatus> {
      return presentFeedStatus(await repo.feedOf(caller.id));
    },

    /** A new address; an old one stops working in the same write. */
    async create(caller: Caller): Promise<CalendarFeedCreated> {
      const token = newSecretToken();
      const row = await repo.replace(caller.id, sha256(token), now());
      return { url: `${publicUrl}/api/calendar/${token}.ics`, createdAt: row.createdAt.toISOString() };
    },

    async revoke(caller: Caller): Promise<void> {
      await repo.revoke(caller.id);
    },

    /**
     * The feed of `<token>.ics`. An unknown, revoked or malformed token and a person who may not
     * sign in any more all get the same 404: the answer tells a prober nothing.
     */
    async read(file: string): Promise<string> {
      const token = FEED_FILE.exec(file)?.[1];
      const owner = token ? await repo.ownerOf(sha256(token)) : undefined;
      if (owner?.status !== 'ACTIVE') {
        throw appError('NOT_FOUND');
      }
      const at = now();
      const from = new Date(at.getTime() - DAYS_BACK * DAY_MS);
      const to = new Date(at.getTime() + DAYS_AHEAD * DAY_MS);
      const squadIds = (await repo.squadsOf(owner)).map((squad) => squad.id);
      const [retros, sprints] = await Promise.all([
        repo.retrosOf(owner.customerId, squadIds, from, to),
        repo.sprintsOf(owner.customerId, squadIds, dayOf(from), dayOf(to)),
      ]);
      await repo.markRead(owner.userId, at);
      return feedCalendar({
        retros: retros.map((retro) => ({
          ...retro,
          link: `${publicUrl}/retro-session/${encodeMeetingId(retro.meetingId)}`,
        })),
        sprints,
      });
    },
  };
}

function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}
