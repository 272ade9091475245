import { expect, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { createWorkItem, uniqueTitle } from '../backlog/work-items-api.ts';
import { retroFixture } from '../join-retro/retro-api.ts';
import { createPortfolioNode } from '../support/portfolio.ts';
import { APP_REQUEST, DEMO, DEMO_PASSWORD, signInAs } from '../support/users.ts';

// What a person may do is what a person is offered: a Squad Member on the backlog
// sees no control the server would refuse. For each control hidden here the test also asks the
// server, as that member, and checks that it refuses with a reason, so hiding and refusing agree.

// A DELETE has no JSON body: the header says the application sent it (the CSRF rule).

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8ffff3f0005fe02fea7d6a5a20000000049454e44ae426082',
  'hex',
);

test('a Squad Member is offered only what the server allows on the backlog and in Edit Work Item', async ({
  browser,
  page,
}) => {
  // A long journey (setup through the API, two dialogs, eight refusals asked of the server).
  test.slow();
  // As the demo Super Admin: a squad the member belongs to (led by the demo lead), a Story in its
  // backlog with the admin's comment and file, and a Feature (which only a Super Admin changes).
  const fixture = await retroFixture(browser, [DEMO.member]);
  try {
    const admin = fixture.request;
    const me = (await (await admin.get('/api/auth/me')).json()).user as { id: string };
    const initiative = await createPortfolioNode(admin, me.id, 'Member controls', { level: 'Initiative' });
    const project = await createPortfolioNode(admin, me.id, 'Member controls', {
      level: 'Project',
      parentId: initiative.id,
    });
    const story = await createWorkItem(
      { ...fixture, squadName: fixture.squadName },
      'Story',
      uniqueTitle('Story'),
    );
    const featureAnswer = await admin.post('/api/work-items', {
      data: {
        type: 'Feature',
        title: uniqueTitle('Feature'),
        parentId: project.id,
        squadId: fixture.squadId,
      },
    });
    expect(featureAnswer.status(), await featureAnswer.text()).toBe(201);
    const feature = (await featureAnswer.json()).item as WorkItem;
    const comment = await admin.post(`/api/work-items/${story.id}/comments`, {
      data: { body: '<p>Admin note</p>' },
    });
    expect(comment.status(), await comment.text()).toBe(201);
    const commentId = (await comment.json()).comment.id as string;
    const upload = await admin.post(`/api/work-items/${story.id}/attachments`, {
      multipart: { file: { name: 'admin-shot.png', mimeType: 'image/png', buffer: PNG } },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const attachmentId = (await upload.json()).attachment.id as string;

    await signInAs(page, DEMO.member, DEMO_PASSWORD);
    await page.goto(`/backlog?squad=${fixture.squadId}`);
    // The first page of a freshly started server on a busy machine may take a while to load.
    await expect(page.getByRole('heading', { name: 'Backlog', level: 1 })).toBeVisible({ timeout: 30_000 });
    const grid = page.getByRole('grid', { name: `Backlog of ${fixture.squadName}` });
    const member = page.request;
    const row = grid
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: story.title, exact: true }) });
    await expect(row).toBeVisible();

    // The member may tick and move items of their squad: those stay.
    await expect(row.getByRole('checkbox', { name: `Select ${story.acronymId}` })).toBeVisible();
    await expect(row.getByRole('button', { name: `Move ${story.acronymId}` })).toBeVisible();
    // The Feature is a Super Admin's: no tick and no handle on its row, and moving it is refused.
    const featureRow = grid
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: feature.title, exact: true }) });
    await expect(featureRow).toBeVisible();
    await expect(featureRow.getByRole('checkbox')).toHaveCount(0);
    await expect(featureRow.getByRole('button', { name: `Move ${feature.acronymId}` })).toHaveCount(0);
    const rank = await member.post(`/api/work-items/${feature.id}/rank`, { data: { afterId: null } });
    expect(rank.status()).toBe(403);
    expect((await rank.json()).message).toBe(MSG.workItems.featureReadOnly);

    // The squad's workflow is its lead's: not offered, and refused with a reason.
    await expect(page.getByRole('link', { name: 'Export CSV' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Workflow settings' })).toHaveCount(0);
    const config = await member.put(`/api/work-items/status-config/${fixture.squadId}`, {
      data: { statuses: [1, 4], columns: { 1: 'New', 4: 'Complete' }, backlog: [1] },
    });
    expect(config.status()).toBe(403);
    expect((await config.json()).message).toBe(MSG.workItems.workflowForbidden);

    // The Story's dialog: editable, but not the admin's comment or file.
    // Opened from the row, as a person would (the dialog opens over the backlog).
    await row.getByRole('link', { name: story.title, exact: true }).click();
    const storyDialog = page.getByRole('dialog', { name: `Edit Work Item · ${story.acronymId}` });
    // The dialog's code loads on first use: on a busy machine that may take a while.
    await expect(storyDialog.getByRole('textbox', { name: 'Title' })).toHaveValue(story.title, {
      timeout: 30_000,
    });
    await expect(
      storyDialog.getByRole('form', { name: 'Details' }).getByRole('button', { name: 'Save' }),
    ).toBeVisible();
    // The member may comment on the Story (the comment box is offered), not change the admin's comment.
    await expect(storyDialog.getByText('Admin note')).toBeVisible();
    await expect(storyDialog.getByRole('button', { name: 'Edit comment' })).toHaveCount(0);
    await expect(storyDialog.getByRole('button', { name: 'Delete comment' })).toHaveCount(0);
    await expect(storyDialog.getByRole('button', { name: 'Preview admin-shot.png' })).toBeVisible();
    await expect(storyDialog.getByRole('button', { name: 'Remove admin-shot.png' })).toHaveCount(0);
    const deleteComment = await member.delete(`/api/work-items/${story.id}/comments/${commentId}`, {
      headers: APP_REQUEST,
    });
    expect(deleteComment.status()).toBe(403);
    expect((await deleteComment.json()).message).toBe(MSG.comments.notYours);
    const removeFile = await member.delete(`/api/work-items/${story.id}/attachments/${attachmentId}`, {
      headers: APP_REQUEST,
    });
    expect(removeFile.status()).toBe(403);
    expect((await removeFile.json()).message).toBe(MSG.attachments.notYours);

    // The Feature's dialog: read-only, with the reason, and nothing that would be refused.
    await page.keyboard.press('Escape');
    await expect(storyDialog).toBeHidden();
    await featureRow.getByRole('link', { name: feature.title, exact: true }).click();
    const featureDialog = page.getByRole('dialog', { name: `Edit Work Item · ${feature.acronymId}` });
    await expect(featureDialog.getByRole('textbox', { name: 'Title' })).toHaveValue(feature.title, {
      timeout: 30_000,
    });
    await expect(featureDialog.getByText(MSG.workItems.featureReadOnly)).toBeVisible();
    await expect(featureDialog.getByRole('textbox', { name: 'Title' })).toBeDisabled();
    await expect(featureDialog.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(featureDialog.getByRole('button', { name: 'Attach files' })).toHaveCount(0);
    await expect(featureDialog.getByText('No comments yet.')).toBeVisible();
    await expect(featureDialog.getByRole('textbox', { name: 'Comment' })).toHaveCount(0);
    const edit = await member.patch(`/api/work-items/${feature.id}`, { data: { title: 'Renamed' } });
    expect(edit.status()).toBe(403);
    expect((await edit.json()).message).toBe(MSG.workItems.featureReadOnly);
    const commentOnFeature = await member.post(`/api/work-items/${feature.id}/comments`, {
      data: { body: '<p>Mine</p>' },
    });
    expect(commentOnFeature.status()).toBe(403);
    expect((await commentOnFeature.json()).message).toBe(MSG.workItems.featureReadOnly);
  } finally {
    await fixture.dispose();
  }
});
