import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { participantCount, pdfContent, pdfFileName } from './export-pdf.ts';
import { renderRetroPdf } from './pdf-document.ts';
import { PDF_FONT, toBase64 } from './pdf-font.ts';
import { emojiNamesOf, loadEmojiNames, pdfText } from './pdf-text.ts';
import { boardOf, snapshotOf } from './toolbar.fixture.ts';

/** The real names (@emoji-mart/data), as the export loads them. */
const names = await loadEmojiNames();

const PARTICIPANT = { role: 'RETRO_USER', guest: false, avatarUrl: null } as const;

/** The fixture board with actions made from the first card and a third person's reaction. */
function richBoard() {
  const board = boardOf();
  return {
    ...board,
    cards: board.cards.map((card) =>
      card.id === 'k1'
        ? {
            ...card,
            actionIds: ['a1', 'a2'],
            reactions: [{ participantId: 'p3', name: 'Zoë', emojiId: '+1', native: '👍' }],
          }
        : card,
    ),
  };
}

/** Midday UTC: the same calendar day in every time zone the tests may run in. */
const room = snapshotOf({
  retro: { ...snapshotOf().retro, startedAt: '2026-11-23T12:00:00.000Z', squadName: 'Falcons 🦅' },
  participants: [{ id: 'p1', name: 'Ada Admin', ...PARTICIPANT, role: 'RETRO_ADMIN' }],
});

describe('PDF content', () => {
  it('has the title, the details and one table per column in board order', () => {
    const content = pdfContent('Sprint 42 retro', 'flat', richBoard(), room, { emojiNames: names });
    expect(content.title).toBe('Sprint 42 retro');
    expect(content.fileName).toBe('Sprint 42 retro.pdf');
    expect(content.details).toEqual([
      ['Date', '23 Nov 2026'],
      ['Squad', 'Falcons [eagle]'],
      ['Participants', '3'],
      ['Cadence', 'Flat'],
      ['Actions', '2'],
    ]);
    expect(content.tables.map((t) => t.column)).toEqual(['Went well', 'To improve']);
    expect(content.tables[0]?.head).toEqual(['Description', 'Created by', 'Likes', 'Actions']);
    expect(content.tables[0]?.rows).toEqual([
      ['Deploys were smooth', 'Ada Admin', '2', '2'],
      ['Hidden', 'Mia Member', '0', '0'],
    ]);
    expect(content.tables[1]?.rows).toEqual([]);
  });

  it('names the sprint the retro looks back on, with its dates, after the squad (issue 34)', () => {
    const sprint = { name: 'Sprint 42', startDate: '2026-11-09', endDate: '2026-11-20' };
    const content = pdfContent('Sprint 42 retro', 'flat', richBoard(), room, { emojiNames: names, sprint });
    expect(content.details.slice(1, 3)).toEqual([
      ['Squad', 'Falcons [eagle]'],
      ['Sprint', 'Sprint 42 (09/11/2026 – 20/11/2026)'],
    ]);
    expect(
      pdfContent('Sprint 42 retro', 'flat', richBoard(), room, { sprint: null }).details.map(
        ([label]) => label,
      ),
    ).not.toContain('Sprint');
  });

  it("names each card's actions, one per line, and leaves out actions deleted since", () => {
    const titles = new Map([['a1', 'Automate the release 🚀 notes']]);
    const content = pdfContent('Sprint 42 retro', 'flat', richBoard(), room, {
      actionTitles: titles,
      emojiNames: names,
    });
    expect(content.namedActions).toBe(true);
    expect(content.details.at(-1)).toEqual(['Actions', '1']);
    expect(content.tables[0]?.rows.map((row) => row[3])).toEqual([
      '- Automate the release [rocket] notes',
      '-',
    ]);
    titles.set('a2', 'Pair on the pipeline');
    const both = pdfContent('Sprint 42 retro', 'flat', richBoard(), room, { actionTitles: titles });
    expect(both.tables[0]?.rows[0]?.[3]).toBe('- Automate the release [emoji] notes\n- Pair on the pipeline');
    expect(pdfContent('T', null, richBoard(), room).namedActions).toBe(false);
  });

  it('dates a retro that never started by when it was due', () => {
    const due = snapshotOf({
      retro: { ...snapshotOf().retro, startedAt: null, scheduledAt: '2026-12-01T12:00:00.000Z' },
    });
    expect(pdfContent('T', null, boardOf(), due).details[0]).toEqual(['Date', '01 Dec 2026']);
  });

  it('still works without the room (older callers): no date or squad, None without a mood', () => {
    expect(pdfContent('T', null, boardOf()).details).toEqual([
      ['Participants', '2'],
      ['Cadence', 'None'],
      ['Actions', '0'],
    ]);
  });

  it('counts everyone let in, when the attendance record has more than the board shows', () => {
    const count = (attendees: number) =>
      pdfContent('T', null, richBoard(), room, { attendees }).details.find(
        ([label]) => label === 'Participants',
      );
    expect(count(5)).toEqual(['Participants', '5']);
    expect(count(1)).toEqual(['Participants', '3']);
  });

  it('counts everybody once: people in the room and whoever wrote, liked or reacted', () => {
    expect(participantCount(richBoard())).toBe(3);
    expect(participantCount(richBoard(), [{ id: 'p1' }, { id: 'p9' }])).toBe(4);
    expect(participantCount(boardOf({ cards: [] }))).toBe(0);
  });

  it('keeps emoji as their names in every text, and the letters as typed', () => {
    const board = boardOf();
    const emojiBoard = {
      ...board,
      columns: board.columns.map((c) => ({ ...c, name: `${c.name} 🎉` })),
      cards: board.cards.map((c) => ({
        ...c,
        text: c.text && `Zażółć 👍🏽 gęślą jaźń`,
        authorName: '😀 Łukasz',
      })),
    };
    const content = pdfContent('Retro 🚀 Ωμέγα', 'happy', emojiBoard, undefined, { emojiNames: names });
    expect(content.title).toBe('Retro [rocket] Ωμέγα');
    expect(content.fileName).toBe('Retro 🚀 Ωμέγα.pdf');
    expect(content.tables[0]?.column).toBe('Went well [party popper]');
    expect(content.tables[0]?.rows[0]?.slice(0, 2)).toEqual([
      'Zażółć [thumbs up] gęślą jaźń',
      '[grinning face] Łukasz',
    ]);
    // Without the names (their data failed to load) the emoji still leaves a mark.
    expect(pdfContent('Retro 🚀', 'happy', emojiBoard).title).toBe('Retro [emoji]');
  });

  it('names the file after the title, safely', () => {
    expect(pdfFileName('Q4: plan / review')).toBe('Q4- plan - review.pdf');
    expect(pdfFileName('  ')).toBe('retro.pdf');
  });
});

describe('PDF text', () => {
  it('keeps accented, Polish, Greek and Cyrillic letters as typed', () => {
    const text = 'Café naïve, ąćęłńóśźż ĄĆĘŁŃÓŚŹŻ, Καλημέρα, Привет мир — ©®™ €';
    expect(pdfText(text)).toBe(text);
  });

  it('names emoji, skin tones, flags, variation selectors and ZWJ sequences', () => {
    expect(pdfText('Ship it 🚀 now', names)).toBe('Ship it [rocket] now');
    expect(pdfText('Thanks 👍🏽 team', names)).toBe('Thanks [thumbs up] team');
    expect(pdfText('Love ❤️ it', names)).toBe('Love [red heart] it');
    expect(pdfText('Love ❤ it', names)).toBe('Love [red heart] it');
    expect(pdfText('Dev 👩‍💻 work', names)).toBe('Dev [woman technologist] work');
    expect(pdfText('Family 👨‍👩‍👧‍👦!', names)).toBe('Family [family: man, woman, girl, boy]!');
    expect(pdfText('From 🇵🇱 and 🏴󠁧󠁢󠁳󠁣󠁴󠁿', names)).toBe('From [poland flag] and [scotland flag]');
    expect(pdfText('Step 1️⃣ done', names)).toBe('Step [keycap 1] done');
    expect(pdfText('🎉🎉', names)).toBe('[party popper][party popper]');
  });

  it('marks an emoji it has no name for, keeping what the font can draw of it', () => {
    expect(pdfText('Ship 🚀 it')).toBe('Ship [emoji] it');
    expect(pdfText('Step 1️⃣ done')).toBe('Step 1 done');
    expect(pdfText('Dev 👩‍💻 work', new Map([['👩', 'Woman']]))).toBe('Dev [emoji] work');
  });

  it('keeps line breaks and leaves text without emoji untouched', () => {
    expect(pdfText('first 🎉\n  second', names)).toBe('first [party popper]\n  second');
    expect(pdfText('  two  spaces  ', names)).toBe('  two  spaces  ');
  });

  it('names each skin tone as its base emoji', () => {
    const own = emojiNamesOf({
      emojis: { wave: { name: 'Waving Hand', skins: [{ native: '👋' }, { native: '👋🏽' }] } },
    });
    expect(pdfText('Hi 👋🏽', own)).toBe('Hi [waving hand]');
    expect(names.get('👍')).toBe('Thumbs Up');
    expect(pdfText('👍🏿 👍🏻', names)).toBe('[thumbs up] [thumbs up]');
  });
});

describe('PDF document', () => {
  it('renders with the embedded DejaVu Sans font, Unicode and emoji included', () => {
    const ttf = (file: string) =>
      toBase64(readFileSync(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${file}`)));
    const titles = new Map([['a1', 'Zażółć the pipeline'.repeat(4)]]);
    const content = pdfContent('Retro ąćęłńóśźż 🚀', 'happy', richBoard(), room, { actionTitles: titles });
    const first = content.tables[0];
    if (first) {
      first.rows.push(['Καλημέρα, Привет, Zażółć gęślą jaźń '.repeat(8), 'Łukasz', '0', '0']);
    }
    const doc = renderRetroPdf(content, { regular: ttf('DejaVuSans.ttf'), bold: ttf('DejaVuSans-Bold.ttf') });
    const pdf = doc.output();
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain(`/BaseFont /${PDF_FONT}`);
    expect(pdf).toContain('/Encoding /Identity-H');

    // Every text the pages draw, the table cells included, selects one of the two DejaVu weights.
    const dejaVu = (['normal', 'bold'] as const).map((style) =>
      String(doc.setFont(PDF_FONT, style).getFont().id),
    );
    const selected = new Set([...pdf.matchAll(/\/(F\d+) [\d.]+ Tf/g)].map((m) => m[1]));
    expect([...selected].sort()).toEqual([...dejaVu].sort());

    // The embedded subsets map real glyphs to ą, ż, λ, П (their ToUnicode tables), not to .notdef.
    const mapped = new Map([...pdf.matchAll(/<([0-9a-f]{4})><([0-9a-f]{4})>/g)].map((m) => [m[2], m[1]]));
    for (const letter of 'ążλП') {
      const glyph = mapped.get(letter.charCodeAt(0).toString(16).padStart(4, '0'));
      expect(glyph, letter).toBeDefined();
      expect(glyph, letter).not.toBe('0000');
    }
  });
});
