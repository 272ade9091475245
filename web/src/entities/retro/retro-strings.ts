import type { Mood, RetroStatus } from '@squadboard/domain/retro/retro.schema';

// How a retro's status and mood read wherever a retro is summarised (retro lists, calendar,
// the room's mood result and PDF). Labels the spec does not quote; one place so they agree.

export const RETRO_STATUS_LABELS: Record<RetroStatus, string> = {
  SCHEDULED: 'Scheduled',
  INPROGRESS: 'In progress',
  COMPLETED: 'Completed',
  ARCHIVED: 'Archived',
  DELETED: 'Deleted',
  CANCELLED: 'Cancelled',
};

/** The mood (the spec's "cadence result") in words. */
export const MOOD_LABELS: Record<Mood, string> = { none: 'None', sad: 'Sad', flat: 'Flat', happy: 'Happy' };

/** Shown where a retro has no value yet (no mood, no date). */
export const NO_VALUE = '—';
