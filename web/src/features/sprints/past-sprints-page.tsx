// STUB (issue 15): /sprint/past-sprints, completed sprints with velocity and burndown.
export function PastSprintsPage() {
  return null;
}
