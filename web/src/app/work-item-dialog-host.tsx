import { type ReactNode, useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { OpenWorkItemProvider } from '../entities/work-item/open-work-item.tsx';
import { WorkItemDialogOnDemand } from './on-demand.tsx';

// The Edit Work Item dialog over any signed-in page. Which item is open lives in the address
// (?work-item=…), so a reload keeps it open and Back closes it.

const PARAM = 'work-item';

export function WorkItemDialogHost({ children }: { children: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const id = params.get(PARAM);
  const open = useCallback(
    (itemId: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(PARAM, itemId);
        return next;
      }),
    [setParams],
  );
  const close = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return (
    <OpenWorkItemProvider value={open}>
      {children}
      {id ? <WorkItemDialogOnDemand key={id} id={id} onClose={close} /> : null}
    </OpenWorkItemProvider>
  );
}
