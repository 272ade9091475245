// The words of turning a card into an action: the card menu shows the first before the form's
// code (convert-action-modal.tsx, loaded when first opened) has arrived.

export const CONVERT_UI = {
  convert: 'Convert to action',
  title: 'Convert to action',
  actionTitle: 'Action Title',
  description: 'Description',
  owner: 'Assigned To',
  ownerPlaceholder: 'Type a first or last name',
  ownerSearching: 'Searching…',
  ownerNone: 'Nobody found',
  status: 'Status',
  priority: 'Priority',
  due: 'Due date',
  duePlaceholder: 'Optional',
  clearDue: 'Clear due date',
  cancel: 'Cancel',
  save: 'Save',
} as const;
