// The company settings are one cached answer; saves put the server's fresh copy under it.
export const SETTINGS_KEY = ['settings'] as const;
