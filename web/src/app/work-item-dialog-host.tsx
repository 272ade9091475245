import { type ReactNode, useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { OpenWorkItemProvider, type PendingStatusChange } from '../entities/work-item/open-work-item.tsx';
import { WorkItemDialogOnDemand } from './on-demand.tsx';

// The Edit Work Item dialog over any signed-in page. Which item is open lives in the address
// (?work-item=…), so a reload keeps it open and Back closes it.

const PARAM = 'work-item';

export function WorkItemDialogHost({ children }: { children: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const id = params.get(PARAM);
  // A pending status change is a moment's intent, not a place: it stays out of the address (a
  // reload opens the item plainly) and goes with the item it was made for.
  const [pending, setPending] = useState<{ id: string; change: PendingStatusChange } | null>(null);
  const open = useCallback(
    (itemId: string, change?: PendingStatusChange) => {
      setPending(change ? { id: itemId, change } : null);
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(PARAM, itemId);
        return next;
      });
    },
    [setParams],
  );
  const close = useCallback(() => {
    setPending(null);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PARAM);
        return next;
      },
      { replace: true },
    );
  }, [setParams]);
  return (
    <OpenWorkItemProvider value={open}>
      {children}
      {id ? (
        <WorkItemDialogOnDemand
          key={id}
          id={id}
          onClose={close}
          pendingStatus={pending?.id === id ? pending.change : undefined}
        />
      ) : null}
    </OpenWorkItemProvider>
  );
}
