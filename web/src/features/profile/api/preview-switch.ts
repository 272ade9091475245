import type { PaidPlan } from '@squadboard/domain/billing/billing.model';
import { ZSwitchPreview } from '@squadboard/domain/billing/billing.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/billing/switch/preview: what switching to `plan` would charge today (nothing changes). */
export function previewSwitch(plan: PaidPlan) {
  return api.post('/api/billing/switch/preview', { plan }, { schema: ZSwitchPreview });
}

export function usePreviewSwitch() {
  return useMutation({ mutationFn: previewSwitch });
}
