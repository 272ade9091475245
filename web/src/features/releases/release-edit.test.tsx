import { MSG } from '@squadboard/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADA, MOBILE, PAYMENTS, release, renderPage, serve } from './release.fixture.tsx';
import { RELEASE_UI as UI } from './release-strings.ts';

// Changing releases from tab 1 against a fake API (spec 001 §2.7, §8): 'Create a Release' with its
// checks (stage order on the field) and the server's refusals, the inline row edit (PATCH), the
// complete button, and delete after the confirmation, failed and done.

const spring = release('2026.1 Spring', {
  status: 'In Progress',
  milestone: 'Gold',
  refinementDate: '2026-11-02',
  releaseTrainManager: { id: ADA.id, name: ADA.name },
});
const summer = release('2026.2 Summer', { status: 'At Risk' });

const toast = () => document.querySelector('.mantine-Notification-root')?.textContent ?? '';

async function choose(scope: HTMLElement, name: string, option: string) {
  fireEvent.click(within(scope).getByRole('combobox', { name }));
  const list = await screen.findByRole('listbox', { name });
  fireEvent.click(within(list).getByRole('option', { name: option }));
}

/** Opens a stage's picker and clicks the day (Mantine names the days like '24 November 2026'). */
async function pickDay(scope: HTMLElement, label: string, day: string) {
  fireEvent.click(within(scope).getByRole('button', { name: label }));
  fireEvent.click(await screen.findByRole('button', { name: day }));
}

/**
 * A person picker's option: it shows once the typed name has settled (a 250 ms debounce) and the
 * search has answered, which on a busy machine takes longer than findBy's default second.
 */
function findOption(name: RegExp) {
  return screen.findByRole('option', { name }, { timeout: 5_000 });
}

async function openCreate() {
  await screen.findByText(MSG.releases.count(2));
  fireEvent.click(screen.getByRole('button', { name: UI.create }));
  return screen.findByRole('dialog', { name: MSG.releases.createTitle });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 20, 10, 0));
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ReleasePlanPage, changing releases', { timeout: 30_000 }, () => {
  it('opens Create a Release with its stages in order and defaults, and refuses it without an initiative or name', async () => {
    const calls = serve([spring, summer]);
    renderPage();
    const dialog = await openCreate();
    // The six pickers in the stages' order.
    const pickers = Object.values(UI.stageDates).map((label) =>
      within(dialog).getByRole('button', { name: label }),
    );
    for (const [index, picker] of pickers.slice(1).entries()) {
      expect(pickers[index]?.compareDocumentPosition(picker)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    }
    expect(
      (within(dialog).getByRole('combobox', { name: UI.milestoneLabel }) as HTMLInputElement).value,
    ).toBe('None');
    expect((within(dialog).getByRole('combobox', { name: UI.status }) as HTMLInputElement).value).toBe(
      'Scheduled',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: UI.createButton }));
    await within(dialog).findByText(MSG.releases.initiativeRequired);
    expect(within(dialog).getByText(MSG.releases.nameRequired)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('refuses stages out of order on the later stage', async () => {
    const calls = serve([spring, summer]);
    renderPage();
    const dialog = await openCreate();
    await choose(dialog, UI.initiative, `${MOBILE.acronymId} - ${MOBILE.title}`);
    fireEvent.change(within(dialog).getByRole('textbox', { name: UI.name }), { target: { value: '2027.1' } });
    // Design first, then a Refinement after it: the schema marks Design.
    await pickDay(dialog, UI.stageDates.designDate, '24 November 2026');
    await pickDay(dialog, UI.stageDates.refinementDate, '26 November 2026');
    fireEvent.click(within(dialog).getByRole('button', { name: UI.createButton }));
    await within(dialog).findByText(MSG.releases.stageOrder('Design', 'Refinement'));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('creates a release with its initiative, name, a stage, its manager and milestone', async () => {
    const calls = serve([spring, summer], (call) =>
      call.method === 'POST' && call.url === '/api/releases'
        ? [201, { message: MSG.releases.created, release: release('2027.1', { initiative: MOBILE }) }]
        : null,
    );
    renderPage();
    const dialog = await openCreate();
    await choose(dialog, UI.initiative, `${MOBILE.acronymId} - ${MOBILE.title}`);
    fireEvent.change(within(dialog).getByRole('textbox', { name: UI.name }), { target: { value: '2027.1' } });
    await pickDay(dialog, UI.stageDates.refinementDate, '26 November 2026');
    fireEvent.change(within(dialog).getByRole('textbox', { name: UI.managerPicker.owner }), {
      target: { value: 'Ad' },
    });
    fireEvent.click(await findOption(/Ada Admin/));
    await choose(dialog, UI.milestoneLabel, 'Silver');
    fireEvent.click(within(dialog).getByRole('button', { name: UI.createButton }));

    await waitFor(() => expect(toast()).toContain(MSG.releases.created));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      initiativeId: MOBILE.id,
      name: '2027.1',
      status: 'Scheduled',
      milestone: 'Silver',
      refinementDate: '2026-11-26',
      designDate: null,
      buildDate: null,
      testDate: null,
      uatDate: null,
      liveDate: null,
      releaseTrainManagerId: ADA.id,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: MSG.releases.createTitle })).toBeNull());
  });

  it("shows a name already used on the name field, and the server's field errors on theirs", async () => {
    let answer: [number, unknown] = [
      409,
      // As the server answers it: the refusal names the field (releases.service.ts).
      {
        statusCode: 409,
        code: 'RELEASE_NAME_TAKEN',
        message: MSG.releases.nameTaken,
        fields: { name: MSG.releases.nameTaken },
      },
    ];
    serve([spring, summer], (call) => (call.method === 'POST' ? answer : null));
    renderPage(`/release-plan?initiative=${PAYMENTS.id}`);
    const dialog = await openCreate();
    // The Initiative filter's choice comes preselected.
    expect((within(dialog).getByRole('combobox', { name: UI.initiative }) as HTMLInputElement).value).toBe(
      `${PAYMENTS.acronymId} - ${PAYMENTS.title}`,
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: UI.name }), {
      target: { value: '2026.1 Spring' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: UI.createButton }));
    await within(dialog).findByText(MSG.releases.nameTaken);

    answer = [
      400,
      {
        statusCode: 400,
        code: 'VALIDATION',
        message: 'Check the highlighted fields.',
        fields: { liveDate: 'Go-Live cannot finish before UAT.' },
      },
    ];
    fireEvent.click(within(dialog).getByRole('button', { name: UI.createButton }));
    await within(dialog).findByText('Go-Live cannot finish before UAT.');

    answer = [500, { statusCode: 500, code: 'INTERNAL', message: 'boom' }];
    fireEvent.click(within(dialog).getByRole('button', { name: UI.createButton }));
    await waitFor(() => expect(toast()).toContain(MSG.releases.saveFailed));
  });

  it('edits a row inline and sends the changes with PATCH on the tick', async () => {
    const calls = serve([spring, summer]);
    renderPage();
    await screen.findByText(MSG.releases.count(2));
    fireEvent.click(screen.getByRole('button', { name: UI.edit('2026.1 Spring') }));
    const editing = screen
      .getAllByTestId('release-row')
      .find((r) => r.hasAttribute('data-editing')) as HTMLElement;
    const name = within(editing).getByRole('textbox', { name: MSG.releases.tooltips.name });
    expect(document.activeElement).toBe(name);
    fireEvent.change(name, { target: { value: '2026.1 Spring (late)' } });
    await choose(editing, MSG.releases.tooltips.status, 'At Risk');
    await pickDay(editing, MSG.releases.tooltips.liveDate, '30 November 2026');
    expect(within(editing).getByRole('textbox', { name: UI.managerPicker.owner })).toBeTruthy();
    fireEvent.click(within(editing).getByRole('button', { name: UI.saveRow('2026.1 Spring') }));

    await waitFor(() => expect(toast()).toContain(MSG.releases.updated));
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toBe(`/api/releases/${spring.id}`);
    expect(patch?.body).toEqual({
      name: '2026.1 Spring (late)',
      status: 'At Risk',
      milestone: 'Gold',
      refinementDate: '2026-11-02',
      designDate: null,
      buildDate: null,
      testDate: null,
      uatDate: null,
      liveDate: '2026-11-30',
      releaseTrainManagerId: ADA.id,
    });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: UI.edit('2026.1 Spring') })),
    );
  });

  it('drops an inline edit on cancel without a call', async () => {
    const calls = serve([spring, summer]);
    renderPage();
    await screen.findByText(MSG.releases.count(2));
    fireEvent.click(screen.getByRole('button', { name: UI.edit('2026.2 Summer') }));
    fireEvent.click(screen.getByRole('button', { name: UI.cancelRow('2026.2 Summer') }));
    expect(screen.getByRole('link', { name: '2026.2 Summer' })).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('completes a release with its button', async () => {
    const calls = serve([spring, summer]);
    renderPage();
    await screen.findByText(MSG.releases.count(2));
    fireEvent.click(screen.getByRole('button', { name: UI.complete('2026.2 Summer') }));
    await waitFor(() => expect(toast()).toContain(MSG.releases.updated));
    expect(calls.find((call) => call.method === 'POST')?.url).toBe(`/api/releases/${summer.id}/complete`);
  });

  it('deletes after the question; a failure says so and keeps the question open', async () => {
    let fail = true;
    const calls = serve([spring, summer], (call) =>
      call.method === 'DELETE'
        ? fail
          ? [500, { statusCode: 500, code: 'INTERNAL', message: 'boom' }]
          : [200, { message: MSG.releases.deleted }]
        : null,
    );
    renderPage();
    await screen.findByText(MSG.releases.count(2));
    fireEvent.click(screen.getByRole('button', { name: UI.delete('2026.2 Summer') }));
    let dialog = await screen.findByRole('dialog', { name: UI.deleteTitle });
    expect(within(dialog).getByText(MSG.releases.confirmDelete)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: UI.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: UI.deleteTitle })).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: UI.delete('2026.2 Summer') }));
    dialog = await screen.findByRole('dialog', { name: UI.deleteTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: UI.deleteConfirm }));
    await waitFor(() => expect(toast()).toContain(MSG.releases.deleteFailed));
    expect(screen.getByRole('dialog', { name: UI.deleteTitle })).toBeTruthy();

    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: UI.deleteConfirm }));
    await waitFor(() => expect(toast()).toContain(MSG.releases.deleted));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      `/api/releases/${summer.id}`,
      `/api/releases/${summer.id}`,
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: UI.deleteTitle })).toBeNull());
  });
});
