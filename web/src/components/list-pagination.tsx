import { Group, Pagination, Select, Text } from '@mantine/core';

// The page controls every list shares: the page buttons, and for lists with a choice of page
// size, that choice with the range shown ("6–10 of 23").

const LABELS = {
  page: (n: number) => `Page ${n}`,
  controls: { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' },
  range: (from: number, to: number, total: number) => `${from}–${to} of ${total}`,
} as const;

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

interface PageNavProps {
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
  /** The accessible name of the page list, e.g. 'Squad pages'. */
  label: string;
  /** On its own line, centred (lists without a page-size choice). */
  centered?: boolean;
}

/** The page buttons; nothing when everything fits on one page. */
export function PageNav({ total, pageSize, page, onChange, label, centered }: PageNavProps) {
  const pages = pageCountOf(total, pageSize);
  if (pages <= 1) {
    return null;
  }
  const nav = (
    <Pagination
      total={pages}
      value={Math.min(page, pages)}
      onChange={onChange}
      aria-label={label}
      getItemProps={(n) => ({ 'aria-label': LABELS.page(n) })}
      getControlProps={(control) => ({ 'aria-label': LABELS.controls[control] })}
      size="sm"
    />
  );
  return centered ? <Group justify="center">{nav}</Group> : nav;
}

interface PagedFooterProps extends PageNavProps {
  /** How many rows this page shows. */
  shown: number;
  pageSizes: readonly number[];
  onPageSizeChange: (pageSize: number) => void;
  /** The accessible name of the page-size choice, e.g. 'Actions per page'. */
  pageSizeLabel: string;
  rangeTestId?: string;
}

/** Page size, the range shown and the page buttons, under a list; nothing for an empty list. */
export function PagedFooter({
  shown,
  pageSizes,
  onPageSizeChange,
  pageSizeLabel,
  rangeTestId,
  ...nav
}: PagedFooterProps) {
  const { total, pageSize, page } = nav;
  if (total === 0) {
    return null;
  }
  const from = (Math.min(page, pageCountOf(total, pageSize)) - 1) * pageSize + 1;
  const to = Math.min(total, from + shown - 1);
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="xs">
        <Select
          aria-label={pageSizeLabel}
          data={pageSizes.map(String)}
          value={String(pageSize)}
          onChange={(value) => onPageSizeChange(Number(value ?? pageSizes[0]))}
          allowDeselect={false}
          w={80}
          size="sm"
        />
        <Text size="sm" c="dimmed" data-testid={rangeTestId}>
          {LABELS.range(from, to, total)}
        </Text>
      </Group>
      <PageNav {...nav} />
    </Group>
  );
}
