import { describe, expect, it } from 'vitest';
import { buildListParams, normaliseSearch, pageCount } from './action-format.ts';

describe('buildListParams', () => {
  const base = {
    squadId: 'all',
    search: '',
    status: 'all',
    sort: 'createdOn',
    page: 1,
    pageSize: 5,
  } as const;

  it('sends every filter and leaves a blank search out', () => {
    const params = buildListParams({ ...base, search: '   ' });
    expect(Object.fromEntries(params)).toEqual({
      squadId: 'all',
      status: 'all',
      sort: 'createdOn',
      page: '1',
      pageSize: '5',
    });
  });

  it('encodes statuses with spaces and a trimmed search', () => {
    const params = buildListParams({
      ...base,
      status: 'In Progress',
      search: ' retro ',
      page: 3,
      pageSize: 20,
    });
    expect(params.toString()).toBe(
      'squadId=all&status=In+Progress&sort=createdOn&page=3&pageSize=20&search=retro',
    );
  });
});

describe('pageCount', () => {
  it('rounds up and never drops below one page', () => {
    expect(pageCount(0, 5)).toBe(1);
    expect(pageCount(5, 5)).toBe(1);
    expect(pageCount(6, 5)).toBe(2);
    expect(pageCount(21, 10)).toBe(3);
  });
});

describe('normaliseSearch', () => {
  it('drops the hash people copy from a card', () => {
    expect(normaliseSearch(' #12 ')).toBe('12');
    expect(normaliseSearch('#tag')).toBe('#tag');
    expect(normaliseSearch('Fix CI')).toBe('Fix CI');
  });
});
