import type { Caller } from '@squadboard/domain';
import { isPathAllowed } from '@squadboard/domain/nav/menu.rules';
import type { CompanySettings, SaveSettings } from '@squadboard/domain/settings/settings.schema';
import { appError } from '../../http/app-error.ts';
import { presentSettings } from './settings.presenter.ts';
import type { SettingsRepository } from './settings.repository.ts';

export type SettingsService = ReturnType<typeof createSettingsService>;

type SettingsCaller = Pick<Caller, 'customerId' | 'role'>;

const SETTINGS_PATH = '/configuration-settings/settings';

/**
 * Settings is a Super Admin page (spec 000 §6: other roles lose it and its path): the API answers
 * whoever the menu's rule lets open the page, so the two cannot disagree.
 */
function requireSuperAdmin(caller: SettingsCaller): void {
  if (!isPathAllowed(caller.role, SETTINGS_PATH)) {
    throw appError('FORBIDDEN');
  }
}

export function createSettingsService(deps: { repo: SettingsRepository }) {
  const { repo } = deps;
  return {
    async get(caller: SettingsCaller): Promise<CompanySettings> {
      requireSuperAdmin(caller);
      return presentSettings(await repo.find(caller.customerId));
    },

    /** Saves hours and currency; `created` tells the first save from later ones (spec §8 toasts). */
    async save(
      caller: Caller,
      input: SaveSettings,
    ): Promise<{ created: boolean; settings: CompanySettings }> {
      requireSuperAdmin(caller);
      return repo.transaction(async (tx) => {
        const before = presentSettings(await tx.find(caller.customerId, { lock: true }));
        const row = await tx.upsert(caller.customerId, {
          workingHours: input.workingHours,
          currency: input.currency,
        });
        return { created: !before.saved, settings: presentSettings(row) };
      });
    },

    async setReleaseNotification(
      caller: SettingsCaller,
      releaseNotification: boolean,
    ): Promise<CompanySettings> {
      requireSuperAdmin(caller);
      return presentSettings(await repo.upsert(caller.customerId, { releaseNotification }));
    },
  };
}
