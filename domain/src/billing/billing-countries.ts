// The billing form's countries and, for each, the states, provinces or regions its State list
// offers (spec 000 §2: "the state list depends on the chosen country"). The data is a maintained
// package, country-region-data (every ISO 3166-1 country with its subdivisions, MIT), which
// domain may not import (it imports zod only): the server and the billing form page each hand
// its `allCountries` to `billingPlaces`, so both check against the very same lists.

/** One row of country-region-data's `allCountries`: name, ISO 3166-1 alpha-2 code, regions. */
export type CountryRegionRow = readonly [
  name: string,
  code: string,
  regions: readonly (readonly [name: string, code?: string])[],
];

export interface BillingCountry {
  code: string;
  name: string;
  states: readonly string[];
}

export interface BillingPlaces {
  /** Every country, by name. */
  readonly countries: readonly BillingCountry[];
  /** The State list of a country; null for a code that is no country. */
  statesOf(countryCode: string): readonly string[] | null;
}

export function billingPlaces(rows: readonly CountryRegionRow[]): BillingPlaces {
  const countries = rows
    .map(([name, code, regions]) => ({ code, name, states: regions.map(([state]) => state) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const byCode = new Map(countries.map((country) => [country.code, country.states]));
  return { countries, statesOf: (countryCode) => byCode.get(countryCode) ?? null };
}
