import { useCallback, useState } from 'react';
import { showAckFailure } from '../../../lib/failures.ts';
import type { BoardApi } from '../board/board-api.ts';

/**
 * One control's operations: `busy` while an operation waits for the server (controls stay
 * disabled, so nobody sends the same change twice), and a refusal shown as a toast.
 */
export function useRoomOp(send: BoardApi['send']) {
  const [busy, setBusy] = useState(false);
  const run = useCallback<BoardApi['send']>(
    async (event, payload) => {
      setBusy(true);
      try {
        const ack = await send(event, payload);
        showAckFailure(ack);
        return ack;
      } finally {
        setBusy(false);
      }
    },
    [send],
  );
  return { busy, run };
}
