import { Button } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { BOARD_UI as UI } from './board-strings.ts';

// The end of a column that shows only its first cards (card-window.ts): a button that reveals
// more, for the keyboard and for browsers without IntersectionObserver, which is also the
// sentinel that reveals them by itself when scrolling brings it near the screen.

/** How far below the screen the end of a column starts revealing more, so scrolling rarely waits. */
const REVEAL_MARGIN = '600px 0px';

export function MoreCards({ hidden, onMore }: { hidden: number; onMore: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  const more = useRef(onMore);
  useEffect(() => {
    more.current = onMore;
  }, [onMore]);
  // Observed again after each reveal (`hidden` changed): an observer reports on its first look
  // whether the sentinel is still near the screen, so a tall screen fills up step by step.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `hidden` re-arms the observer.
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') {
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          more.current();
        }
      },
      { rootMargin: REVEAL_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hidden]);
  return (
    <Button
      ref={ref}
      variant="subtle"
      color="gray"
      size="compact-sm"
      fullWidth
      leftSection={<IconChevronDown size={14} aria-hidden />}
      onClick={() => more.current()}
    >
      {UI.moreCards(hidden)}
    </Button>
  );
}
