import type { ActionRegister, ActionRegisterItem } from '@squadboard/domain/actions/action-register.schema';
import { expect } from 'vitest';
import type { TestApp } from '../../test-support/test-app.ts';
import { call, type OrgUser, type TestOrg } from '../squads/squads-test-helpers.ts';

// Bodies and calls shared by the register and register item route tests; each takes the
// organisation whose people it names.

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export function actionRegisterBody(org: TestOrg, extra: Record<string, unknown> = {}) {
  return {
    name: 'Platform migration',
    description: 'Everything we owe the migration.',
    ownerId: org.lead.id,
    status: 'Open',
    createdOn: inDays(0),
    ...extra,
  };
}

export function itemBody(org: TestOrg, extra: Record<string, unknown> = {}) {
  return {
    title: 'Book the load test',
    description: 'Two days in the staging slot.',
    ownerId: org.member.id,
    status: 'Open',
    ...extra,
  };
}

export async function createActionRegister(
  t: TestApp,
  org: TestOrg,
  user: OrgUser,
  extra: Record<string, unknown> = {},
): Promise<ActionRegister> {
  const response = await call(t.app, user, 'POST', '/api/action-registers', actionRegisterBody(org, extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().actionRegister;
}

export async function addItem(
  t: TestApp,
  org: TestOrg,
  user: OrgUser,
  actionRegisterId: string,
  extra: Record<string, unknown> = {},
): Promise<ActionRegisterItem> {
  const response = await call(
    t.app,
    user,
    'POST',
    `/api/action-registers/${actionRegisterId}/items`,
    itemBody(org, extra),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().item;
}

export async function listActionRegisters(t: TestApp, user: OrgUser, query: string) {
  const response = await call(t.app, user, 'GET', `/api/action-registers?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: ActionRegister[]; total: number };
}

export async function listItems(
  t: TestApp,
  user: OrgUser,
  actionRegisterId: string,
): Promise<ActionRegisterItem[]> {
  const response = await call(t.app, user, 'GET', `/api/action-registers/${actionRegisterId}/items`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items;
}
