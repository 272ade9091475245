import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// Helpers of the end-of-retro tests: a card added over the admin's own socket (the board's UI
// has its own tests), the vote dialogs by name, and the text of a downloaded PDF.

/**
 * Adds a card to the first column over a second socket of the signed-in person on `page`
 * (engine.io v4 frames: '40{}' connects with the session cookie, '42N[event,payload]' emits
 * with ack id N, '43N[...]' is its answer, '2' a ping to answer with '3'). With `actionTitle`,
 * the person (a retro admin) then converts the card into an action they own.
 */
export async function addCardOverSocket(
  page: Page,
  room: string,
  text: string,
  actionTitle?: string,
): Promise<void> {
  const ack = await page.evaluate(
    async ({ room, text, actionTitle }) => {
      const session = (await (await fetch('/api/auth/session')).json()) as { user: { id: string } };
      return new Promise<string>((resolve, reject) => {
        const ws = new WebSocket(
          `${location.origin.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`,
        );
        const emit = (id: number, event: string, payload: unknown) =>
          ws.send(`42${id}${JSON.stringify([event, payload])}`);
        const done = (frame: string) => {
          ws.close();
          resolve(frame);
        };
        ws.onmessage = (event) => {
          const frame = String(event.data);
          if (frame.startsWith('0')) {
            ws.send('40{}');
          } else if (frame.startsWith('40')) {
            emit(0, 'join', { room });
          } else if (frame.startsWith('430')) {
            emit(1, 'sync', {});
          } else if (frame.startsWith('431')) {
            const [answer] = JSON.parse(frame.slice(3)) as [
              { board: { columns: { id: string; position: number }[] } },
            ];
            const column = [...answer.board.columns].sort((a, b) => a.position - b.position)[0];
            emit(2, 'add', { opId: crypto.randomUUID(), columnId: column?.id, text });
          } else if (frame.startsWith('432') && actionTitle) {
            const [added] = JSON.parse(frame.slice(3)) as [{ card?: { id: string } }];
            emit(3, 'action', {
              opId: crypto.randomUUID(),
              cardId: added.card?.id,
              title: actionTitle,
              description: text,
              ownerId: session.user.id,
              status: 'Open',
              priority: 'Low',
              dueDate: null,
            });
          } else if (frame.startsWith('432') || frame.startsWith('433')) {
            done(frame.slice(3));
          } else if (frame === '2') {
            ws.send('3');
          }
        };
        ws.onerror = () => reject(new Error('socket error'));
      });
    },
    { room, text, actionTitle },
  );
  expect(ack).toContain('"ok":true');
}

export function votePrompt(page: Page) {
  return page.getByRole('dialog', { name: 'How did this retro go?' });
}

/** The room's admin ends the retro (End Retro, Yes); the mood prompt is closed unanswered. */
export async function endRetroUnvoted(page: Page): Promise<void> {
  await page.getByRole('toolbar', { name: 'Retro tools' }).getByRole('button', { name: 'End Retro' }).click();
  await page.getByRole('dialog', { name: 'End Retro' }).getByRole('button', { name: 'Yes' }).click();
  await expect(votePrompt(page)).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(votePrompt(page)).toHaveCount(0);
}

// pdfjs reads the 14 standard fonts' metrics from its own package (jspdf uses Helvetica).
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export async function pdfText(path: string): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(readFileSync(path)), standardFontDataUrl }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return parts.join('\n');
}
