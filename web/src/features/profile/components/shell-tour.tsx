import { Box, Button, Group, Popover, Portal, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useId, useLayoutEffect, useState } from 'react';
import { PROFILE_UI, TOUR_STEPS } from '../profile-strings.ts';

// A small guided tour of the shell after the first sign-in. Each step spotlights an element
// marked data-tour="<step id>" and explains it in a popover; steps whose element is not on screen
// (e.g. the side menu on a phone) are left out.

interface Rect {
  top: number;
  left: number;
  width: number;
  height: number;
}

const PAD = 4;

function targetOf(id: string): HTMLElement | null {
  const element = document.querySelector<HTMLElement>(`[data-tour="${id}"]`);
  if (!element) {
    return null;
  }
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 ? element : null;
}

function rectOf(element: HTMLElement): Rect {
  const box = element.getBoundingClientRect();
  return {
    top: box.top - PAD,
    left: box.left - PAD,
    width: box.width + PAD * 2,
    height: box.height + PAD * 2,
  };
}

export function ShellTour({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const [steps] = useState(() => TOUR_STEPS.filter((step) => targetOf(step.id) !== null));
  const [index, setIndex] = useState(0);
  const [rect, setRect] = useState<Rect | null>(null);
  const step = steps[index];

  const measure = useCallback(() => {
    const element = step ? targetOf(step.id) : null;
    setRect(element ? rectOf(element) : null);
  }, [step]);

  useLayoutEffect(measure, [measure]);
  useEffect(() => {
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [measure]);

  useEffect(() => {
    if (steps.length === 0) {
      onClose();
    }
  }, [steps.length, onClose]);

  if (!step || !rect) {
    return null;
  }
  const last = index === steps.length - 1;
  // Tall targets (the side menu) get the popover beside them; bar icons get it below.
  const position = rect.height > window.innerHeight / 2 ? 'right-start' : 'bottom';

  return (
    <Portal>
      <Popover
        opened
        position={position}
        withArrow
        shadow="md"
        width={280}
        trapFocus
        closeOnClickOutside={false}
        onClose={onClose}
        zIndex={400}
        middlewares={{ flip: true, shift: { padding: 8 } }}
      >
        <Popover.Target>
          {/* The spotlight: a ring around the target, the rest of the page dimmed by its shadow. It
              jumps rather than glides: the popover is placed against it once, when the step
              changes, and a spotlight still on its way from the bell placed the side menu's text
              off screen to the left after Back. */}
          <Box
            aria-hidden
            style={{
              position: 'fixed',
              top: rect.top,
              left: rect.left,
              width: rect.width,
              height: rect.height,
              borderRadius: 8,
              boxShadow: '0 0 0 3px var(--mantine-color-brand-4), 0 0 0 100vmax rgba(15, 23, 42, 0.45)',
              zIndex: 399,
              pointerEvents: 'none',
            }}
          />
        </Popover.Target>
        <Popover.Dropdown role="dialog" aria-labelledby={titleId} aria-describedby={`${titleId}-text`}>
          <Stack gap="xs">
            <Text size="xs" c="dimmed">
              {PROFILE_UI.tour.progress(index + 1, steps.length)}
            </Text>
            <Text id={titleId} fw={700}>
              {step.title}
            </Text>
            <Text id={`${titleId}-text`} size="sm">
              {step.text}
            </Text>
            <Group justify="space-between" gap="xs" mt="xs" wrap="nowrap">
              {last ? (
                <span />
              ) : (
                <Button variant="subtle" color="gray" size="xs" onClick={onClose}>
                  {PROFILE_UI.tour.skip}
                </Button>
              )}
              <Group gap="xs" wrap="nowrap">
                {index > 0 ? (
                  <Button variant="default" size="xs" onClick={() => setIndex(index - 1)}>
                    {PROFILE_UI.tour.back}
                  </Button>
                ) : null}
                {last ? (
                  <Button size="xs" onClick={onClose} data-autofocus>
                    {PROFILE_UI.tour.done}
                  </Button>
                ) : (
                  <Button size="xs" onClick={() => setIndex(index + 1)} data-autofocus>
                    {PROFILE_UI.tour.next}
                  </Button>
                )}
              </Group>
            </Group>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Portal>
  );
}
