// Query keys of the RAID register: the list, one item, and a Dependency's work-item choices. A
// save invalidates `all`, so the list and the opened item both refresh.

export const raidKeys = {
  all: ['raid'] as const,
  list: ['raid', 'list'] as const,
  item: (id: string) => ['raid', 'item', id] as const,
  workItems: (parentId: string, type: string) => ['raid', 'work-items', parentId, type] as const,
};
