import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

// A choice list that is empty because its items are made in another area (no initiative for a
// release, no project for a register item or a feature, no squad for a retro, a backlog or a
// sprint) says so and links to where they are made, instead of opening empty and then refusing
// the form. One component and one catalogue for every such list, so the words and the link are
// the same everywhere.

export const MADE_ELSEWHERE = {
  initiative: {
    text: 'No initiative yet.',
    linkLabel: 'Create an initiative in the portfolio',
    to: '/portfolio/create-portfolio',
  },
  project: {
    text: 'No project yet.',
    linkLabel: 'Create a project in the portfolio',
    to: '/portfolio/create-portfolio',
  },
  squad: {
    text: 'No squad yet.',
    linkLabel: 'Create Squad',
    to: '/squad/create-squad',
  },
} as const;

export type MadeElsewhereNeed = keyof typeof MADE_ELSEWHERE;

export interface MadeElsewhereProps {
  /** What the empty list is waiting for. */
  need: MadeElsewhereNeed;
  /** A sentence of the page's own instead of the catalogue's, e.g. who may create one. */
  text?: string;
  /** Small under a field (its description), regular on its own. */
  size?: 'xs' | 'sm';
}

/**
 * A span, so it may sit in a field's description (a <p>) as well as on its own. Placed in a
 * Select's `description`, the field's aria-describedby reads it with the field.
 */
export function MadeElsewhere({ need, text, size = 'sm' }: MadeElsewhereProps) {
  const made = MADE_ELSEWHERE[need];
  return (
    <Text component="span" size={size} c="dimmed" display="block">
      <span>{text ?? made.text}</span>{' '}
      <Anchor component={Link} to={made.to} size={size}>
        {made.linkLabel}
      </Anchor>
    </Text>
  );
}
