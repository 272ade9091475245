import { EDIT_LOCK } from '@squadboard/domain/retro/board.rules';
import { useEffect, useMemo, useRef } from 'react';
import { useBoardEnv } from './board-context.tsx';

/** What an open editor does with its lock. */
export interface EditLock {
  /** Typing: keeps the lock, at most once per EDIT_LOCK.renewMs (the server frees it 30 s after). */
  renew(): void;
  /** Saving: the server frees the lock with the change, so leaving sends nothing more. */
  handOver(): void;
}

/**
 * The edit lock of a column title or a card ("X is editing") for as long as its editor is open:
 * taken on opening and again after each reconnect (the server freed it when the connection
 * went), renewed while typing, released on leaving unless a save hands it over. Every message
 * is idempotent, so React's double run of effects in development ends with the lock held.
 */
export function useEditLock(target: 'column' | 'card', id: string): EditLock {
  const { entry, lock } = useBoardEnv();
  const lockRef = useRef(lock);
  lockRef.current = lock;
  const entryRef = useRef(entry);
  entryRef.current = entry;
  const handedOver = useRef(false);
  const sentAt = useRef(0);
  /** The room entry the lock was last taken in. */
  const takenIn = useRef<number | null>(null);

  useEffect(() => {
    lockRef.current(target, id, true);
    sentAt.current = Date.now();
    takenIn.current = entryRef.current;
    return () => {
      if (!handedOver.current) {
        lockRef.current(target, id, false);
      }
    };
  }, [target, id]);

  useEffect(() => {
    if (takenIn.current !== null && takenIn.current !== entry && !handedOver.current) {
      lockRef.current(target, id, true);
      sentAt.current = Date.now();
      takenIn.current = entry;
    }
  }, [target, id, entry]);

  return useMemo(
    () => ({
      renew() {
        if (!handedOver.current && Date.now() - sentAt.current >= EDIT_LOCK.renewMs) {
          lockRef.current(target, id, true);
          sentAt.current = Date.now();
        }
      },
      handOver() {
        handedOver.current = true;
      },
    }),
    [target, id],
  );
}
