import '../test-setup.ts';
import type { FormErrors } from '@mantine/form';
import { type FailureCode, MSG } from '@squadboard/domain';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { failureText, isFailureCode, showAckFailure, showFailure } from './failures.ts';
import { toast } from './toast.ts';

const FALLBACK = 'Failed to save release.';

function refusal(code: FailureCode, message: string, extra: { fields?: Record<string, string> } = {}) {
  return new ApiError({ status: 409, code, message, ...extra });
}

function endedSession(): ApiError {
  const error = new ApiError({ status: 401, code: 'SESSION_EXPIRED', message: MSG.session.expired });
  error.sessionEnded = true;
  return error;
}

describe('showFailure', () => {
  let error: MockInstance<(message: string) => void>;
  let info: MockInstance<(message: string) => void>;
  beforeEach(() => {
    error = vi.spyOn(toast, 'error').mockImplementation(() => {});
    info = vi.spyOn(toast, 'info').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says nothing when the request ended the session: that flow has told the person', () => {
    const form = { setErrors: vi.fn() };
    expect(showFailure(endedSession(), { form, fallback: FALLBACK })).toBe(false);
    expect(error).not.toHaveBeenCalled();
    expect(form.setErrors).not.toHaveBeenCalled();
  });

  it('tells a refusal meant for the person in the server words, over the fallback', () => {
    expect(
      showFailure(refusal('RELEASE_COMPLETED', MSG.releases.alreadyCompleted), { fallback: FALLBACK }),
    ).toBe(true);
    expect(error).toHaveBeenCalledWith(MSG.releases.alreadyCompleted);
  });

  it('gives the action its own failure text when the server said nothing specific', () => {
    showFailure(new ApiError({ status: 500, code: 'INTERNAL', message: MSG.generic.somethingWentWrong }), {
      fallback: FALLBACK,
    });
    showFailure(new ApiError({ status: 0, code: 'NETWORK', message: MSG.generic.somethingWentWrong }), {
      fallback: 'Failed to delete.',
    });
    expect(error.mock.calls).toEqual([[FALLBACK], ['Failed to delete.']]);
  });

  it('without a fallback, says what the server said, or the generic text for anything else', () => {
    showFailure(new ApiError({ status: 404, code: 'NOT_FOUND', message: MSG.generic.notFound }));
    showFailure(new TypeError('x is undefined'));
    expect(error.mock.calls).toEqual([[MSG.generic.notFound], [MSG.generic.somethingWentWrong]]);
  });

  it('gives a failure that is not the API answer the fallback', () => {
    showFailure(new TypeError('x is undefined'), { fallback: FALLBACK });
    expect(error).toHaveBeenCalledWith(FALLBACK);
  });

  it('marks the fields the server names and tells their message, even for a generic code', () => {
    const marked: FormErrors[] = [];
    const form = { setErrors: (errors: FormErrors) => marked.push(errors) };
    const fields = { name: MSG.releases.nameTaken };
    showFailure(refusal('VALIDATION', MSG.releases.nameTaken, { fields }), { form, fallback: FALLBACK });
    expect(marked).toEqual([fields]);
    expect(error).toHaveBeenCalledWith(MSG.releases.nameTaken);
  });

  it('tells the fallback for a validation failure that names no field', () => {
    const form = { setErrors: vi.fn() };
    showFailure(refusal('VALIDATION', MSG.generic.invalidInput, { fields: {} }), {
      form,
      fallback: FALLBACK,
    });
    expect(form.setErrors).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(FALLBACK);
  });

  it('says the one text the spec gives a case whatever the refusal, and in the kind asked for', () => {
    showFailure(refusal('ATTACHMENT_TYPE', MSG.attachments.typeRefused), {
      message: 'plan.pdf not attached',
    });
    showFailure(new ApiError({ status: 502, code: 'INTERNAL', message: 'x' }), {
      fallback: MSG.billing.paymentUpdateFailed,
      variant: 'info',
    });
    expect(error).toHaveBeenCalledWith('plan.pdf not attached');
    expect(info).toHaveBeenCalledWith(MSG.billing.paymentUpdateFailed);
  });
});

describe('failureText', () => {
  it('is null for an ended session and the words otherwise', () => {
    expect(failureText(endedSession(), FALLBACK)).toBeNull();
    expect(failureText(refusal('USER_EXISTS', MSG.signUp.userExists), FALLBACK)).toBe(MSG.signUp.userExists);
    expect(failureText(undefined)).toBe(MSG.generic.somethingWentWrong);
  });
});

describe('showAckFailure', () => {
  let error: MockInstance<(message: string) => void>;
  beforeEach(() => {
    error = vi.spyOn(toast, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says nothing for an accepted operation', () => {
    expect(showAckFailure({ ok: true })).toBe(false);
    expect(error).not.toHaveBeenCalled();
  });

  it('tells a refused operation in the server words', () => {
    expect(showAckFailure({ ok: false, code: 'NO_VOTES_LEFT', message: MSG.board.noVotesLeft })).toBe(true);
    expect(error).toHaveBeenCalledWith(MSG.board.noVotesLeft);
  });

  it('falls back to the generic text, or the given one, when the refusal says nothing', () => {
    showAckFailure({ ok: false, code: 'TIMEOUT', message: '' });
    showAckFailure(
      { ok: false, code: 'INTERNAL', message: MSG.generic.somethingWentWrong },
      { fallback: FALLBACK },
    );
    expect(error.mock.calls).toEqual([[MSG.generic.somethingWentWrong], [FALLBACK]]);
  });
});

describe('isFailureCode', () => {
  it('matches the API refusal of that code only', () => {
    expect(isFailureCode(refusal('PREVIEW_EXPIRED', MSG.billing.previewExpired), 'PREVIEW_EXPIRED')).toBe(
      true,
    );
    expect(isFailureCode(refusal('SAME_PLAN', MSG.billing.samePlan), 'PREVIEW_EXPIRED')).toBe(false);
    expect(isFailureCode(new Error('PREVIEW_EXPIRED'), 'PREVIEW_EXPIRED')).toBe(false);
  });
});
