import { msToNextSecond, remainingMs } from '@squadboard/domain/realtime/clock';
import { useEffect, useState } from 'react';

/**
 * Server time (ms): this browser's clock plus the measured `offset` (use-retro-room.ts). While a
 * run counts down to `endsAt`, the page is drawn again each time its shown second changes (not on
 * a free-running one-second tick, which would be up to a second late), so every participant's
 * countdown turns, and reaches zero, when the server's clock does.
 */
export function useServerNow(offset: number, endsAt: string | null): number {
  const [, redraw] = useState(0);
  const end = endsAt ? Date.parse(endsAt) : Number.NaN;
  useEffect(() => {
    if (Number.isNaN(end)) {
      return;
    }
    let timer = 0;
    const schedule = () => {
      timer = window.setTimeout(
        () => {
          redraw((n) => n + 1);
          schedule();
        },
        msToNextSecond(remainingMs(end, Date.now(), offset)),
      );
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, [end, offset]);
  return Date.now() + offset;
}
