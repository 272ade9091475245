import '../../test-setup.ts';
import { describe, expect, it, vi } from 'vitest';
import { docxToSafeHtml } from './preview-loaders.ts';

// A crafted document can make mammoth write any markup; only plain HTML may reach the page.
vi.mock('mammoth', () => ({
  default: {
    convertToHtml: async () => ({
      value:
        '<h1>Plan</h1><p onclick="alert(1)">Step <strong>one</strong></p><img src="x" onerror="alert(2)">' +
        '<script>alert(3)</script><a href="javascript:alert(4)">bad</a><a href="https://example.com/x">good</a>' +
        '<style>body{display:none}</style><form action="/api/x"><button>Go</button></form>',
      messages: [],
    }),
  },
}));

describe('docx previews', () => {
  it('keep the text and plain markup, drop script and handlers, and open links in a new tab', async () => {
    const html = await docxToSafeHtml(new ArrayBuffer(0));
    const holder = document.createElement('div');
    holder.innerHTML = html;
    expect(holder.querySelector('h1')?.textContent).toBe('Plan');
    expect(holder.querySelector('p')?.textContent).toBe('Step one');
    expect(html).not.toMatch(/onclick|onerror|<script|javascript:|<style|<form|<button/i);
    const good = holder.querySelector('a[href="https://example.com/x"]');
    expect(good?.getAttribute('target')).toBe('_blank');
    expect(good?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
