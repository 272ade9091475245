import { encodeMeetingId } from '@squadboard/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { RetroRow } from '../../db/schema/index.ts';
import { retroInvitationMail } from '../mail/mail-templates.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { RetrosRepository } from './retros.repository.ts';

// The retro invitation mails (with their calendar event): for a retro made on Create Retro and for
// the one a squad's setting schedules when a sprint starts, the same mail to the same people.

export type RetroInvitations = ReturnType<typeof createRetroInvitations>;

export function createRetroInvitations(deps: {
  repo: Pick<RetrosRepository, 'invitees'>;
  mailer: Mailer;
  publicUrl: string;
  /** The mails' sender ('Name <address>'), the calendar event's ORGANIZER. */
  organizer: string;
  log: FastifyBaseLogger;
}) {
  const { repo, mailer, publicUrl, organizer, log } = deps;
  const joinLink = (meetingId: string) => `${publicUrl}/join-retro/${encodeMeetingId(meetingId)}`;

  return {
    /**
     * To the squad's lead and members who may get mail, after the retro's commit. A failed mail
     * is logged and the retro stays: an invitation is never worth losing the retro over.
     */
    async invite(row: { retro: RetroRow; squadName: string }): Promise<void> {
      const { retro } = row;
      const link = joinLink(retro.meetingId);
      const invitees = await repo.invitees(retro.squadId);
      const results = await Promise.allSettled(
        invitees.map(async (person) =>
          mailer.send(
            retroInvitationMail(
              person.email,
              {
                id: retro.id,
                title: retro.title,
                squadName: row.squadName,
                status: retro.status,
                scheduledAt: retro.scheduledAt,
                updatedAt: retro.updatedAt,
                instant: retro.startType === 'instant',
                link,
              },
              person.timeZone,
              organizer,
            ),
          ),
        ),
      );
      results.forEach((result, i) => {
        if (result.status === 'rejected') {
          log.error(
            { retroId: retro.id, to: invitees[i]?.email, err: result.reason },
            'retro invitation mail failed; the retro was created',
          );
        }
      });
    },
  };
}
