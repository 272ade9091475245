import { billingFormSchema } from '@squadboard/domain/billing/billing.schema';
import { billingPlaces } from '@squadboard/domain/billing/billing-countries';
import { allCountries } from 'country-region-data';

// The billing form's countries and states from the maintained package the page shows them from
// (domain/src/billing/billing-countries.ts), and the payment route's schema checked against them.

export const BILLING_PLACES = billingPlaces(allCountries);

export const ZBillingFormBody = billingFormSchema(BILLING_PLACES);
