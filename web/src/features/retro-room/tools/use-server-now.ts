import { useEffect, useMemo, useState } from 'react';
import { clockSkew } from '../room-format.ts';

/**
 * Server time (ms), re-read every second while `ticking`. The skew is taken from the snapshot's
 * server time when it arrived, so everyone's countdown ends together whatever their clock says.
 */
export function useServerNow(serverTime: string, ticking: boolean): number {
  // A new snapshot (a rejoin) brings a fresh server time, hence a fresh skew.
  const skew = useMemo(() => clockSkew(serverTime, Date.now()), [serverTime]);
  const [now, setNow] = useState(() => Date.now() + skew);
  useEffect(() => {
    if (!ticking) {
      return;
    }
    setNow(Date.now() + skew);
    const id = window.setInterval(() => setNow(Date.now() + skew), 1000);
    return () => window.clearInterval(id);
  }, [ticking, skew]);
  return ticking ? now : Date.now() + skew;
}
