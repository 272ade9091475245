import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type CompanySettingsRow, companySettings } from '../../db/schema/index.ts';
import { type UnitOfWork, unitOfWork } from '../../db/unit-of-work.ts';

// Every SQL statement of the company settings: one row per customer, created on first write.

export type SettingsRepository = UnitOfWork<ReturnType<typeof settingsQueries>>;

export function createSettingsRepository(db: Executor): SettingsRepository {
  return unitOfWork(db, settingsQueries);
}

function settingsQueries(db: Executor) {
  return {
    async find(
      customerId: string,
      options: { lock?: boolean } = {},
    ): Promise<CompanySettingsRow | undefined> {
      const query = db.select().from(companySettings).where(eq(companySettings.customerId, customerId));
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    },

    async upsert(
      customerId: string,
      change: Partial<Pick<CompanySettingsRow, 'workingHours' | 'currency' | 'releaseNotification'>>,
    ): Promise<CompanySettingsRow> {
      const now = new Date();
      const [row] = await db
        .insert(companySettings)
        .values({ customerId, ...change, updatedAt: now })
        .onConflictDoUpdate({ target: companySettings.customerId, set: { ...change, updatedAt: now } })
        .returning();
      if (!row) {
        throw new Error('settings upsert returned nothing');
      }
      return row;
    },
  };
}
