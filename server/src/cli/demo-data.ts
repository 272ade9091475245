import type { Caller, Role } from '@squadboard/domain';
import type { Executor } from '../db/client.ts';
import type { UserRow } from '../db/schema/index.ts';
import { type AuthRepository, createAuthRepository } from '../modules/auth/auth.repository.ts';
import { hashPassword } from '../modules/auth/secrets.ts';
import { seedDemoActionRegisters } from './demo-action-registers.ts';
import { demoClock } from './demo-clock.ts';
import { seedDemoPortfolio } from './demo-portfolio.ts';
import { seedDemoRaid } from './demo-raid.ts';
import { seedDemoReleases } from './demo-releases.ts';
import { seedDemoRetros } from './demo-retros.ts';
import { seedDemoSprints } from './demo-sprints.ts';

export const DEMO_ORGANISATION = 'Demo Organisation';
export const DEMO_PASSWORD = 'Demo@12345';
/**
 * The demo organisation's beta number of teams: room to try squads, and for the e2e suite, whose
 * tests create their own squads in it side by side.
 */
export const DEMO_TEAM_NOS = 50;

export interface DemoAccount {
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'demo.admin@squadboard.local', role: 'SUPER_ADMIN', firstName: 'Ada', lastName: 'Admin' },
  { email: 'demo.lead@squadboard.local', role: 'SQUAD_ADMIN', firstName: 'Leo', lastName: 'Lead' },
  { email: 'demo.member1@squadboard.local', role: 'SQUAD_MEMBER', firstName: 'Mia', lastName: 'Member' },
  { email: 'demo.member2@squadboard.local', role: 'SQUAD_MEMBER', firstName: 'Max', lastName: 'Member' },
];

/** Creates the demo organisation once; a second run changes nothing and says so. */
export async function seedDemoOrganisation(repo: AuthRepository): Promise<{ created: boolean }> {
  const [owner, ...others] = DEMO_ACCOUNTS;
  if (!owner || (await repo.findUserByEmail(owner.email))) {
    return { created: false };
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const profile = { location: 'London', timeZone: 'Europe/London', firstLogin: false };
  await repo.transaction(async (tx) => {
    const { customer } = await tx.createCustomerWithUser({
      customerName: DEMO_ORGANISATION,
      plan: 'BETA',
      teamNos: DEMO_TEAM_NOS,
      user: { ...owner, ...profile, passwordHash, status: 'ACTIVE' },
    });
    for (const account of others) {
      await tx.createUser({
        ...account,
        ...profile,
        customerId: customer.id,
        passwordHash,
        status: 'ACTIVE',
      });
    }
  });
  return { created: true };
}

/** `npm run demo`: the organisation and, the first time, its sample data, all or nothing. */
export async function seedDemo(db: Executor): Promise<{ created: boolean }> {
  return db.transaction(async (tx) => {
    const repo = createAuthRepository(tx);
    const result = await seedDemoOrganisation(repo);
    if (result.created) {
      const people: UserRow[] = [];
      for (const account of DEMO_ACCOUNTS) {
        const user = await repo.findUserByEmail(account.email);
        if (user) {
          people.push(user);
        }
      }
      await seedDemoActionRegisters(tx, people);
      const backlog = await seedDemoPortfolio(tx, people);
      await seedDemoRaid(tx, people);
      await seedDemoReleases(tx, people);
      const [admin] = people;
      if (admin) {
        const caller: Caller = { id: admin.id, customerId: admin.customerId, role: admin.role, squadIds: [] };
        const clock = demoClock();
        const sprints = await seedDemoSprints(tx, caller, backlog, clock);
        await seedDemoRetros(tx, caller, people, backlog.squadId, sprints, clock);
      }
    }
    return result;
  });
}
