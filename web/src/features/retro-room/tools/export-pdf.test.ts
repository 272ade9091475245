import { describe, expect, it } from 'vitest';
import { pdfContent, pdfFileName } from './export-pdf.ts';
import { boardOf } from './toolbar-fixtures.ts';

describe('PDF content', () => {
  it('has the title, the moodVote and one table per column in board order', () => {
    const content = pdfContent('Sprint 42 retro', 'flat', boardOf());
    expect(content.title).toBe('Sprint 42 retro');
    expect(content.mood).toBe('Cadence: Flat');
    expect(content.fileName).toBe('Sprint 42 retro.pdf');
    expect(content.tables.map((t) => t.column)).toEqual(['Went well', 'To improve']);
    expect(content.tables[0]?.head).toEqual(['Description', 'Created by']);
    expect(content.tables[0]?.rows).toEqual([
      ['Deploys were smooth', 'Ada Admin'],
      ['Hidden', 'Mia Member'],
    ]);
    expect(content.tables[1]?.rows).toEqual([]);
  });

  it('says None without a mood', () => {
    expect(pdfContent('T', null, boardOf()).mood).toBe('Cadence: None');
  });

  it('names the file after the title, safely', () => {
    expect(pdfFileName('Q4: plan / review')).toBe('Q4- plan - review.pdf');
    expect(pdfFileName('  ')).toBe('retro.pdf');
  });
});
