import { Box } from '@mantine/core';
import {
  KIND_LETTERS,
  type PortfolioLevel,
  type WorkItemType,
} from '@squadboard/domain/work-items/work-item.model';

// Spec 000 §3: each kind shows its acronym letter as its icon (P project, I initiative, F feature,
// E epic, S story, T task, B bug). Colours tell them apart at a glance; the letter and the
// accessible name carry the meaning, so colour is never the only cue.

const COLOURS: Record<PortfolioLevel | WorkItemType, string> = {
  Initiative: 'grape',
  Project: 'indigo',
  Feature: 'violet',
  Epic: 'orange',
  Story: 'teal',
  Task: 'blue',
  Bug: 'red',
};

export function KindIcon({ kind, size = 20 }: { kind: PortfolioLevel | WorkItemType; size?: number }) {
  return (
    <Box
      component="span"
      role="img"
      aria-label={kind}
      title={kind}
      w={size}
      h={size}
      fz={Math.round(size * 0.6)}
      fw={700}
      c="white"
      bg={`${COLOURS[kind]}.7`}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        borderRadius: 4,
        flexShrink: 0,
        lineHeight: 1,
      }}
    >
      {KIND_LETTERS[kind]}
    </Box>
  );
}
