// STUB (issue 15): the dialog that completes a squad's active sprint, asking where the unfinished
// items go (the next sprint or the backlog), then showing the recorded figures in a toast.

export interface CompleteSprintDialogProps {
  opened: boolean;
  onClose: () => void;
  squadId: string;
  sprint: { id: string; name: string };
  /** After the server completed it (the caller refreshes what it shows). */
  onCompleted?: () => void;
}

export function CompleteSprintDialog(props: CompleteSprintDialogProps) {
  void props;
  return null;
}
