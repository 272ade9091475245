import { type BugReport, type MessageResult, ZMessageResult } from '@squadboard/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function createBugReport(body: BugReport): Promise<MessageResult> {
  return api.post('/api/bug-reports', body, { schema: ZMessageResult });
}

export function useCreateBugReport() {
  return useMutation({ mutationFn: createBugReport });
}
