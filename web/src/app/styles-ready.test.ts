import { afterEach, describe, expect, it } from 'vitest';
import { stylesReady } from './styles-ready.ts';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('stylesReady', () => {
  it('resolves at once when nothing is preloaded (the dev server)', async () => {
    await expect(stylesReady()).resolves.toBeUndefined();
    expect(document.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
  });

  it('links each preloaded stylesheet, in the same CORS mode, and waits until it applies', async () => {
    document.head.innerHTML =
      '<link rel="preload" as="style" crossorigin href="/assets/index-a.css"><link rel="preload" as="style" href="/assets/b.css">';
    let settled = false;
    const ready = stylesReady().then(() => {
      settled = true;
    });
    const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    expect(sheets.map((s) => [new URL(s.href).pathname, s.hasAttribute('crossorigin')])).toEqual([
      ['/assets/index-a.css', true],
      ['/assets/b.css', false],
    ]);
    sheets[0]?.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(settled).toBe(false);
    // A stylesheet that fails to load does not hold the app back.
    sheets[1]?.dispatchEvent(new Event('error'));
    await ready;
    expect(settled).toBe(true);
  });

  it("puts the app's stylesheets before one a page opened directly linked first, in their order", () => {
    document.head.innerHTML =
      '<link rel="preload" as="style" href="/assets/index-a.css"><link rel="preload" as="style" href="/assets/b.css"><link rel="stylesheet" href="/assets/page.css">';
    void stylesReady();
    const order = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
      (s) => new URL(s.href).pathname,
    );
    expect(order).toEqual(['/assets/index-a.css', '/assets/b.css', '/assets/page.css']);
  });
});
