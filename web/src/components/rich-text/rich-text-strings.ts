// Words of the rich-text editor that the spec does not quote (the toolbar's come from Mantine).

export const RICH_TEXT_UI = {
  toolbar: 'Formatting',
  mentionList: 'People to mention',
  searching: 'Searching…',
  noMatches: 'No one by that name',
} as const;
