import { describe, expect, it } from 'vitest';
import { fileSizeLabel, previewKindOf } from './attachment-format.ts';

describe('attachment previews by extension', () => {
  it('shows images, PDFs, docx and xlsx, whatever the case of the name', () => {
    expect(previewKindOf('shot.png')).toBe('image');
    expect(previewKindOf('photo.JPG')).toBe('image');
    expect(previewKindOf('photo.jpeg')).toBe('image');
    expect(previewKindOf('anim.gif')).toBe('image');
    expect(previewKindOf('plan.v2.pdf')).toBe('pdf');
    expect(previewKindOf('notes.DOCX')).toBe('docx');
    expect(previewKindOf('budget.xlsx')).toBe('xlsx');
  });

  it('previews nothing else: SVG (a download only), old Office files, pptx, no extension', () => {
    for (const name of ['logo.svg', 'old.doc', 'old.xls', 'deck.pptx', 'deck.ppt', 'README', '.pdf']) {
      expect(previewKindOf(name)).toBe('none');
    }
  });
});

describe('attachment sizes', () => {
  it('reads in B, KB and MB, rounded down so a file under the limit never shows the limit', () => {
    expect(fileSizeLabel(812)).toBe('812 B');
    expect(fileSizeLabel(14_540)).toBe('14.1 KB');
    expect(fileSizeLabel(2_621_440)).toBe('2.5 MB');
    expect(fileSizeLabel(6_291_455)).toBe('5.9 MB');
  });
});
