import { isSprintActive } from '@squadboard/domain/sprints/sprint.rules';
import type { Sprint } from '@squadboard/domain/sprints/sprint.schema';
import type { SprintRow } from '../../db/schema/index.ts';

/** `usage`: whether some squad started it and how many items it holds (a new sprint: neither). */
export function presentSprint(
  row: SprintRow,
  today: string,
  usage: { started: boolean; itemCount: number } = { started: false, itemCount: 0 },
): Sprint {
  const dates = { id: row.id, startDate: row.startDate, endDate: row.endDate };
  return {
    id: row.id,
    name: row.name,
    number: row.number,
    squadId: row.squadId,
    enterpriseCadence: row.squadId === null,
    startDate: row.startDate,
    endDate: row.endDate,
    workingDays: row.workingDays,
    active: isSprintActive(dates, today),
    ...usage,
  };
}
