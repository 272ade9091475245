import { randomUUID } from 'node:crypto';
import type { ActionRegisterItem } from '@squadboard/domain/action-registers/action-register.schema';
import type { RaidItem } from '@squadboard/domain/raid/raid.schema';
import type { Release } from '@squadboard/domain/releases/release.schema';
import type { Retro } from '@squadboard/domain/retro/retro.schema';
import { expect } from 'vitest';
import { startCheckout } from './billing-factories.ts';
import { createRetroOrg, type RetroOrg } from './factories.ts';
import { createRaid, createRaidPortfolio, createWorkItem, type RaidPortfolio } from './raid-factories.ts';
import { createRelease } from './release-factories.ts';
import { type As, api, uploadFile } from './request.ts';
import {
  addItem,
  boardOp,
  boardState,
  createAction,
  createActionRegister,
  createRetro,
  joinBoard,
} from './retro-factories.ts';
import { createSquadSprint } from './sprint-factories.ts';
import type { TestApp } from './test-app.ts';

// What the access matrix (http/access-matrix.test.ts) calls every route with a path parameter
// with: one of each kind of thing an organisation owns, made the way people make them, and per
// OpenAPI route template which of those things goes in which parameter.

/** The kinds of sample an organisation has, one of each. */
export type SampleKind =
  | 'user'
  | 'invitedUser'
  | 'squad'
  | 'sprint'
  | 'retro'
  | 'retroTemplate'
  | 'action'
  | 'actionRegister'
  | 'actionRegisterItem'
  | 'portfolioNode'
  | 'initiative'
  | 'feature'
  | 'epic'
  | 'story'
  | 'workItem'
  | 'otherWorkItem'
  | 'workItemComment'
  | 'workItemAttachment'
  | 'idea'
  | 'otherIdea'
  | 'raidItem'
  | 'raidComment'
  | 'raidAttachment'
  | 'release'
  | 'testCheckout'
  | 'notification'
  | 'adminMetric';

/**
 * Per route template of the OpenAPI description, the sample each path parameter takes. A new
 * route with a parameter adds its line here (and, for a new kind of thing, a SampleKind made in
 * createOrgSamples), or goes on the matrix's allow-list when it is not organisation data.
 */
export const PATH_SAMPLES: Record<string, Record<string, SampleKind>> = {
  '/api/users/{id}': { id: 'user' },
  '/api/users/{id}/invitation': { id: 'invitedUser' },
  '/api/users/{id}/avatar': { id: 'user' },
  '/api/squads/{id}': { id: 'squad' },
  '/api/sprints/{id}': { id: 'sprint' },
  '/api/sprints/{id}/start': { id: 'sprint' },
  '/api/sprints/{id}/complete': { id: 'sprint' },
  '/api/retros/{id}': { id: 'retro' },
  '/api/retros/{id}/start': { id: 'retro' },
  '/api/retros/{id}/cancel': { id: 'retro' },
  '/api/retros/{id}/archive': { id: 'retro' },
  '/api/retro-templates/{id}': { id: 'retroTemplate' },
  '/api/actions/{id}': { id: 'action' },
  '/api/actions/{id}/reviews': { id: 'action' },
  '/api/action-registers/{id}': { id: 'actionRegister' },
  '/api/action-registers/{id}/status': { id: 'actionRegister' },
  '/api/action-registers/{id}/items': { id: 'actionRegister' },
  '/api/action-registers/{id}/items/{itemId}': { id: 'actionRegister', itemId: 'actionRegisterItem' },
  '/api/action-registers/{id}/items/{itemId}/comments': {
    id: 'actionRegister',
    itemId: 'actionRegisterItem',
  },
  '/api/portfolio/{id}': { id: 'portfolioNode' },
  '/api/work-items/status-config/{squadId}': { squadId: 'squad' },
  '/api/work-items/{id}': { id: 'workItem' },
  '/api/work-items/{id}/status': { id: 'workItem' },
  '/api/work-items/{id}/rank': { id: 'workItem' },
  '/api/work-items/{id}/children': { id: 'workItem' },
  '/api/work-items/{id}/history': { id: 'workItem' },
  '/api/work-items/{id}/comments': { id: 'workItem' },
  '/api/work-items/{id}/comments/{commentId}': { id: 'workItem', commentId: 'workItemComment' },
  '/api/work-items/{id}/attachments': { id: 'workItem' },
  '/api/work-items/{id}/attachments/{attachmentId}': { id: 'workItem', attachmentId: 'workItemAttachment' },
  '/api/attachments/{id}': { id: 'workItemAttachment' },
  '/api/ideas/{id}': { id: 'idea' },
  '/api/ideas/{id}/move': { id: 'idea' },
  '/api/ideas/{id}/promote': { id: 'idea' },
  '/api/raid/{id}': { id: 'raidItem' },
  '/api/raid/{id}/comments': { id: 'raidItem' },
  '/api/raid/{id}/comments/{commentId}': { id: 'raidItem', commentId: 'raidComment' },
  '/api/raid/{id}/attachments': { id: 'raidItem' },
  '/api/raid/{id}/attachments/{attachmentId}': { id: 'raidItem', attachmentId: 'raidAttachment' },
  '/api/releases/{id}': { id: 'release' },
  '/api/releases/{id}/complete': { id: 'release' },
  '/api/releases/{id}/dashboard': { id: 'release' },
  '/api/billing/test-checkout/{id}': { id: 'testCheckout' },
  '/api/billing/test-checkout/{id}/pay': { id: 'testCheckout' },
  '/api/notifications/{id}/read': { id: 'notification' },
  // Not organisation data: a metric's name. The staff-only fence is what is proven here.
  '/api/admin/metrics/{metric}/customers': { metric: 'adminMetric' },
};

/**
 * The address of `template` with each parameter replaced by its sample, or why it has none.
 * `outer` fills the first parameter from another organisation's samples: a nested route
 * (`/{id}/comments/{commentId}`) must also refuse A's comment under the caller's own item.
 */
export function sampleUrl(
  template: string,
  ids: Record<SampleKind, string>,
  outer?: Record<SampleKind, string>,
): { url: string } | { missing: string } {
  const params = PATH_SAMPLES[template];
  let missing: string | null = null;
  let index = 0;
  const url = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const kind = params?.[name];
    const from = index === 0 && outer ? outer : ids;
    index += 1;
    if (!kind) {
      missing ??= name;
      return '';
    }
    return encodeURIComponent(from[kind]);
  });
  if (missing !== null) {
    return {
      missing:
        `${template} has no sample for {${missing}}: add '${template}': { ${missing}: '<kind>' } to ` +
        'PATH_SAMPLES in server/src/test-support/access-samples.ts (a new kind is made in ' +
        "createOrgSamples), or, if the route is public or holds no organisation's data, put it on " +
        'the allow-list in server/src/http/access-matrix.test.ts with the reason',
    };
  }
  return { url };
}

/**
 * Per query parameter that takes an id (the same name means the same thing on every route), the
 * sample it takes. A new one adds its line here.
 */
export const QUERY_SAMPLES: Record<string, SampleKind> = {
  squadId: 'squad',
  retroId: 'retro',
  ownerId: 'user',
  portfolioId: 'portfolioNode',
  projectId: 'portfolioNode',
  initiativeId: 'initiative',
  parentId: 'initiative',
};

/** Required query parameters that are not ids, per route template. */
export const QUERY_EXTRAS: Record<string, Record<string, string>> = {
  '/api/raid/work-items': { type: 'Feature' },
};

/**
 * `template` with its id query parameters (`idParams`) set to `idOf` their sample kind and its
 * required others from QUERY_EXTRAS, or why one has no value.
 */
export function sampleQueryUrl(
  template: string,
  idParams: string[],
  required: string[],
  idOf: (param: string, kind: SampleKind) => string,
): { url: string } | { missing: string } {
  const query = new URLSearchParams(QUERY_EXTRAS[template]);
  for (const name of idParams) {
    const kind = QUERY_SAMPLES[name];
    if (!kind) {
      return {
        missing:
          `${template}?${name}= has no sample: add ${name}: '<kind>' to QUERY_SAMPLES in ` +
          'server/src/test-support/access-samples.ts',
      };
    }
    query.set(name, idOf(name, kind));
  }
  const absent = required.find((name) => !query.has(name));
  if (absent) {
    return {
      missing:
        `${template} needs ?${absent}=: add '${template}': { ${absent}: '…' } to QUERY_EXTRAS in ` +
        'server/src/test-support/access-samples.ts',
    };
  }
  return { url: `${template}?${query}` };
}

/** An organisation with one of each SampleKind, and the things bodies point at. */
export interface OrgSamples {
  org: RetroOrg;
  ids: Record<SampleKind, string>;
  portfolio: RaidPortfolio;
  raidItem: RaidItem;
  release: Release;
  actionRegisterItem: ActionRegisterItem;
}

export const PDF_BYTES = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');

/** A real 1×1 PNG (avatars are checked by their leading bytes). */
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A card of the retro's board turned into an action, so the retro's action list has one. */
async function actionFromBoard(t: TestApp, org: RetroOrg, retro: Retro): Promise<void> {
  const actor = await joinBoard(t, org.admin, retro);
  const [column] = (await boardState(t, retro.id)).columns;
  const added = await boardOp(t, actor, 'add', { columnId: column?.id ?? '', text: 'Automate it' });
  const card = added.card as { id: string } | undefined;
  await t.app.services.convert.convert(actor, org.admin.id, {
    opId: randomUUID(),
    cardId: card?.id ?? '',
    title: 'Automate it',
    description: 'From the retro.',
    ownerId: org.member.id,
    status: 'Open',
    priority: 'Low',
    dueDate: null,
  });
}

function created<T>(what: string, response: { statusCode: number; body: string; json(): T }): T {
  expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(300);
  return response.json();
}

async function attach(t: TestApp, who: As, url: string): Promise<string> {
  const response = await uploadFile(t.app, who, url, {
    bytes: PDF_BYTES,
    name: 'plan.pdf',
    type: 'application/pdf',
    field: 'file',
  });
  return created<{ attachment: { id: string } }>(`upload to ${url}`, response).attachment.id;
}

async function comment(t: TestApp, who: As, url: string): Promise<string> {
  const response = await api(t.app, who, 'POST', url, { body: '<p>Ours.</p>' });
  return created<{ comment: { id: string } }>(`comment on ${url}`, response).comment.id;
}

/**
 * A retro organisation (createRetroOrg's cast) owning one of each SampleKind, everything made by
 * its Super Admin through the API except the notification, which the action's assignment sends.
 */
export async function createOrgSamples(t: TestApp): Promise<OrgSamples> {
  const org = await createRetroOrg(t);
  const { admin } = org;
  const squadId = org.squad.id;
  const portfolio = await createRaidPortfolio(t, org);
  const sprint = await createSquadSprint(t, admin, squadId, 'Sprint 1');
  const retro = await createRetro(t, admin, squadId);
  await actionFromBoard(t, org, retro);
  const template = created<{ id: string }>(
    'retro template',
    await api(t.app, admin, 'POST', '/api/retro-templates', { retroId: retro.id, name: 'Ours' }),
  );
  // Assigned to the member, so the member has a notification of their own.
  const action = await createAction(t, org, admin, { ownerId: org.member.id });
  const register = await createActionRegister(t, org, admin);
  const actionRegisterItem = await addItem(t, org, admin, register.id);
  const workItem = await createWorkItem(t, admin, {
    squadId,
    type: 'Task',
    title: 'Ours',
    ownerId: org.member.id,
  });
  const feature = await createWorkItem(t, admin, {
    type: 'Feature',
    title: 'Ours',
    parentId: portfolio.project.id,
  });
  const epic = await createWorkItem(t, admin, { type: 'Epic', title: 'Ours', parentId: feature.id, squadId });
  const newIdea = async (title: string) =>
    created<{ idea: { id: string } }>(
      'idea',
      await api(t.app, admin, 'POST', '/api/ideas', { initiativeId: portfolio.initiative.id, title }),
    ).idea;
  const idea = await newIdea('Ours');
  const otherIdea = await newIdea('Ours too');
  const raidItem = await createRaid(t, admin, 'Risk', portfolio.initiative.id);
  const release = await createRelease(t, admin, portfolio.initiative.id);
  created(
    'avatar',
    await uploadFile(t.app, org.member, '/api/profile/avatar', {
      bytes: PNG_BYTES,
      name: 'me.png',
      type: 'image/png',
    }),
  );
  const notifications = created<{ items: { id: string }[] }>(
    'notifications',
    await api(t.app, org.member, 'GET', '/api/notifications'),
  ).items;
  const notification = notifications[0];
  if (!notification) {
    throw new Error("the action's assignment notified nobody");
  }
  return {
    org,
    portfolio,
    raidItem,
    release,
    actionRegisterItem,
    ids: {
      user: org.member.id,
      invitedUser: org.invited.id,
      squad: squadId,
      sprint: sprint.id,
      retro: retro.id,
      retroTemplate: template.id,
      action: action.id,
      actionRegister: register.id,
      actionRegisterItem: actionRegisterItem.id,
      portfolioNode: portfolio.project.id,
      initiative: portfolio.initiative.id,
      feature: feature.id,
      otherWorkItem: (await createWorkItem(t, admin, { squadId, type: 'Task', title: 'Ours too' })).id,
      epic: epic.id,
      story: (await createWorkItem(t, admin, { type: 'Story', title: 'Ours', parentId: epic.id, squadId }))
        .id,
      workItem: workItem.id,
      workItemComment: await comment(t, admin, `/api/work-items/${workItem.id}/comments`),
      workItemAttachment: await attach(t, admin, `/api/work-items/${workItem.id}/attachments`),
      idea: idea.id,
      otherIdea: otherIdea.id,
      raidItem: raidItem.id,
      raidComment: await comment(t, admin, `/api/raid/${raidItem.id}/comments`),
      raidAttachment: await attach(t, admin, `/api/raid/${raidItem.id}/attachments`),
      release: release.id,
      testCheckout: await startCheckout(t, org, 'starter'),
      notification: notification.id,
      adminMetric: 'customers',
    },
  };
}
