import { type APIRequestContext, type Browser, expect } from '@playwright/test';
import type { WorkItemType } from '@squadboard/domain/work-items/work-item.model';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { retroFixture, uniqueTitle } from '../join-retro/retro-api.ts';

// Work items made through the API for the backlog and work-item journeys, as the demo Super
// Admin, in a squad of their own (the demo organisation is shared by tests running side by
// side), removed with that squad afterwards.

export { uniqueTitle };

export interface SquadFixture {
  request: APIRequestContext;
  squadId: string;
  squadName: string;
  dispose: () => Promise<void>;
}

export async function squadFixture(browser: Browser): Promise<SquadFixture> {
  const fixture = await retroFixture(browser);
  const config = await fixture.request.get('/api/sprints/config');
  expect(config.status(), await config.text()).toBe(200);
  const squads = (await config.json()).squads as { id: string; name: string }[];
  const squadName = squads.find((s) => s.id === fixture.squadId)?.name ?? '';
  expect(squadName).not.toBe('');
  return { ...fixture, squadName };
}

export async function createWorkItem(
  fixture: SquadFixture,
  type: WorkItemType,
  title: string,
): Promise<WorkItem> {
  const response = await fixture.request.post('/api/work-items', {
    data: { squadId: fixture.squadId, type, title },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).item as WorkItem;
}

/** Items made one after another, so the backlog lists them in this order. */
export async function createWorkItems(
  fixture: SquadFixture,
  items: [WorkItemType, string][],
): Promise<WorkItem[]> {
  const made: WorkItem[] = [];
  for (const [type, title] of items) {
    made.push(await createWorkItem(fixture, type, title));
  }
  return made;
}
