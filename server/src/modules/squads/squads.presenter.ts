import type { Role } from '@squadboard/domain';
import { squadPermissionsFor } from '@squadboard/domain/squads/squad.rules';
import type { Squad, SquadUser } from '@squadboard/domain/squads/squads.schema';
import { avatarUrlFor } from '../auth/auth.presenter.ts';
import type { SquadUserRow, SquadWithLead } from './squads.repository.ts';

export function presentSquadUser(user: SquadUserRow): SquadUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    avatarUrl: avatarUrlFor(user.id, user.avatarKey),
    role: user.role,
    status: user.status,
  };
}

export function presentSquad(
  { squad, lead }: SquadWithLead,
  members: SquadUserRow[],
  caller: { id: string; role: Role },
): Squad {
  return {
    id: squad.id,
    name: squad.name,
    acronym: squad.acronym,
    lead: lead ? presentSquadUser(lead) : null,
    members: members.map(presentSquadUser),
    memberCount: members.length,
    sprintRetroTime: squad.sprintRetroTime,
    createdAt: squad.createdAt.toISOString(),
    updatedAt: squad.updatedAt.toISOString(),
    permissions: squadPermissionsFor(caller, squad),
  };
}
