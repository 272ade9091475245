// The idea canvas. The spec names the screen only, so these are ours.

export const ideasMessages = {
  created: 'Idea added.',
  updated: 'Idea updated.',
  moved: 'Idea moved.',
  deleted: 'Idea deleted.',
  promoted: (acronymId: string) => `Idea promoted to feature ${acronymId}.`,
  titleRequired: 'Title is required.',
  titleTooLong: 'Title must be at most 120 characters long.',
  initiativeRequired: 'Initiative is required.',
  projectRequired: 'Choose a project of this initiative.',
  alreadyPromoted: 'This idea is already a feature.',
  promoteForbidden: 'Only a Super Admin can turn an idea into a feature.',
  deleteForbidden: 'Only its author or a Super Admin can delete an idea.',
  canvasFull: 'An initiative holds at most 500 ideas.',
  empty: 'No ideas yet. Type a title under any column and press Enter to add the first one.',
} as const;
