import { z } from 'zod';
import { MSG } from '../messages.ts';
import { isCurrencyCode } from './currencies.ts';

// Company settings (spec 000 §3 "Settings record", §5 "Settings form"). The original form had
// no validation; the server checks anyway, so a record always holds usable values.

export const SETTINGS_LIMITS = { maxWorkingHours: 24 } as const;

export const ZWorkingHours = z
  .number({ error: MSG.settings.workingHoursRange })
  .gt(0, MSG.settings.workingHoursRange)
  .max(SETTINGS_LIMITS.maxWorkingHours, MSG.settings.workingHoursRange)
  // Stored as numeric(4, 2): refuse what would be rounded rather than store another value.
  .refine((h) => Math.abs(h * 100 - Math.round(h * 100)) < 1e-6, MSG.settings.workingHoursDecimals);

export const ZCurrencyCode = z
  .string({ error: MSG.settings.currencyRequired })
  .refine(isCurrencyCode, MSG.settings.currencyRequired);

export const ZSaveSettings = z.object({ workingHours: ZWorkingHours, currency: ZCurrencyCode });
export type SaveSettings = z.infer<typeof ZSaveSettings>;

export const ZReleaseNotification = z.object({ releaseNotification: z.boolean() });
export type ReleaseNotification = z.infer<typeof ZReleaseNotification>;

/** The company's settings; hours and currency stay null until first saved. */
export const ZCompanySettings = z.object({
  workingHours: z.number().nullable(),
  currency: z.string().nullable(),
  releaseNotification: z.boolean(),
  /** True once working hours and currency have been saved: the next save is an update. */
  saved: z.boolean(),
});
export type CompanySettings = z.infer<typeof ZCompanySettings>;

export const ZSettingsResult = z.object({ settings: ZCompanySettings });
export const ZSaveSettingsResult = z.object({ message: z.string(), settings: ZCompanySettings });
