// Comments on work items (and, later, RAID items): spec 001 §2.8, §5 "Mention comments".

export const commentsMessages = {
  commented: 'Commented',
  shiftEnter: 'Use Shift + Enter for new line',
  added: 'Comment added.',
  updated: 'Comment updated.',
  deleted: 'Comment deleted.',
  bodyRequired: 'Write a comment first.',
  tooLong: 'A comment can be at most 20,000 characters long.',
  notYours: 'You can only change your own comments.',
} as const;
