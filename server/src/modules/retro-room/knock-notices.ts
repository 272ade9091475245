import { notificationLink, notificationTitle } from '@squadboard/domain/notifications/notification.rules';
import type { FastifyBaseLogger } from 'fastify';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { RoomService } from './room.service.ts';

// The notices of a guest's knock: the room's admins hear of it (the room
// service picks them by admission.rules.ts), and once anyone answers the knock, admitting or
// declining, the notice is handled (read) for everyone who got it. Neither ever fails the knock
// or the answer: whatever goes wrong is logged.

export type KnockNotices = ReturnType<typeof createKnockNotices>;

export function createKnockNotices(deps: {
  rooms: Pick<RoomService, 'knockAudience' | 'noticeRetro'>;
  notifications: Pick<NotificationsService, 'notify' | 'markHandled'>;
  log: FastifyBaseLogger;
}) {
  const { rooms, notifications, log } = deps;
  const factsOf = (guest: string, title: string) => ({ kind: 'guest_waiting' as const, guest, title });

  return {
    /** `guest` knocks on the retro; `presentIds` are the participants in its room now. */
    async knocked(retroId: string, guest: string, presentIds: readonly string[]): Promise<void> {
      try {
        const audience = await rooms.knockAudience(retroId, presentIds);
        if (!audience) {
          return;
        }
        const { retro, recipients } = audience;
        await notifications.notify({
          customerId: retro.customerId,
          actorId: null,
          recipients,
          facts: factsOf(guest, retro.title),
          subject: {
            kind: 'retro',
            id: retro.id,
            link: notificationLink('retro', retro.id, 'guest_waiting', retro.meetingId),
          },
          once: true,
        });
      } catch (err) {
        log.error({ err, retroId }, 'guest notification failed');
      }
    },

    /** These guests' knocks were answered: their notices are handled, for everyone told. */
    async answered(retroId: string, guests: readonly string[]): Promise<void> {
      if (guests.length === 0) {
        return;
      }
      try {
        const retro = await rooms.noticeRetro(retroId);
        if (!retro) {
          return;
        }
        for (const guest of new Set(guests)) {
          await notifications.markHandled({
            customerId: retro.customerId,
            kind: 'guest_waiting',
            subjectKind: 'retro',
            subjectId: retro.id,
            // A guest's notice has no actor: its title is the one it was stored with.
            title: notificationTitle(factsOf(guest, retro.title), null),
          });
        }
      } catch (err) {
        log.error({ err, retroId }, 'marking a guest notification handled failed');
      }
    },
  };
}
