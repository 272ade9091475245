// Tab 2 of the Release Plan, the release dashboard (spec 001 §2.7): built by issue 17's dashboard
// work. This stub fixes the page's contract with it.

export interface ReleaseDashboardProps {
  releaseId: string;
  /** The close icon: back to the release list. */
  onClose: () => void;
}

export function ReleaseDashboard(_props: ReleaseDashboardProps) {
  return null;
}
