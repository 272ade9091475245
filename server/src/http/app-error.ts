import {
  type ApiError,
  type ErrorCode,
  type ErrorParams,
  errorMessage,
  errorStatus,
} from '@squadboard/domain';

/**
 * The one error type services throw, built from the catalogue in domain (code → status →
 * message), so HTTP answers and socket acknowledgements say the same thing for the same case.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: Pick<ApiError, 'canVerify' | 'fields'> = {},
  ) {
    super(message);
    this.statusCode = errorStatus(code);
  }

  /** The same failure, shown on one form field as well as in the toast. */
  on(field: string): AppError {
    return new AppError(this.code, this.message, { ...this.extra, fields: { [field]: this.message } });
  }

  with(extra: Pick<ApiError, 'canVerify'>): AppError {
    return new AppError(this.code, this.message, { ...this.extra, ...extra });
  }

  toBody(): ApiError {
    return { statusCode: this.statusCode, code: this.code, message: this.message, ...this.extra };
  }
}

/** The catalogue's failure for `code`, with the parameters its message needs. */
export function appError<C extends ErrorCode>(code: C, ...params: ErrorParams<C>): AppError {
  return new AppError(code, errorMessage(code, ...params));
}

/** A form field the server refused with a message of its own (status 400, code VALIDATION). */
export function invalidField(field: string, message: string): AppError {
  return new AppError('VALIDATION', message, { fields: { [field]: message } });
}
