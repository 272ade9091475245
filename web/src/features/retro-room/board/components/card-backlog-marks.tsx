import { Anchor, Badge, Group } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { CardWorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { workItemPagePath } from '../../../../entities/work-item/open-work-item.tsx';

// What a card became in the backlog: "Story PAYS12" for each item made from it, the
// same for everyone in the room. A signed-in person follows it to the item (in a new tab: the
// retro goes on); a guest, who cannot open work items, sees the mark only.

const UI = MSG.workItems.toBacklog;

export function CardBacklogMarks({ items, linked }: { items: readonly CardWorkItem[]; linked: boolean }) {
  if (items.length === 0) {
    return null;
  }
  return (
    <Group gap={4} wrap="wrap" role="list" aria-label={UI.marksLabel}>
      {items.map((item) => {
        const mark = UI.mark(item.type, item.acronymId);
        return (
          <Badge key={item.id} role="listitem" size="xs" variant="light" color="indigo" tt="none">
            {linked ? (
              <Anchor
                href={workItemPagePath(item.id)}
                target="_blank"
                rel="noopener"
                inherit
                c="inherit"
                underline="hover"
              >
                {mark}
              </Anchor>
            ) : (
              mark
            )}
          </Badge>
        );
      })}
    </Group>
  );
}
