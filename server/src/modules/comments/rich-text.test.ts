import { describe, expect, it } from 'vitest';
import { hasContent, mentionCandidates, sanitizeRichText } from './rich-text.ts';

const ANA = '0d4f6a1b-2c3d-4e5f-8a9b-0c1d2e3f4a5b';
const STRANGER = '5b1f0a3e-8c4d-4f1e-9a2b-3c4d5e6f7a8b';
const mention = (id: string, label: string) =>
  `<span data-type="mention" data-id="${id}" data-label="${label}" onclick="x()">@${label}</span>`;

describe('rich text', () => {
  it('keeps formatting and drops scripts, handlers, styles and unsafe links', () => {
    const html =
      '<p style="color:red" onclick="steal()">Hi <strong>all</strong><script>alert(1)</script>' +
      '<img src=x onerror=alert(1)><a href="javascript:alert(1)">bad</a> <a href="https://example.com">ok</a></p>' +
      '<iframe src="https://evil"></iframe><ul><li>one</li></ul>';
    expect(sanitizeRichText(html, new Set())).toBe(
      '<p>Hi <strong>all</strong><a rel="noopener noreferrer nofollow" target="_blank">bad</a> ' +
        '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">ok</a></p><ul><li>one</li></ul>',
    );
  });

  it('keeps mentions of known people only, as plain spans with their id and label', () => {
    const html = `<p>${mention(ANA, 'Ana')} and ${mention(STRANGER, 'Eve')} <span class="x">plain</span></p>`;
    expect(mentionCandidates(html)).toEqual([ANA, STRANGER]);
    expect(sanitizeRichText(html, new Set([ANA]))).toBe(
      `<p><span data-type="mention" data-id="${ANA}" data-label="Ana" class="mention">@Ana</span> and <span>@Eve</span> <span>plain</span></p>`,
    );
  });

  it('tells an empty body from one that says something', () => {
    expect(hasContent('<p></p><p> </p>')).toBe(false);
    expect(hasContent('<p>ok</p>')).toBe(true);
    expect(hasContent(sanitizeRichText(`<p>${mention(ANA, 'Ana')}</p>`, new Set([ANA])))).toBe(true);
  });
});
