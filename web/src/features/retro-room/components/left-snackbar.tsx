import { Paper, Stack, Text } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

// Spec 002 §4: '{name} has left' as a snackbar, bottom right, for 2.5 s. It is separate from the
// one-at-a-time toasts, so a departure never pushes an error or a status message off screen.

const SNACKBAR_MS = 2500;

interface Departure {
  key: number;
  name: string;
}

export function useDepartures() {
  const [items, setItems] = useState<Departure[]>([]);
  const next = useRef(0);
  const timers = useRef(new Set<number>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) {
        window.clearTimeout(timer);
      }
    };
  }, []);
  const announce = useCallback((person: { name: string }) => {
    next.current += 1;
    const key = next.current;
    setItems((current) => [...current, { key, name: person.name }]);
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      setItems((current) => current.filter((item) => item.key !== key));
    }, SNACKBAR_MS);
    timers.current.add(timer);
  }, []);
  return { items, announce };
}

export function LeftSnackbar({ items }: { items: Departure[] }) {
  return (
    <Stack
      gap="xs"
      pos="fixed"
      bottom={16}
      right={16}
      role="status"
      aria-live="polite"
      style={{ zIndex: 400, pointerEvents: 'none' }}
    >
      {items.map((item) => (
        <Paper key={item.key} bg="dark.6" c="white" px="md" py="sm" radius="sm" shadow="md" data-snackbar>
          <Text size="sm">{MSG.retro.hasLeft(item.name)}</Text>
        </Paper>
      ))}
    </Stack>
  );
}
