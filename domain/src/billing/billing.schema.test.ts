import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { sampleBillingForm } from './billing.fixture.ts';
import { billingFormSchema, ZCancelRequest, ZCheckoutRequest, ZSwitchRequest } from './billing.schema.ts';
import { billingPlaces, type CountryRegionRow } from './billing-countries.ts';

const M = MSG.billing;

const valid = sampleBillingForm();

// A few rows shaped as the package's (country-region-data); the server and web tests check the
// real list. Domain imports no package, so it checks the rule on this sample.
const ROWS: CountryRegionRow[] = [
  [
    'United States',
    'US',
    [
      ['California', 'CA'],
      ['Texas', 'TX'],
    ],
  ],
  [
    'Canada',
    'CA',
    [
      ['Ontario', 'ON'],
      ['Quebec', 'QC'],
    ],
  ],
  ['Åland Islands', 'AX', [['Brändö', 'BR']]],
];
const ZBillingForm = billingFormSchema(billingPlaces(ROWS));

/** The first message on each refused field. */
function fieldErrors(input: unknown): Record<string, string> {
  const result = ZBillingForm.safeParse(input);
  if (result.success) {
    return {};
  }
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    fields[key] ??= issue.message;
  }
  return fields;
}

describe('the billing form (spec 000 §2, §5)', () => {
  it('accepts a complete form', () => {
    expect(ZBillingForm.safeParse(valid).success).toBe(true);
  });

  it('names every required field with its own message', () => {
    expect(fieldErrors({})).toEqual({
      firstName: M.firstNameRequired,
      lastName: M.lastNameRequired,
      email: M.emailRequired,
      address: M.addressRequired,
      country: M.countryRequired,
      state: M.stateRequired,
      cardName: M.cardNameRequired,
      cardNumber: M.cardNumberRequired,
      expiryMonth: M.expiryMonthRequired,
      expiryYear: M.expiryYearRequired,
      cvv: M.cvvRequired,
      terms: M.termsRequired,
    });
  });

  it('treats blanks as missing', () => {
    expect(fieldErrors({ ...valid, firstName: '   ', cardNumber: '' })).toEqual({
      firstName: M.firstNameRequired,
      cardNumber: M.cardNumberRequired,
    });
  });

  it('refuses a bad e-mail, card number and CVV', () => {
    expect(fieldErrors({ ...valid, email: 'ada@', cardNumber: '4242 4242 4242 4241', cvv: '12' })).toEqual({
      email: M.emailInvalid,
      cardNumber: M.cardNumberInvalid,
      cvv: M.cvvInvalid,
    });
  });

  it("wants the state to be one of the country's", () => {
    expect(fieldErrors({ ...valid, country: 'CA', state: 'California' })).toEqual({ state: M.stateRequired });
    expect(fieldErrors({ ...valid, country: 'CA', state: 'Ontario' })).toEqual({});
    expect(fieldErrors({ ...valid, country: 'ZZ', state: 'California' })).toEqual({
      country: M.countryRequired,
    });
  });

  it('refuses an expired card', () => {
    const year = new Date().getUTCFullYear() - 1;
    expect(fieldErrors({ ...valid, expiryMonth: 1, expiryYear: year })).toEqual({
      expiryYear: M.cardExpired,
    });
  });

  it('wants the terms accepted', () => {
    expect(fieldErrors({ ...valid, terms: false })).toEqual({ terms: M.termsRequired });
  });
});

describe('billingPlaces', () => {
  it('lists the countries by name with their states, and knows no other code', () => {
    const places = billingPlaces(ROWS);
    expect(places.countries.map((c) => c.code)).toEqual(['AX', 'CA', 'US']);
    expect(places.statesOf('CA')).toEqual(['Ontario', 'Quebec']);
    expect(places.statesOf('ZZ')).toBeNull();
  });
});

describe('plan requests', () => {
  it("asks to choose a plan when there is none, or it is not a paid one ('Please choose any plan.')", () => {
    for (const body of [{}, { plan: 'enterprise' }, { plan: 'BETA' }, { plan: 'gold' }]) {
      const result = ZCheckoutRequest.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(M.chooseAnyPlan);
    }
    expect(ZCheckoutRequest.parse({ plan: 'professionalforyear' })).toEqual({ plan: 'professionalforyear' });
  });

  it('wants the preview instant with the switch', () => {
    expect(ZSwitchRequest.safeParse({ plan: 'starter' }).success).toBe(false);
    expect(
      ZSwitchRequest.safeParse({ plan: 'starter', prorationDate: '2026-11-24T10:00:00.000Z' }).success,
    ).toBe(true);
  });

  it('defaults the cancel comment to empty and caps it', () => {
    expect(ZCancelRequest.parse({})).toEqual({ comment: '' });
    expect(ZCancelRequest.safeParse({ comment: 'x'.repeat(1001) }).success).toBe(false);
  });
});
