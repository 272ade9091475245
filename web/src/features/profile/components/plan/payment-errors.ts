import { MSG } from '@squadboard/domain';
import { ApiError } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';

/**
 * A refused switch says why in the server's words (too many squads, same plan …); a payment that
 * could not be made at all (network, provider down) gets the spec's 'Failed to payment'.
 */
export function showPaymentError(error: unknown): void {
  if (error instanceof ApiError) {
    if (error.sessionEnded) {
      return;
    }
    if (error.status >= 400 && error.status < 500) {
      toast.error(error.message);
      return;
    }
  }
  toast.error(MSG.billing.failedToPay);
}

export function isApiCode(error: unknown, code: string): boolean {
  return error instanceof ApiError && error.code === code;
}
