import { type APIRequestContext, expect } from '@playwright/test';
import type { Action, CreateActionInput } from '@squadboard/domain/actions/action.schema';

// Actions made through the API for the list tests (paging, sorting, searching), in the squad
// of a fixture of their own so tests running side by side never see each other's actions.

export async function ownerId(request: APIRequestContext, q: string): Promise<string> {
  const response = await request.get(`/api/actions/owners?q=${encodeURIComponent(q)}`);
  expect(response.status(), await response.text()).toBe(200);
  const items = (await response.json()).items as { id: string }[];
  expect(items.length).toBeGreaterThan(0);
  return items[0]?.id ?? '';
}

export async function createAction(
  request: APIRequestContext,
  body: Omit<CreateActionInput, 'description' | 'status'> &
    Partial<Pick<CreateActionInput, 'description' | 'status'>>,
): Promise<Action> {
  const response = await request.post('/api/actions', {
    data: { description: 'Made by the e2e suite', status: 'Open', ...body },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).action as Action;
}
