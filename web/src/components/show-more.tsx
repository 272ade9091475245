import { Button } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { startTransition, useEffect, useRef } from 'react';

// The end of a list that shows only its first cards (lib/list-window.ts): a button that reveals
// more, for the keyboard and for browsers without IntersectionObserver, which is also the
// sentinel that reveals them by itself when scrolling brings it near the screen. What the sentinel
// reveals renders as a transition: React renders it in slices between the person's input and the
// browser's frames instead of one long task (a column's next cards are off screen for now).

/** How far below the screen the end of a list starts revealing more, so scrolling rarely waits. */
const REVEAL_MARGIN = '600px 0px';

interface ShowMoreProps {
  /** Cards of the list not rendered yet: a new count re-arms the sentinel. */
  hidden: number;
  /** The button's text, naming what is hidden. */
  label: string;
  onMore: () => void;
}

export function ShowMore({ hidden, label, onMore }: ShowMoreProps) {
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
          startTransition(() => more.current());
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
      {label}
    </Button>
  );
}
