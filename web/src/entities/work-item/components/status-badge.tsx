import { Badge } from '@mantine/core';
import { STATUS_IDS, statusName, type WorkItemStatusId } from '@squadboard/domain/work-items/work-item.model';

// A work item's status (spec 001 §4 ids) as a badge: grey while new, blue while it moves, green
// once done.

function colourOf(id: WorkItemStatusId): string {
  if (id === STATUS_IDS.done) {
    return 'green';
  }
  return id === STATUS_IDS.new ? 'gray' : 'blue';
}

export function StatusBadge({ statusId }: { statusId: WorkItemStatusId }) {
  return (
    <Badge color={colourOf(statusId)} variant="light" radius="sm" tt="none">
      {statusName(statusId)}
    </Badge>
  );
}
