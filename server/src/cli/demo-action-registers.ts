import type { SaveActionRegisterItemInput } from '@squadboard/domain/action-registers/action-register.schema';
import {
  ZSaveActionRegister,
  ZSaveActionRegisterItem,
} from '@squadboard/domain/action-registers/action-register.schema';
import type { Executor } from '../db/client.ts';
import type { UserRow } from '../db/schema/index.ts';
import { createActionRegistersRepository } from '../modules/action-registers/action-registers.repository.ts';
import { createActionRegistersService } from '../modules/action-registers/action-registers.service.ts';

// The demo organisation's project action register, made through the service so it obeys the
// same rules as one made on the Actions page.

const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function seedDemoActionRegisters(db: Executor, people: readonly UserRow[]): Promise<void> {
  const [admin, lead, member1, member2] = people;
  if (!admin || !lead || !member1 || !member2) {
    throw new Error('the demo register needs the four demo accounts');
  }
  const service = createActionRegistersService({ repo: createActionRegistersRepository(db) });
  // The demo has no squads yet, so the Super Admin holds none.
  const caller = { id: admin.id, customerId: admin.customerId, role: admin.role, squadIds: [] };
  const actionRegister = await service.create(
    caller,
    ZSaveActionRegister.parse({
      name: 'Mobile app launch',
      description: 'Everything the launch of the mobile app still needs, across teams.',
      ownerId: lead.id,
      status: 'Open',
      createdOn: isoIn(0),
      statuses: ['Open', 'In Progress', 'Blocked', 'Closed'],
    }),
  );
  const items: SaveActionRegisterItemInput[] = [
    {
      title: 'Book the app store review slot',
      description: 'Apple and Google, a week before launch.',
      ownerId: lead.id,
      status: 'In Progress',
      priority: 'High',
      dueDate: isoIn(7),
      comment: 'Apple asked for the privacy details first.',
    },
    {
      title: 'Load test the sign-in service',
      description: 'Ten times the beta traffic for an hour.',
      ownerId: member1.id,
      status: 'Blocked',
      priority: 'Medium',
      dueDate: isoIn(14),
    },
    {
      title: 'Write the release notes',
      description: 'What is new, in plain words.',
      ownerId: member2.id,
      status: 'Closed',
      priority: 'Low',
    },
  ];
  for (const item of items) {
    await service.createItem(caller, actionRegister.id, ZSaveActionRegisterItem.parse(item));
  }
}
