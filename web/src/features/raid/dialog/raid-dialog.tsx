// The CREATE / EDIT RAID modal (spec 001 §2.6): built by issue 16's dialog work. This stub fixes
// the page's contract with it.

export interface RaidDialogProps {
  opened: boolean;
  /** null: CREATE; an id: EDIT RAID, the item fetched with GET /api/raid/:id. */
  itemId: string | null;
  onClose: () => void;
}

export function RaidDialog(_props: RaidDialogProps) {
  return null;
}
