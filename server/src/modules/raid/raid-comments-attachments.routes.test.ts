import { MSG } from '@squadboard/domain';
import type { Attachment } from '@squadboard/domain/attachments/attachment.schema';
import type { Comment } from '@squadboard/domain/comments/comment.schema';
import { RAID_LIMITS } from '@squadboard/domain/raid/raid.model';
import type { RaidItem } from '@squadboard/domain/raid/raid.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, comments } from '../../db/schema/index.ts';
import { countRows, createOrg, type OrgUser, type TestOrg } from '../../test-support/factories.ts';
import { createRaid, createRaidPortfolio, type RaidPortfolio } from '../../test-support/raid-factories.ts';
import { api, uploadFile } from '../../test-support/request.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let org: TestOrg;
let foreign: TestOrg;
let nodes: RaidPortfolio;

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(t);
  foreign = await createOrg(t);
  nodes = await createRaidPortfolio(t, org);
});
afterAll(async () => {
  await t.close();
});

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
/** A PDF of exactly `size` bytes. */
const pdfOf = (size: number) => Buffer.concat([PDF, Buffer.alloc(size - PDF.length)]);

const risk = (): Promise<RaidItem> => createRaid(t, org.member, 'Risk', nodes.initiative.id);

const attach = (who: OrgUser, itemId: string, name: string, bytes: Buffer) =>
  uploadFile(t.app, who, `/api/raid/${itemId}/attachments`, {
    bytes,
    name,
    type: 'application/octet-stream',
    field: 'file',
  });

const mention = (user: { id: string }, name: string) =>
  `<span data-type="mention" data-id="${user.id}" data-label="${name}">@${name}</span>`;

describe("a RAID item's comments", () => {
  it('takes a comment with a mention, lets its author edit and delete it, and no one else', async () => {
    const item = await risk();
    const path = `/api/raid/${item.id}/comments`;
    const added = await api(t.app, org.member, 'POST', path, {
      body: `<p>${mention(org.lead, 'Lena')} please <em>review</em><script>x()</script></p>`,
    });
    expect(added.statusCode, added.body).toBe(201);
    const comment: Comment = added.json().comment;
    expect(added.json().message).toBe(MSG.comments.added);
    expect(comment.mentions).toEqual([org.lead.id]);
    expect(comment.body).not.toContain('script');
    expect(comment.body).toContain('<em>review</em>');

    const list = await api(t.app, org.lead, 'GET', path);
    expect(list.json().items.map((c: Comment) => c.id)).toEqual([comment.id]);

    const notYours = await api(t.app, org.lead, 'PATCH', `${path}/${comment.id}`, {
      body: '<p>mine now</p>',
    });
    expect(notYours.statusCode).toBe(403);
    const edited = await api(t.app, org.member, 'PATCH', `${path}/${comment.id}`, { body: '<p>done</p>' });
    expect(edited.json()).toMatchObject({ message: MSG.comments.updated, comment: { body: '<p>done</p>' } });
    const empty = await api(t.app, org.member, 'POST', path, { body: '<p> </p>' });
    expect(empty.statusCode).toBe(400);
    expect((await api(t.app, org.member, 'DELETE', `${path}/${comment.id}`)).json()).toEqual({
      message: MSG.comments.deleted,
    });
    expect((await api(t.app, org.member, 'GET', path)).json().items).toEqual([]);
  });

  it("answers 404 for another organisation's item and writes nothing", async () => {
    const item = await risk();
    const path = `/api/raid/${item.id}/comments`;
    const { comment } = (await api(t.app, org.member, 'POST', path, { body: '<p>ours</p>' })).json();
    const before = await countRows(t.db, comments);
    for (const [method, url] of [
      ['GET', path],
      ['POST', path],
      ['PATCH', `${path}/${comment.id}`],
      ['DELETE', `${path}/${comment.id}`],
    ] as const) {
      const response = await api(t.app, foreign.admin, method, url, { body: '<p>theirs</p>' });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().code).toBe('RAID_NOT_FOUND');
    }
    expect(await countRows(t.db, comments)).toBe(before);
  });
});

describe("a RAID item's attachments", () => {
  it('takes files under 10 MB, typed by their bytes, three at most', async () => {
    const item = await risk();
    const tooBig = await attach(org.member, item.id, 'big.pdf', pdfOf(RAID_LIMITS.maxAttachmentBytes));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(MSG.attachments.tooLarge('big.pdf', 10));
    expect(tooBig.json().message).toBe('big.pdf exceeds the maximum file size of 10MB.');
    const lying = await attach(org.member, item.id, 'report.pdf', PNG);
    expect(lying.statusCode).toBe(415);

    const fits = await attach(org.member, item.id, 'fits.pdf', pdfOf(RAID_LIMITS.maxAttachmentBytes - 1));
    expect(fits.statusCode, fits.body).toBe(201);
    expect(fits.json()).toMatchObject({
      message: MSG.attachments.uploaded,
      attachment: {
        fileName: 'fits.pdf',
        contentType: 'application/pdf',
        size: RAID_LIMITS.maxAttachmentBytes - 1,
      },
    });
    expect((await attach(org.lead, item.id, 'shot.png', PNG)).statusCode).toBe(201);
    expect((await attach(org.admin, item.id, 'plan.pdf', PDF)).statusCode).toBe(201);
    const fourth = await attach(org.member, item.id, 'more.pdf', PDF);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe(MSG.attachments.upToThree);

    const list = await api(t.app, org.otherMember, 'GET', `/api/raid/${item.id}/attachments`);
    const items: Attachment[] = list.json().items;
    expect(items.map((a) => a.fileName)).toEqual(['fits.pdf', 'shot.png', 'plan.pdf']);

    const path = `/api/raid/${item.id}/attachments/${items[1]?.id}`;
    expect((await api(t.app, org.member, 'DELETE', path)).statusCode).toBe(403);
    expect((await api(t.app, org.lead, 'DELETE', path)).json()).toEqual({ message: MSG.attachments.deleted });
  });

  it('serves the file to the organisation through the shared attachments route, to no one else', async () => {
    const item = await risk();
    const { attachment } = (await attach(org.member, item.id, 'plan.pdf', PDF)).json();
    const served = await api(t.app, org.otherMember, 'GET', attachment.url);
    expect(served.statusCode, served.body).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(PDF)).toBe(true);
    expect((await api(t.app, foreign.admin, 'GET', attachment.url)).statusCode).toBe(404);
  });

  it("answers 404 for another organisation's item and stores nothing", async () => {
    const item = await risk();
    const { attachment } = (await attach(org.member, item.id, 'plan.pdf', PDF)).json();
    const before = await countRows(t.db, attachments);
    expect((await api(t.app, foreign.admin, 'GET', `/api/raid/${item.id}/attachments`)).statusCode).toBe(404);
    const upload = await attach(foreign.admin, item.id, 'mine.pdf', PDF);
    expect(upload.statusCode).toBe(404);
    expect(upload.json().code).toBe('RAID_NOT_FOUND');
    const removal = await api(
      t.app,
      foreign.admin,
      'DELETE',
      `/api/raid/${item.id}/attachments/${attachment.id}`,
    );
    expect(removal.statusCode).toBe(404);
    expect(await countRows(t.db, attachments)).toBe(before);
  });
});
