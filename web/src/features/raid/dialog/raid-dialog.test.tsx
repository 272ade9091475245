import '../../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { MSG } from '@squadboard/domain';
import type { PortfolioNode } from '@squadboard/domain/portfolio/portfolio.schema';
import type { RaidItem } from '@squadboard/domain/raid/raid.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, fakeApi } from '../../../lib/fake-api.fixture.ts';
import { SessionUserProvider } from '../../../lib/session.tsx';
import { sessionUserFixture } from '../../../lib/session-user.fixture.ts';
import { UI as COMMON_UI } from '../../../lib/ui-strings.ts';
import { PARENT, raidItem } from '../raid-items.fixture.ts';
import { RaidDialog } from './raid-dialog.tsx';
import { RAID_FORM_UI as UI } from './raid-form-strings.ts';

// The CREATE / EDIT RAID dialog against a fake server (the network only): the fields each type
// shows, the checks on Save, the bodies sent, and a Dependency's work-item choices.

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

const ME = '0d4f0a52-8c8e-4f0e-9d55-2f3a4c1d6e7f';
const PROJECT = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
const FEATURE = { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', acronymId: 'PAYS7', title: 'Card vault' };
const EPIC = { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', acronymId: 'PAYS8', title: 'Tokens' };

const ATTACHMENT = {
  id: 'att-1',
  fileName: 'plan.pdf',
  contentType: 'application/pdf',
  size: 8,
  uploadedById: ME,
  uploadedByName: 'Olivia Owner',
  createdAt: '2026-11-24T09:00:00.000Z',
  url: '/api/attachments/att-1',
  can: { delete: true },
};

function node(id: string, level: 'Initiative' | 'Project', acronymId: string, title: string): PortfolioNode {
  const counts = { features: 0, epics: 0, stories: 0, openBugs: 0, items: 0, done: 0 };
  return {
    id,
    level,
    parentId: level === 'Project' ? PARENT.id : null,
    title,
    acronym: acronymId.replace(/\d+$/, ''),
    acronymId,
    description: '',
    ownerId: null,
    ownerName: '',
    plannedStart: null,
    plannedEnd: null,
    status: 'In Progress',
    counts,
    createdAt: '2026-11-01T09:00:00.000Z',
    can: { edit: false, delete: false },
  };
}
const PORTFOLIO = [
  node(PARENT.id, 'Initiative', PARENT.acronymId, PARENT.title),
  node(PROJECT, 'Project', 'PAYS1', 'Checkout'),
];

/** The server: reads always answer; `write` answers POST and PATCH (201 / 200 by default). */
function serve(item: RaidItem | null, write?: (call: FakeCall) => [number, unknown]) {
  return fakeApi((call) => {
    if (call.url === '/api/portfolio') {
      return [200, { items: PORTFOLIO, can: { create: false } }];
    }
    if (call.url.startsWith('/api/raid/work-items?')) {
      const type = new URL(call.url, 'http://x').searchParams.get('type');
      return [200, { items: type === 'Feature' ? [FEATURE] : [EPIC] }];
    }
    if (/\/(comments|attachments)$/.test(call.url) && call.method === 'GET') {
      return [200, { items: [], can: { add: true } }];
    }
    if (call.method === 'GET' && item && call.url === `/api/raid/${item.id}`) {
      return [200, item];
    }
    if (call.method === 'GET') {
      return [404, { statusCode: 404, code: 'RAID_NOT_FOUND', message: MSG.raid.notFound }];
    }
    if (write) {
      return write(call);
    }
    const saved = { ...(item ?? raidItem('Risk', 'saved')), ...(call.body as object) };
    return call.method === 'PATCH'
      ? [200, { message: MSG.raid.updated, item: saved }]
      : [201, { message: MSG.raid.created, item: saved }];
  });
}

function renderDialog(itemId: string | null, onClose = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider env="test">
        <Notifications />
        <SessionUserProvider user={sessionUserFixture({ id: ME })}>
          <RaidDialog opened itemId={itemId} onClose={onClose} />
        </SessionUserProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return onClose;
}

/** A Select's input: a combobox once it can open its list, a read-only textbox before. */
const findSelect = (label: string) =>
  screen.queryByRole('combobox', { name: label }) ?? screen.queryByRole('textbox', { name: label });
const select = (label: string) => {
  const input = findSelect(label);
  if (!input) {
    throw new Error(`no select named ${label}`);
  }
  return input as HTMLInputElement;
};
const shown = (label: string) => findSelect(label) !== null;

async function choose(label: string, option: string) {
  fireEvent.click(select(label));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const writes = (calls: FakeCall[]) => calls.filter((c) => c.method !== 'GET');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RaidDialog, CREATE', () => {
  it('shows the fields of the chosen type', async () => {
    serve(null);
    renderDialog(null);
    expect(await screen.findByRole('dialog', { name: UI.createTitle })).toBeTruthy();
    expect(shown(UI.status)).toBe(false);
    expect(shown(UI.priority)).toBe(false);

    await choose(UI.type, 'Risk');
    for (const label of [
      UI.priority,
      UI.impact,
      UI.currentLikelihood,
      UI.currentConsequence,
      UI.treatedLikelihood,
      UI.treatedConsequence,
      UI.riskTypeName,
      UI.flag,
    ]) {
      expect(shown(label), label).toBe(true);
    }
    expect(shown(UI.certainty)).toBe(false);
    expect(screen.getByRole('tab', { name: UI.tabs.treatment })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: UI.tabs.relationship })).toBeNull();
    expect(screen.queryByRole('tab', { name: UI.tabs.comments })).toBeNull();

    await choose(UI.type, 'Issue');
    expect(shown(UI.currentConsequence)).toBe(true);
    expect(shown(UI.currentLikelihood) || shown(UI.flag) || shown(UI.riskTypeName)).toBe(false);
    expect(screen.getByRole('tab', { name: UI.tabs.timeline })).toBeTruthy();

    await choose(UI.type, 'Assumption');
    expect(select(UI.certainty).value).toBe('Low');
    expect(shown(UI.currentConsequence)).toBe(false);

    await choose(UI.type, 'Dependency');
    expect(shown(UI.priority) || shown(UI.impact) || shown(UI.certainty)).toBe(false);
    expect(screen.getByRole('tab', { name: UI.tabs.relationship })).toBeTruthy();
  });

  it('an invalid Save says what is missing and opens the tab holding it', async () => {
    const calls = serve(null);
    renderDialog(null);
    fireEvent.click(await screen.findByRole('button', { name: UI.save }));
    expect(await screen.findByText(MSG.raid.invalidSubmit)).toBeTruthy();
    expect(screen.getByText(MSG.raid.titleRequired)).toBeTruthy();
    expect(screen.getByText(MSG.raid.typeRequired)).toBeTruthy();
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe(UI.tabs.reference);
    expect(screen.getByRole('tab', { name: UI.tabHasErrors(UI.tabs.reference) })).toBeTruthy();
    expect(await screen.findByText(MSG.raid.parentRequired)).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    // Choosing a type answers its message only; the title's stays until one is typed.
    await choose(UI.type, 'Risk');
    expect(screen.queryByText(MSG.raid.typeRequired)).toBeNull();
    expect(screen.getByText(MSG.raid.titleRequired)).toBeTruthy();
  });

  it('sends the form, with the risk fields cleared by a switch to Issue, then the kept files', async () => {
    const NEW_ID = '6f5e4d3c-2b1a-4f0e-9d8c-7b6a5f4e3d2c';
    const calls = serve(null, (call) =>
      call.url.endsWith('/attachments')
        ? [201, { message: MSG.attachments.uploaded, attachment: ATTACHMENT }]
        : [201, { message: MSG.raid.created, item: raidItem('Issue', 'Vendor late', { id: NEW_ID }) }],
    );
    const onClose = renderDialog(null);
    await screen.findByRole('dialog', { name: UI.createTitle });
    await choose(UI.type, 'Risk');
    await choose(UI.flag, 'Red');
    await choose(UI.type, 'Issue');
    await choose(UI.priority, 'High');
    fireEvent.change(screen.getByRole('textbox', { name: UI.title }), { target: { value: ' Vendor late ' } });

    fireEvent.click(screen.getByRole('tab', { name: UI.tabs.reference }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/portfolio')).toBe(true));
    await choose(UI.parent, `${PARENT.acronymId} - ${PARENT.title}`);
    fireEvent.change(screen.getByRole('textbox', { name: 'New label' }), { target: { value: ' bank ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add+' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'New label' }), { target: { value: '   ' } });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'New label' }), { key: 'Enter' });
    const file = new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' });
    const picker = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(picker, { target: { files: [file] } });
    expect(await screen.findByText('plan.pdf')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: UI.save }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText(MSG.raid.created)).toBeTruthy();
    expect(writes(calls).map((c) => [c.method, c.url])).toEqual([
      ['POST', '/api/raid'],
      ['POST', `/api/raid/${NEW_ID}/attachments`],
    ]);
    expect(writes(calls)[0]?.body).toEqual({
      type: 'Issue',
      title: 'Vendor late',
      ownerId: null,
      reporterId: ME,
      priority: 'High',
      impact: 'None',
      currentLikelihood: null,
      currentConsequence: 'Very low',
      treatedLikelihood: null,
      treatedConsequence: null,
      riskType: null,
      flag: null,
      certainty: null,
      relatesTo: null,
      workItemId: null,
      relation: null,
      description: null,
      plan: null,
      raisedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      dueDate: null,
      level: 'Initiative',
      parentId: PARENT.id,
      labels: ['bank'],
    });
    const upload = writes(calls)[1]?.body as FormData;
    expect((upload.get('file') as File).name).toBe('plan.pdf');
  });

  it('a file refused after the item is made is named; the item stays saved', async () => {
    const calls = serve(null, (call) =>
      call.url.endsWith('/attachments')
        ? [415, { statusCode: 415, code: 'ATTACHMENT_TYPE', message: MSG.attachments.typeRefused }]
        : [201, { message: MSG.raid.created, item: raidItem('Issue', 'Vendor late') }],
    );
    const onClose = renderDialog(null);
    await screen.findByRole('dialog', { name: UI.createTitle });
    await choose(UI.type, 'Issue');
    fireEvent.change(screen.getByRole('textbox', { name: UI.title }), { target: { value: 'Vendor late' } });
    fireEvent.click(screen.getByRole('tab', { name: UI.tabs.reference }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/portfolio')).toBe(true));
    await choose(UI.parent, `${PARENT.acronymId} - ${PARENT.title}`);
    const file = new File(['not a pdf'], 'fake.pdf', { type: 'application/pdf' });
    fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: [file] },
    });
    fireEvent.click(await screen.findByRole('button', { name: UI.save }));
    expect(await screen.findByText(UI.attachFailed('fake.pdf'))).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it("lists a Dependency's work items once a parent is chosen, by the type it relates to", async () => {
    const calls = serve(null);
    renderDialog(null);
    await screen.findByRole('dialog', { name: UI.createTitle });
    await choose(UI.type, 'Dependency');
    fireEvent.click(screen.getByRole('tab', { name: UI.tabs.relationship }));
    expect(select(UI.workItem).disabled).toBe(true);
    expect(screen.getByText(UI.workItemNeedsParent)).toBeTruthy();
    expect(select(UI.relatesTo).value).toBe('Feature');

    fireEvent.click(screen.getByRole('tab', { name: UI.tabs.reference }));
    await choose(UI.level, 'Project');
    await choose(UI.parent, 'PAYS1 - Checkout');
    fireEvent.click(screen.getByRole('tab', { name: UI.tabs.relationship }));
    await waitFor(() => expect(select(UI.workItem).disabled).toBe(false));
    await choose(UI.workItem, 'PAYS7 - Card vault');
    expect(calls.some((c) => c.url === `/api/raid/work-items?parentId=${PROJECT}&type=Feature`)).toBe(true);

    await choose(UI.relatesTo, 'Epic');
    // Another type: the choice made for Features goes, the Epics are offered.
    expect(select(UI.workItem).value).toBe('');
    await choose(UI.workItem, 'PAYS8 - Tokens');
    expect(calls.some((c) => c.url === `/api/raid/work-items?parentId=${PROJECT}&type=Epic`)).toBe(true);
  });

  it('asks before Escape drops what was typed', async () => {
    serve(null);
    const onClose = renderDialog(null);
    const title = await screen.findByRole('textbox', { name: UI.title });
    fireEvent.change(title, { target: { value: 'Half written' } });
    fireEvent.keyDown(title, { key: 'Escape' });
    expect(await screen.findByText(UI.discardText)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: COMMON_UI.discard }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('RaidDialog, EDIT RAID', () => {
  it('loads the item and sends a PATCH with the status chosen', async () => {
    const item = raidItem('Risk', 'Supplier fails', { labels: ['vendor'] });
    const calls = serve(item);
    const onClose = renderDialog(item.id);
    expect(await screen.findByRole('dialog', { name: UI.editTitle })).toBeTruthy();
    expect(((await screen.findByRole('textbox', { name: UI.title })) as HTMLInputElement).value).toBe(
      'Supplier fails',
    );
    fireEvent.click(select(UI.status));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'New',
      'In Progress',
      'In Treatment',
      'Accepted',
      'Complete',
      'Cancelled',
      'On Hold',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Accepted' }));
    expect(screen.getByRole('tab', { name: UI.tabs.comments })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: UI.save }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText(MSG.raid.updated)).toBeTruthy();
    const [patch] = writes(calls);
    expect(patch?.method).toBe('PATCH');
    expect(patch?.url).toBe(`/api/raid/${item.id}`);
    expect(patch?.body).toMatchObject({
      status: 'Accepted',
      title: 'Supplier fails',
      raisedDate: item.raisedDate,
      parentId: item.parent.id,
      labels: ['vendor'],
      flag: 'Green',
    });
  });

  it('marks the fields a refused save names; any other failure is "Something went wrong."', async () => {
    const item = raidItem('Issue', 'Late data');
    let answer: [number, unknown] = [
      400,
      {
        statusCode: 400,
        code: 'VALIDATION',
        message: MSG.generic.invalidInput,
        fields: { parentId: MSG.raid.parentInvalid },
      },
    ];
    serve(item, () => answer);
    renderDialog(item.id);
    fireEvent.click(await screen.findByRole('button', { name: UI.save }));
    expect(await screen.findByText(MSG.raid.parentInvalid)).toBeTruthy();
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe(UI.tabs.reference);

    answer = [500, { statusCode: 500, code: 'INTERNAL', message: 'boom' }];
    fireEvent.click(screen.getByRole('button', { name: UI.save }));
    expect(await screen.findByText(MSG.raid.saveFailed)).toBeTruthy();
  });

  it('says so when the item no longer exists', async () => {
    serve(null);
    renderDialog('4d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a');
    expect(await screen.findByText(MSG.raid.notFound)).toBeTruthy();
  });
});
