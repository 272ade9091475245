// STUB (issue 15): /sprint/active-sprint, the squad's active sprint as a live board.
export function ActiveSprintPage() {
  return null;
}
