import { encodeMeetingId } from '@squadboard/domain';
import type { DashboardRetro } from '@squadboard/domain/dashboard/dashboard.schema';
import type { DashboardRepository } from './dashboard.repository.ts';

type DashboardRetroRow = Awaited<ReturnType<DashboardRepository['retros']>>['rows'][number];

/** A running or scheduled retro of the dashboard's Retros block, with the room it opens. */
export function presentRetro(row: DashboardRetroRow): DashboardRetro {
  return {
    id: row.id,
    title: row.title,
    squadId: row.squadId,
    squadName: row.squadName,
    room: encodeMeetingId(row.meetingId),
    status: row.status,
    scheduledAt: row.scheduledAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
  };
}
