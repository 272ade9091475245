import { Button, Group, ScrollArea } from '@mantine/core';
import { PHASE_LABELS, type Phase } from '@squadboard/domain/retro/facilitation.model';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { FACILITATION_UI as UI } from './facilitation-strings.ts';

/**
 * The flow's phases (the review of earlier actions only when the room has one), the current one marked `aria-current="step"` and the earlier ones
 * ticked. The admin jumps to any phase (skip ahead or go back); the others see the same steps
 * disabled. One line that scrolls sideways on a phone rather than a wrapped, jumpy stepper.
 */
export function PhaseStepper({
  phases,
  phase,
  admin,
  busy,
  onJump,
}: {
  phases: readonly Phase[];
  phase: Phase;
  admin: boolean;
  busy: boolean;
  onJump: (phase: Phase) => void;
}) {
  const at = phases.indexOf(phase);
  const viewport = useRef<HTMLDivElement>(null);
  const currentRef = useRef<HTMLButtonElement>(null);
  // On a phone the steps scroll sideways: keep the current one in view as the flow moves on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the phase changes
  useEffect(() => {
    const box = viewport.current;
    const step = currentRef.current;
    if (box && step && box.scrollWidth > box.clientWidth) {
      const offset = step.getBoundingClientRect().left - box.getBoundingClientRect().left;
      box.scrollLeft = Math.max(0, box.scrollLeft + offset - (box.clientWidth - step.offsetWidth) / 2);
    }
  }, [phase]);
  return (
    <ScrollArea
      viewportRef={viewport}
      type="auto"
      scrollbarSize={4}
      offsetScrollbars="x"
      style={{ minWidth: 0, maxWidth: '100%' }}
    >
      <Group
        component="ol"
        aria-label={UI.steps}
        gap={4}
        wrap="nowrap"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {phases.map((step, index) => {
          const current = index === at;
          const done = index < at;
          return (
            <li key={step}>
              <Button
                size="compact-sm"
                radius="xl"
                variant={current ? 'filled' : done ? 'light' : 'default'}
                ref={current ? currentRef : undefined}
                aria-current={current ? 'step' : undefined}
                data-done={done || undefined}
                leftSection={done ? <IconCheck size={14} aria-hidden /> : null}
                // A member follows the admin's steps; the current step is not a jump either.
                disabled={!admin || busy}
                onClick={current ? undefined : () => onJump(step)}
                // Disabled Mantine buttons go grey: keep the current step readable for members.
                styles={
                  current && !admin
                    ? { root: { backgroundColor: 'var(--mantine-primary-color-filled)', color: 'white' } }
                    : undefined
                }
              >
                {PHASE_LABELS[step]}
              </Button>
            </li>
          );
        })}
      </Group>
    </ScrollArea>
  );
}
