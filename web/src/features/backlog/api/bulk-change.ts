import type { BulkWorkItemChange } from '@squadboard/domain/work-items/work-item.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { workItemKeys } from '../../../entities/work-item/api/keys.ts';
import { api } from '../../../lib/api-client.ts';

const ZBulkResult = z.object({ message: z.string(), count: z.number().int() });
export type BulkResult = z.infer<typeof ZBulkResult>;

export function bulkChange(body: BulkWorkItemChange): Promise<BulkResult> {
  return api.post('/api/work-items/bulk', body, { schema: ZBulkResult });
}

/** The bulk bar: one change to the selected items, all or none. Every work-item view refreshes. */
export function useBulkChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workItemKeys.all }),
  });
}
