import type { CompanySettings } from '@squadboard/domain/settings/settings.schema';
import type { CompanySettingsRow } from '../../db/schema/index.ts';

export function presentSettings(row: CompanySettingsRow | undefined): CompanySettings {
  const workingHours = row?.workingHours ?? null;
  const currency = row?.currency ?? null;
  return {
    workingHours,
    currency,
    releaseNotification: row?.releaseNotification ?? false,
    saved: workingHours !== null && currency !== null,
  };
}
