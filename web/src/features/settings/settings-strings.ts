// Interface labels of the Settings page that the spec does not quote (its strings are in
// MSG.settings).
export const SETTINGS_UI = {
  title: 'Settings',
  companyHeading: 'Company',
  companyIntro: 'Used for capacity and cost figures across your squads.',
  save: 'Save',
  releaseTaggingHint: 'Notify the organisation when a release is tagged.',
} as const;
