import { Button, Checkbox, Group, Modal, Select, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MSG } from '@squadboard/domain';
import {
  STATUS_GROUPS,
  type StatusConfig,
  type StatusGroup,
  statusName,
  WORK_ITEM_STATUSES,
  type WorkItemStatusId,
} from '@squadboard/domain/work-items/work-item.model';
import { normaliseStatusConfig, statusConfigProblem } from '@squadboard/domain/work-items/work-item.rules';
import { ZStatusConfigResult } from '@squadboard/domain/work-items/work-item.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import { showFailure } from '../../../lib/failures.ts';
import { toast } from '../../../lib/toast.ts';
import { workItemKeys } from '../api/keys.ts';
import { useStatusConfig } from '../api/status-config.ts';
import { STATUS_CONFIG_UI as UI } from '../work-item-strings.ts';

// A squad's status configuration (spec 001 §7 call 15): which statuses it uses, the board
// column of each, and which statuses its backlog lists. New and Done are always in use. The
// backlog now, the sprint board later, read the same configuration.

const ALWAYS: readonly WorkItemStatusId[] = [1, 4];

function useSaveStatusConfig(squadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (config: StatusConfig) =>
      apiRequest(`/api/work-items/status-config/${encodeURIComponent(squadId)}`, {
        method: 'PUT',
        body: config,
        schema: ZStatusConfigResult,
      }),
    // The backlog lists by this configuration and each item's next statuses follow it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workItemKeys.all }),
  });
}

export function StatusConfigModal({ squadId, onClose }: { squadId: string; onClose: () => void }) {
  const saved = useStatusConfig(squadId);
  // The four columns need the whole width of a phone.
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  return (
    <Modal opened onClose={onClose} title={UI.title} size="lg" centered fullScreen={phone}>
      {saved.data ? (
        <StatusConfigForm squadId={squadId} initial={saved.data as StatusConfig} onClose={onClose} />
      ) : (
        <Text c="dimmed">{saved.isError ? MSG.generic.somethingWentWrong : UI.loading}</Text>
      )}
    </Modal>
  );
}

function StatusConfigForm({
  squadId,
  initial,
  onClose,
}: {
  squadId: string;
  initial: StatusConfig;
  onClose: () => void;
}) {
  const save = useSaveStatusConfig(squadId);
  const [config, setConfig] = useState<StatusConfig>(initial);
  const problem = statusConfigProblem(config);
  const toggle = (list: 'statuses' | 'backlog', id: WorkItemStatusId, on: boolean) =>
    setConfig((current) => {
      const next = on ? [...current[list], id] : current[list].filter((s) => s !== id);
      const changed = { ...current, [list]: next };
      // A status taken out of use leaves the backlog too, and one put in use gets a column.
      if (list === 'statuses' && !on) {
        changed.backlog = changed.backlog.filter((s) => s !== id);
      }
      if (list === 'statuses' && on && !changed.columns[id]) {
        changed.columns = { ...changed.columns, [id]: 'Refinement' };
      }
      return changed;
    });
  const submit = () =>
    save.mutate(normaliseStatusConfig(config), {
      onSuccess: (result) => {
        toast.success(result.message);
        onClose();
      },
      onError: (error) => showFailure(error),
    });
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {UI.hint}
      </Text>
      <Table.ScrollContainer minWidth={320}>
        <Table horizontalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{UI.status}</Table.Th>
              <Table.Th>{UI.inUse}</Table.Th>
              <Table.Th>{UI.column}</Table.Th>
              <Table.Th>{UI.inBacklog}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {WORK_ITEM_STATUSES.map(({ id }) => {
              const name = statusName(id);
              const inUse = config.statuses.includes(id);
              return (
                <Table.Tr key={id}>
                  <Table.Td>{name}</Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={UI.inUseLabel(name)}
                      checked={inUse}
                      disabled={ALWAYS.includes(id)}
                      onChange={(event) => toggle('statuses', id, event.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={UI.columnLabel(name)}
                      size="xs"
                      w={120}
                      data={[...STATUS_GROUPS]}
                      value={config.columns[id] ?? null}
                      disabled={!inUse}
                      allowDeselect={false}
                      comboboxProps={{ withinPortal: true }}
                      onChange={(value) =>
                        value &&
                        setConfig((current) => ({
                          ...current,
                          columns: { ...current.columns, [id]: value as StatusGroup },
                        }))
                      }
                    />
                  </Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={UI.backlogLabel(name)}
                      checked={config.backlog.includes(id)}
                      disabled={!inUse}
                      onChange={(event) => toggle('backlog', id, event.currentTarget.checked)}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {problem ? (
        <Text c="red" size="sm" role="alert">
          {problem}
        </Text>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={save.isPending}>
          {UI.cancel}
        </Button>
        <Button onClick={submit} loading={save.isPending} disabled={problem !== null}>
          {UI.save}
        </Button>
      </Group>
    </Stack>
  );
}
