import { expect } from '@playwright/test';
import { firstWorkingDayFrom } from '@squadboard/domain/sprints/sprint.rules';
import type { Sprint, SprintList } from '@squadboard/domain/sprints/sprint.schema';
import { STATUS_IDS } from '@squadboard/domain/work-items/work-item.model';
import type { SquadFixture } from '../backlog/work-items-api.ts';

// Sprints made and run through the API for the sprint journeys, in the fixture's own
// squad of the demo organisation (which plans per squad: no journey turns its enterprise cadence
// on), so journeys running side by side never share a sprint.

export { createWorkItem, createWorkItems, squadFixture, uniqueTitle } from '../backlog/work-items-api.ts';

/** The squad's next sprint, starting on the first day the server allows (a working day). */
export async function createSprint(fixture: SquadFixture, name: string, daysInSprint = 10): Promise<Sprint> {
  const listed = await fixture.request.get(`/api/sprints?squadId=${fixture.squadId}`);
  expect(listed.status(), await listed.text()).toBe(200);
  const { minimumStartDate } = (await listed.json()) as SprintList;
  const response = await fixture.request.post('/api/sprints', {
    data: { squadId: fixture.squadId, name, daysInSprint, startDate: firstWorkingDayFrom(minimumStartDate) },
  });
  expect(response.status(), await response.text()).toBe(201);
  const created = (await response.json()).created as Sprint[];
  const sprint = created[0];
  expect(sprint).toBeDefined();
  return sprint as Sprint;
}

/** Puts items in a sprint, as the backlog's multi-select does. */
export async function moveToSprint(
  fixture: SquadFixture,
  ids: string[],
  sprintId: string | null,
): Promise<void> {
  const response = await fixture.request.post('/api/work-items/bulk', { data: { ids, sprintId } });
  expect(response.status(), await response.text()).toBe(200);
}

export async function startSprint(fixture: SquadFixture, sprintId: string): Promise<void> {
  const response = await fixture.request.post(`/api/sprints/${sprintId}/start`, {
    data: { squadId: fixture.squadId },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function completeSprint(
  fixture: SquadFixture,
  sprintId: string,
  carryTo: 'backlog' | string,
): Promise<void> {
  const response = await fixture.request.post(`/api/sprints/${sprintId}/complete`, {
    data: { squadId: fixture.squadId, carryTo },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function changeStatus(fixture: SquadFixture, itemId: string, statusId: number): Promise<void> {
  const response = await fixture.request.post(`/api/work-items/${itemId}/status`, { data: { statusId } });
  expect(response.status(), await response.text()).toBe(200);
}

/** A Task walks the workflow one status at a time (it needs no fields on the way) up to Done. */
export async function finishTask(fixture: SquadFixture, itemId: string): Promise<void> {
  const path = [
    STATUS_IDS.refinement,
    STATUS_IDS.design,
    STATUS_IDS.delivery,
    STATUS_IDS.testing,
    STATUS_IDS.done,
  ];
  for (const statusId of path) {
    await changeStatus(fixture, itemId, statusId);
  }
}
