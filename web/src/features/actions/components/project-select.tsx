import { Select } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { acronymTitle } from '@squadboard/domain/work-items/work-item.rules';
import { usePortfolio } from '../../../entities/work-item/api/portfolio.ts';
import { ACTION_REGISTERS_UI as UI } from '../action-registers-strings.ts';

/** The register item's Project: one of the portfolio's projects, searchable, or none. */
export function ProjectSelect({ label, inputProps }: { label: string; inputProps: GetInputPropsReturnType }) {
  const portfolio = usePortfolio();
  const projects = (portfolio.data ?? [])
    .filter((node) => node.level === 'Project')
    .map((node) => ({ value: node.id, label: acronymTitle(node.acronymId, node.title) }));
  const none = portfolio.isSuccess && projects.length === 0;
  return (
    <Select
      label={label}
      placeholder={none ? UI.noProjects : UI.projectPlaceholder}
      data={projects}
      disabled={none}
      searchable
      clearable
      nothingFoundMessage={UI.noProjects}
      comboboxProps={{ withinPortal: true }}
      {...inputProps}
    />
  );
}
