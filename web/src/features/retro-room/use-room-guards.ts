import { useEffect } from 'react';

// Spec 002 §2: the back button is trapped on the live screen and the refresh key is blocked, so
// a participant does not drop out of the room by accident. The room's Leave button is the way
// out; once the retro has ended there is nothing to drop out of, so the browser works as usual.

function isRefreshKey(event: KeyboardEvent): boolean {
  const key = event.key.toLowerCase();
  return event.key === 'F5' || ((event.ctrlKey || event.metaKey) && key === 'r');
}

export function useRoomGuards(trapped: boolean): void {
  useEffect(() => {
    if (!trapped) {
      return;
    }
    // A copy of the current entry, with the router's state, sits on top; going back lands on the
    // same address and we put the copy back.
    const trap = () => window.history.pushState(window.history.state, '', window.location.href);
    trap();
    const onPopState = () => trap();
    const onKeyDown = (event: KeyboardEvent) => {
      if (isRefreshKey(event)) {
        event.preventDefault();
      }
    };
    window.addEventListener('popstate', onPopState);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [trapped]);
}
