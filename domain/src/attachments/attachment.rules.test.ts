import { describe, expect, it } from 'vitest';
import { attachmentAbilities, attachmentContentType, servedInline } from './attachment.rules.ts';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

describe('attachment types', () => {
  it('are told by the leading bytes, which must agree with the name', () => {
    expect(attachmentContentType('report.pdf', bytes('%PDF-1.7'))).toBe('application/pdf');
    expect(attachmentContentType('shot.PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'image/png',
    );
    expect(attachmentContentType('photo.jpeg', bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(
      attachmentContentType('plan.docx', bytes(ZIP, '....[Content_Types].xml....word/document.xml')),
    ).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(attachmentContentType('sheet.xlsx', bytes(ZIP, '....xl/workbook.xml'))).toContain('spreadsheetml');
    expect(attachmentContentType('deck.pptx', bytes(ZIP, '....ppt/presentation.xml'))).toContain(
      'presentationml',
    );
    expect(attachmentContentType('old.doc', bytes(OLE2))).toBe('application/msword');
    expect(attachmentContentType('old.xls', bytes(OLE2))).toBe('application/vnd.ms-excel');
    expect(
      attachmentContentType(
        'logo.svg',
        bytes('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'),
      ),
    ).toBe('image/svg+xml');
  });

  it('refuses a file whose bytes are not what its name says, or not an allowed kind', () => {
    expect(
      attachmentContentType('report.pdf', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    ).toBeNull();
    expect(attachmentContentType('virus.exe', bytes('MZ\x90\x00'))).toBeNull();
    expect(attachmentContentType('notes.docx', bytes(ZIP, 'just/a/zip.txt'))).toBeNull();
    expect(attachmentContentType('page.svg', bytes('<html><script>alert(1)</script>'))).toBeNull();
    expect(attachmentContentType('noextension', bytes('%PDF-1.7'))).toBeNull();
    expect(attachmentContentType('empty.pdf', bytes())).toBeNull();
  });

  it('shows images and PDFs inline, and only downloads the rest (SVG among them)', () => {
    expect(servedInline('application/pdf')).toBe(true);
    expect(servedInline('image/png')).toBe(true);
    expect(servedInline('image/svg+xml')).toBe(false);
    expect(servedInline('application/msword')).toBe(false);
  });
});

describe('attachment abilities', () => {
  const file = { uploadedById: 'a' };

  it('offers removal to whoever attached it and to a Super Admin', () => {
    expect(attachmentAbilities({ id: 'a', role: 'SQUAD_MEMBER' }, file, true)).toEqual({ delete: true });
    expect(attachmentAbilities({ id: 'b', role: 'SUPER_ADMIN' }, file, true)).toEqual({ delete: true });
    expect(attachmentAbilities({ id: 'b', role: 'SQUAD_ADMIN' }, file, true)).toEqual({ delete: false });
  });

  it('offers nothing while the subject may not be changed', () => {
    expect(attachmentAbilities({ id: 'a', role: 'SQUAD_MEMBER' }, file, false)).toEqual({ delete: false });
  });
});
