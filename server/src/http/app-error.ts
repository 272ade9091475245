import type { ApiError } from '@squadboard/domain';

/**
 * The one error type services throw. `code` is a stable string the web may branch on;
 * `message` is always one of domain MSG's strings, shown as is in the toast.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
    readonly extra: Pick<ApiError, 'canVerify' | 'fields'> = {},
  ) {
    super(message);
  }

  toBody(): ApiError {
    return { statusCode: this.statusCode, code: this.code, message: this.message, ...this.extra };
  }
}
