import { Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { MSG } from '@squadboard/domain';
import { acronymTitle } from '@squadboard/domain/work-items/work-item.rules';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { MadeElsewhere } from '../../../components/made-elsewhere.tsx';
import { useParentChoices } from '../../../entities/work-item/api/parent-choices.ts';
import { usePortfolio } from '../../../entities/work-item/api/portfolio.ts';
import { toast } from '../../../lib/toast.ts';
import { workItemQuery } from '../api/get-work-item.ts';
import type { WorkItemFormValues } from '../work-item-form.ts';
import { WORK_ITEM_UI as UI } from '../work-items-strings.ts';

interface ParentFieldProps {
  form: UseFormReturnType<WorkItemFormValues>;
  readOnly: boolean;
}

/** A Feature's project (spec 001 §5: 'Project*'), from the organisation's portfolio. */
function ProjectSelect({ form, readOnly }: ParentFieldProps) {
  const portfolio = usePortfolio();
  const projects = (portfolio.data ?? [])
    .filter((node) => node.level === 'Project')
    .map((node) => ({ value: node.id, label: acronymTitle(node.acronymId, node.title) }));
  const none = portfolio.isSuccess && projects.length === 0;
  return (
    <Select
      label={UI.projectRequired}
      data={projects}
      description={none && !readOnly ? <MadeElsewhere need="project" size="xs" /> : undefined}
      searchable
      allowDeselect={false}
      disabled={readOnly}
      comboboxProps={{ withinPortal: true }}
      {...form.getInputProps('parentId')}
    />
  );
}

/**
 * An item's parent: the kinds its type sits under (an Epic's Feature, a Story's Epic …), searched
 * on the server by title or id as the person types. An Epic also shows the project it belongs to.
 */
function ParentSelect({ form, readOnly }: ParentFieldProps) {
  const { type, parentId } = form.values;
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const [query] = useDebouncedValue(search, 250);
  const current = useQuery({ ...workItemQuery(parentId ?? ''), enabled: Boolean(parentId) });
  const choices = useParentChoices(type, query, opened);
  const portfolio = usePortfolio();
  const currentItem = parentId && current.data?.id === parentId ? current.data : undefined;
  const data = (choices.data ?? []).map((c) => ({ value: c.id, label: acronymTitle(c.acronymId, c.title) }));
  // The current parent shows in the box; while a search runs, the list is what the server matched.
  const searching = opened && query !== '';
  if (currentItem && !searching && !data.some((d) => d.value === currentItem.id)) {
    data.unshift({ value: currentItem.id, label: acronymTitle(currentItem.acronymId, currentItem.title) });
  }
  const empty =
    opened && query === '' && choices.isSuccess && !choices.isPlaceholderData && choices.data.length === 0;
  useEffect(() => {
    // Spec 001 §8's info toasts: nothing at all to put the item under.
    if (empty) {
      toast.info(type === 'Epic' ? MSG.workItems.noFeature : MSG.workItems.noList);
    }
  }, [empty, type]);
  const projectId = currentItem?.projectId;
  const project = (portfolio.data ?? []).find((node) => node.id === projectId);
  const label = type === 'Epic' ? UI.parentFeature : UI.parent;
  return (
    <>
      {type === 'Epic' ? (
        <TextInput
          label={UI.project}
          value={project ? acronymTitle(project.acronymId, project.title) : ''}
          readOnly
          disabled
        />
      ) : null}
      <Select
        label={label}
        placeholder={UI.parentPlaceholder}
        data={data}
        value={parentId}
        onChange={(value) => {
          form.setFieldValue('parentId', value);
          form.clearFieldError('parentId');
        }}
        searchable
        searchValue={opened ? search : undefined}
        onSearchChange={(value) => opened && setSearch(value)}
        // The server matched already; the list shows what it sent.
        filter={({ options }) => options}
        onDropdownOpen={() => {
          setSearch('');
          setOpened(true);
        }}
        onDropdownClose={() => {
          setOpened(false);
          setSearch('');
        }}
        nothingFoundMessage={choices.isFetching ? undefined : UI.ownerNone}
        // A placed item may move to another parent, not out (parentProblem).
        clearable={!form.values.placed}
        // Picking the current parent again keeps it; only the × clears.
        allowDeselect={false}
        required={form.values.placed}
        disabled={readOnly}
        error={form.errors.parentId}
        comboboxProps={{ withinPortal: true }}
      />
    </>
  );
}

/** Spec 001 §2.8: Epic shows Project; Story, Task and Bug show Parent; a Feature sits under its project. */
export function ParentField(props: ParentFieldProps) {
  if (props.form.values.type === 'Feature') {
    return <ProjectSelect {...props} />;
  }
  return <ParentSelect {...props} />;
}
