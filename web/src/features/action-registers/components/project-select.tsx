import { Select } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { acronymTitle } from '@squadboard/domain/work-items/work-item.rules';
import { MadeElsewhere } from '../../../components/made-elsewhere.tsx';
import { usePortfolio } from '../../../entities/work-item/api/portfolio.ts';
import { ACTION_REGISTERS_UI as UI } from '../action-registers-strings.ts';

/**
 * The register item's Project: one of the portfolio's projects, searchable, or none. In a table
 * row (`inRow`) its column names it, so the name is for screen readers only.
 */
export function ProjectSelect({
  label,
  inputProps,
  inRow = false,
}: {
  label: string;
  inputProps: GetInputPropsReturnType;
  inRow?: boolean;
}) {
  const portfolio = usePortfolio();
  const projects = (portfolio.data ?? [])
    .filter((node) => node.level === 'Project')
    .map((node) => ({ value: node.id, label: acronymTitle(node.acronymId, node.title) }));
  const none = portfolio.isSuccess && projects.length === 0;
  return (
    <Select
      {...(inRow ? { 'aria-label': label, size: 'xs', miw: 150 } : { label })}
      placeholder={none ? UI.noProjects : UI.projectPlaceholder}
      data={projects}
      description={none ? <MadeElsewhere need="project" size="xs" /> : undefined}
      disabled={none}
      searchable
      clearable
      nothingFoundMessage={UI.noProjects}
      comboboxProps={{ withinPortal: true }}
      {...inputProps}
    />
  );
}
