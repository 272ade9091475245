import type { ItemFilter } from '@squadboard/domain/action-registers/action-register.schema';
import dayjs from 'dayjs';
import { ACTION_REGISTERS_UI as UI } from './action-registers-strings.ts';

// How the Project view shows dates (spec 001 §9: due dates 'dd/MM/yy' in the items table;
// comments by lib/timestamp.ts) and the per-register filter's choices.

/** '05/12/26' for the API's 2026-12-05; null without a (valid) date. */
export function formatShortDate(value: string | null): string | null {
  if (!value) {
    return null;
  }
  const date = dayjs(value, 'YYYY-MM-DD');
  return date.isValid() ? date.format('DD/MM/YY') : null;
}

/** Oldest first, whatever order the server sent. */
export function oldestFirst<T extends { createdAt: string }>(comments: readonly T[]): T[] {
  return [...comments].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** 'No filter' is a choice of its own: the Select's clear button is not reachable by keyboard. */
export const ITEM_FILTER_OPTIONS: { value: ItemFilter; label: string }[] = [
  { value: 'none', label: UI.itemFilterPlaceholder },
  { value: 'dueDate', label: UI.itemFilters.dueDate },
  { value: 'priority', label: UI.itemFilters.priority },
  { value: 'mine', label: UI.itemFilters.mine },
];

/** The Select's value as the domain's filter (anything unknown is no filter). */
export function toItemFilter(value: string | null): ItemFilter {
  return ITEM_FILTER_OPTIONS.some((o) => o.value === value) ? (value as ItemFilter) : 'none';
}
