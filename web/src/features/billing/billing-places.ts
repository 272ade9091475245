import { billingFormSchema } from '@squadboard/domain/billing/billing.schema';
import { billingPlaces } from '@squadboard/domain/billing/billing-countries';
import { allCountries } from 'country-region-data';

// Every country and its states for the billing form, from the maintained package the server
// checks with too (domain/src/billing/billing-countries.ts). Only the billing form imports this
// file, and the router loads that page lazily, so no other page's bundle carries the list.

export const BILLING_PLACES = billingPlaces(allCountries);

export const ZBillingFormBody = billingFormSchema(BILLING_PLACES);
