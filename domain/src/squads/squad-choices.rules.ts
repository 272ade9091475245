import type { Caller } from '../common/caller.ts';
import type { Can } from '../common/can.ts';
import { canCreateRetroFor, canCreateRetros } from '../retro/retro.rules.ts';
import { canCreateSprints } from '../sprints/sprint.rules.ts';
import { canRunSprints } from '../sprints/sprint-planning.rules.ts';
import { squadPermissionsFor } from './squad.rules.ts';

// What a caller may do in each squad they see, answered once by GET /api/squads/choices so that
// every squad picker on the web (retros, actions, backlog, sprints, work items) shows what the
// server enforces and never writes a role rule of its own.

export type SquadAbility = 'createRetro' | 'planSprints' | 'runSprints' | 'configure';

export function squadAbilities(
  caller: Pick<Caller, 'id' | 'customerId' | 'role'>,
  squad: { customerId: string; leadId: string | null },
  enterpriseCadence: boolean,
): Can<SquadAbility> {
  const leads = squad.leadId === caller.id;
  return {
    createRetro: canCreateRetroFor(caller, squad),
    // Under the enterprise cadence sprints are the company's, not any one squad's.
    planSprints: !enterpriseCadence && canCreateSprints(caller.role, false, leads),
    runSprints: canRunSprints(caller.role, leads),
    // Its workflow (status configuration): the rule PUT /api/work-items/status-config enforces.
    configure: squadPermissionsFor(caller, squad).canEditMembers,
  };
}

/** What the caller may do whatever the squad: Create Retro is offered to Super and Squad Admins. */
export function callerAbilities(caller: Pick<Caller, 'role'>): Can<'createRetro'> {
  return { createRetro: canCreateRetros(caller) };
}
