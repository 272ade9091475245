import { firstWorkingDayFrom } from '@squadboard/domain/sprints/sprint.rules';
import { STATUS_IDS } from '@squadboard/domain/work-items/work-item.model';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import type { OrgUser } from './factories.ts';
import { api } from './request.ts';
import type { TestApp } from './test-app.ts';

// Sprints and work items made through the API, the way people make them, for the sprint
// lifecycle's route tests.

function expectStatus(what: string, response: { statusCode: number; body: string }, status: number): void {
  if (response.statusCode !== status) {
    throw new Error(`${what}: expected ${status}, got ${response.statusCode} ${response.body}`);
  }
}

/** The first day a new sprint of the squad may start (a working day). */
export async function nextSprintStart(t: TestApp, user: OrgUser, squadId: string): Promise<string> {
  const response = await api(t.app, user, 'GET', `/api/sprints?squadId=${squadId}`);
  expectStatus('sprint list', response, 200);
  return firstWorkingDayFrom(response.json().minimumStartDate);
}

/** A squad sprint through Sprint Settings, starting on the first day allowed unless `startDate`. */
export async function createSquadSprint(
  t: TestApp,
  user: OrgUser,
  squadId: string,
  name: string,
  options: { startDate?: string; daysInSprint?: number } = {},
): Promise<{ id: string; name: string; startDate: string; endDate: string }> {
  const startDate = options.startDate ?? (await nextSprintStart(t, user, squadId));
  const response = await api(t.app, user, 'POST', '/api/sprints', {
    squadId,
    name,
    daysInSprint: options.daysInSprint ?? 5,
    startDate,
  });
  expectStatus('sprint create', response, 201);
  return response.json().created[0];
}

/** A work item in the squad's backlog, with its planned effort when given. */
export async function createItem(
  t: TestApp,
  user: OrgUser,
  squadId: string,
  title: string,
  options: { type?: string; parentId?: string; effortHours?: number } = {},
): Promise<WorkItem> {
  const response = await api(t.app, user, 'POST', '/api/work-items', {
    squadId,
    type: options.type ?? 'Task',
    title,
    ...(options.parentId ? { parentId: options.parentId } : {}),
  });
  expectStatus('work item create', response, 201);
  const item = response.json().item as WorkItem;
  if (options.effortHours === undefined) {
    return item;
  }
  const edited = await api(t.app, user, 'PATCH', `/api/work-items/${item.id}`, {
    effortHours: options.effortHours,
  });
  expectStatus('work item edit', edited, 200);
  return edited.json().item;
}

/** Puts items in a sprint (null: back to the backlog), as the backlog's multi-select does. */
export async function planItems(t: TestApp, user: OrgUser, ids: string[], sprintId: string | null) {
  expectStatus('bulk', await api(t.app, user, 'POST', '/api/work-items/bulk', { ids, sprintId }), 200);
}

/** A Task or Bug through its workflow to Done: Delivery, Testing, Done (each a history entry). */
export async function finishItem(t: TestApp, user: OrgUser, id: string): Promise<void> {
  for (const statusId of [STATUS_IDS.delivery, STATUS_IDS.testing, STATUS_IDS.done]) {
    const response = await api(t.app, user, 'POST', `/api/work-items/${id}/status`, { statusId });
    expectStatus(`status ${statusId}`, response, 200);
  }
}

/** Settings' working hours per day (the Super Admin's screen). */
export async function setWorkingHours(t: TestApp, admin: OrgUser, workingHours: number): Promise<void> {
  const response = await api(t.app, admin, 'PUT', '/api/settings', { workingHours, currency: 'EUR' });
  if (response.statusCode !== 200 && response.statusCode !== 201) {
    throw new Error(`settings: ${response.statusCode} ${response.body}`);
  }
}
