import { MSG } from '@squadboard/domain';
import { useCallback, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import type { BoardApi } from '../board/board-api.ts';
import type { OpAck } from '../board/use-board.ts';

/** Shows a refused operation's message (the server's words); true when it was refused. */
export function reportRefusal(ack: OpAck): boolean {
  if (ack.ok) {
    return false;
  }
  toast.error(ack.message || MSG.generic.somethingWentWrong);
  return true;
}

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
        reportRefusal(ack);
        return ack;
      } finally {
        setBusy(false);
      }
    },
    [send],
  );
  return { busy, run };
}
