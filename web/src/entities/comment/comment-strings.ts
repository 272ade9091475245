// Words of the comments panel that the spec does not quote (its own are MSG.comments).

export const COMMENTS_UI = {
  comment: 'Comment',
  placeholder: 'Add a comment… Type @ to mention someone',
  save: 'Save',
  list: 'Comments',
  loading: 'Loading comments',
  empty: 'No comments yet.',
  edited: '(edited)',
  formerUser: 'Former user',
  editComment: 'Edit comment',
  editing: 'Edit your comment',
  deleteComment: 'Delete comment',
  deleteTitle: 'Delete comment',
  deleteQuestion: 'Are you sure you want to delete this comment? This cannot be undone.',
  delete: 'Delete',
} as const;
