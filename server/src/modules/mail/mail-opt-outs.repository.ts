import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { appSecrets, mailOptOuts } from '../../db/schema/index.ts';

/** How an opt-out came in: the page with a signed link, a mail client's one-click POST, or the owner signed in. */
export type OptOutSource = 'link' | 'one-click' | 'signed-in';

export type MailOptOutsRepository = ReturnType<typeof createMailOptOutsRepository>;

/** Opt-outs by lower-case address (no organisation: a mail names an address), and the app's own secrets. */
export function createMailOptOutsRepository(db: Executor) {
  return {
    async isOptedOut(email: string): Promise<boolean> {
      const [row] = await db
        .select({ email: mailOptOuts.email })
        .from(mailOptOuts)
        .where(eq(mailOptOuts.email, email.trim().toLowerCase()))
        .limit(1);
      return row !== undefined;
    },

    /** Records the opt-out; false when the address had already opted out (the first record stays). */
    async record(email: string, source: OptOutSource): Promise<boolean> {
      const inserted = await db
        .insert(mailOptOuts)
        .values({ email: email.trim().toLowerCase(), source })
        .onConflictDoNothing()
        .returning({ email: mailOptOuts.email });
      return inserted.length > 0;
    },

    /**
     * The secret called `name`, made from `candidate` by whichever node asks first: insert if
     * absent, then read, so concurrent first uses on several nodes all end with the same value.
     */
    async secret(name: string, candidate: string): Promise<string> {
      await db.insert(appSecrets).values({ name, value: candidate }).onConflictDoNothing();
      const [row] = await db
        .select({ value: appSecrets.value })
        .from(appSecrets)
        .where(eq(appSecrets.name, name))
        .limit(1);
      if (!row) {
        throw new Error(`app secret ${name} could not be stored`);
      }
      return row.value;
    },
  };
}
