import type { Register, RegisterItem } from '@squadboard/domain/actions/register.schema';
import { expect } from 'vitest';
import type { TestApp } from '../../test-support/test-app.ts';
import { call, type OrgUser, type TestOrg } from '../squads/squads-test-helpers.ts';

// Bodies and calls shared by the register and register item route tests; each takes the
// organisation whose people it names.

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export function registerBody(org: TestOrg, extra: Record<string, unknown> = {}) {
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

export async function createRegister(
  t: TestApp,
  org: TestOrg,
  user: OrgUser,
  extra: Record<string, unknown> = {},
): Promise<Register> {
  const response = await call(t.app, user, 'POST', '/api/registers', registerBody(org, extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().register;
}

export async function addItem(
  t: TestApp,
  org: TestOrg,
  user: OrgUser,
  registerId: string,
  extra: Record<string, unknown> = {},
): Promise<RegisterItem> {
  const response = await call(
    t.app,
    user,
    'POST',
    `/api/registers/${registerId}/items`,
    itemBody(org, extra),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().item;
}

export async function listRegisters(t: TestApp, user: OrgUser, query: string) {
  const response = await call(t.app, user, 'GET', `/api/registers?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: Register[]; total: number };
}

export async function listItems(t: TestApp, user: OrgUser, registerId: string): Promise<RegisterItem[]> {
  const response = await call(t.app, user, 'GET', `/api/registers/${registerId}/items`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items;
}
