import { type ComponentProps, lazy, Suspense, useState } from 'react';

// Dialogs most visits never open: their code (and the Mantine parts only they use) is fetched
// the first time they are wanted, not with every signed-in page.

const BugReportModal = lazy(() =>
  import('../features/bug-report/components/bug-report-modal.tsx').then((m) => ({
    default: m.BugReportModal,
  })),
);
const FirstLoginDialog = lazy(() =>
  import('../features/profile/components/first-login-dialog.tsx').then((m) => ({
    default: m.FirstLoginDialog,
  })),
);
const ShellTour = lazy(() =>
  import('../features/profile/components/shell-tour.tsx').then((m) => ({ default: m.ShellTour })),
);

/** True from the first time `opened` was true: the dialog then stays mounted to close smoothly. */
function useOnceOpened(opened: boolean): boolean {
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) {
    setWanted(true);
  }
  return wanted || opened;
}

export function BugReportModalOnDemand(props: ComponentProps<typeof BugReportModal>) {
  const wanted = useOnceOpened(props.opened);
  return wanted ? (
    <Suspense fallback={null}>
      <BugReportModal {...props} />
    </Suspense>
  ) : null;
}

export function FirstLoginDialogOnDemand(props: ComponentProps<typeof FirstLoginDialog>) {
  const wanted = useOnceOpened(props.opened);
  return wanted ? (
    <Suspense fallback={null}>
      <FirstLoginDialog {...props} />
    </Suspense>
  ) : null;
}

export function ShellTourOnDemand(props: ComponentProps<typeof ShellTour>) {
  return (
    <Suspense fallback={null}>
      <ShellTour {...props} />
    </Suspense>
  );
}

const WorkItemDialog = lazy(() =>
  import('../features/work-items/components/work-item-dialog.tsx').then((m) => ({
    default: m.WorkItemDialog,
  })),
);

export function WorkItemDialogOnDemand(props: ComponentProps<typeof WorkItemDialog>) {
  return (
    <Suspense fallback={null}>
      <WorkItemDialog {...props} />
    </Suspense>
  );
}
