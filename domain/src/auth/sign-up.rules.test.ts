import { describe, expect, it } from 'vitest';
import { PLANS, USER_STATUSES } from '../common/constants.ts';
import { awaitsInvitation, isSignUpPlan } from './sign-up.rules.ts';

describe('isSignUpPlan', () => {
  it('allows only the free and BETA plans', () => {
    expect(PLANS.filter(isSignUpPlan)).toEqual(['free', 'BETA']);
  });
});

describe('awaitsInvitation', () => {
  it('is an invited user without a password who is not inactive or disabled', () => {
    const waiting = USER_STATUSES.filter((status) => awaitsInvitation({ status, hasPassword: false }));
    expect(waiting).toEqual(['ACTIVE', 'UNVERIFIED']);
    for (const status of USER_STATUSES) {
      expect(awaitsInvitation({ status, hasPassword: true })).toBe(false);
    }
  });
});
