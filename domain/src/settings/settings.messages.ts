// Settings (spec 000 §5); the last three are the server's own checks.

export const settingsMessages = {
  created: 'Setting created successfully',
  updated: 'Setting updated successfully',
  workingHours: 'Working Hours/Day',
  currency: 'Currency',
  selectCurrency: 'Select a currency',
  notificationSettings: 'Notification Settings',
  releaseTagging: 'Release Tagging',
  workingHoursRange: 'Working hours must be more than 0 and at most 24.',
  workingHoursDecimals: 'Working hours may have at most two decimals.',
  currencyRequired: 'Please select a currency.',
} as const;
