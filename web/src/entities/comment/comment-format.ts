import { initialsOf } from '@squadboard/domain';
import type { Comment } from '@squadboard/domain/comments/comment.schema';

// How a comment reads: its author's initials, and the order (its time: lib/timestamp.ts).

/** 'Leo Lead' → 'LL', 'Cher' → 'C': the first letters of the first and last word. */
export function authorInitials(name: string): string {
  const words = name.trim().split(/\s+/);
  return initialsOf(words[0], words.length > 1 ? words[words.length - 1] : '');
}

/**
 * Newest first, whatever order the server sent: the new-comment box sits above the list, so
 * what was just written appears right under it.
 */
export function newestFirst(comments: readonly Comment[]): Comment[] {
  return [...comments].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
