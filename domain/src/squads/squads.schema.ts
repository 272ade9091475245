import { z } from 'zod';
import { ZRole, ZUserStatus } from '../auth/auth.schema.ts';
import { ZCan } from '../common/can.ts';
import { ZPage } from '../common/pagination.ts';
import { MSG } from '../messages.ts';
import {
  ACRONYM_PATTERN,
  SQUAD_MEMBERS_MAX,
  SQUAD_NAME_MAX,
  SQUAD_NAME_MIN,
  SQUAD_PAGE_SIZE,
} from './squad.rules.ts';

// One schema per squad payload, shared by the server routes and the web forms. Customer, caller
// and role never travel in a body: the server takes them from the session.

export const ZSquadName = z
  .string({ error: MSG.squads.nameRequired })
  .trim()
  .min(1, { error: MSG.squads.nameRequired, abort: true })
  .min(SQUAD_NAME_MIN, MSG.squads.nameTooShort)
  .max(SQUAD_NAME_MAX, MSG.squads.nameTooLong);

export const ZAcronym = z
  .string({ error: MSG.squads.acronymRequired })
  .trim()
  // An empty acronym is "required", not also "must be 2 to 5 letters".
  .min(1, { error: MSG.squads.acronymRequired, abort: true })
  // Refused as typed, never cut: 'TOOLONG' is not quietly stored as 'TOOLO'.
  .regex(ACRONYM_PATTERN, MSG.squads.acronymPattern)
  .transform((a) => a.toUpperCase());

export const ZSquadLeadId = z.uuid({ error: MSG.squads.leadRequired });

export const ZSquadMemberIds = z
  .array(z.uuid({ error: MSG.squads.memberNotAvailable }), { error: MSG.squads.memberNotAvailable })
  .max(SQUAD_MEMBERS_MAX, MSG.squads.tooManyMembers)
  // The same person picked twice is one member.
  .transform((ids) => [...new Set(ids)]);

export const ZCreateSquad = z.object({
  name: ZSquadName,
  acronym: ZAcronym,
  leadId: ZSquadLeadId,
  memberIds: ZSquadMemberIds.default([]),
});
export type CreateSquad = z.infer<typeof ZCreateSquad>;
export type CreateSquadInput = z.input<typeof ZCreateSquad>;

/** "A retro at the end of every sprint": the usual time, 'HH:MM' on a 24-hour clock. */
export const ZSprintRetroTime = z
  .string({ error: MSG.retroSprint.timeInvalid })
  .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, MSG.retroSprint.timeInvalid);

/**
 * A partial change: absent fields stay as they are. A Squad Admin may send only memberIds and
 * sprintRetroTime (null turns the end-of-sprint retro off), what the squad's lead runs.
 */
export const ZUpdateSquad = z.object({
  name: ZSquadName.optional(),
  acronym: ZAcronym.optional(),
  leadId: ZSquadLeadId.optional(),
  memberIds: ZSquadMemberIds.optional(),
  sprintRetroTime: ZSprintRetroTime.nullable().optional(),
});
export type UpdateSquad = z.infer<typeof ZUpdateSquad>;

export const ZSquadListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
export type SquadListQuery = z.infer<typeof ZSquadListQuery>;

/** A user as the squad screens show them (lead, member, candidate). */
export const ZSquadUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  role: ZRole,
  status: ZUserStatus,
});
export type SquadUser = z.infer<typeof ZSquadUser>;

export const ZSquadPermissions = z.object({
  canEditDetails: z.boolean(),
  canEditMembers: z.boolean(),
  canDelete: z.boolean(),
});

export const ZSquad = z.object({
  id: z.string(),
  name: z.string(),
  acronym: z.string(),
  lead: ZSquadUser.nullable(),
  members: z.array(ZSquadUser),
  memberCount: z.number().int(),
  /** The squad's end-of-sprint retro time ('HH:MM', the lead's time zone); null: off. */
  sprintRetroTime: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What the caller may do with this squad (the server enforces the same rules). */
  permissions: ZSquadPermissions,
});
export type Squad = z.infer<typeof ZSquad>;

export const ZSquadPage = ZPage(ZSquad).extend({ pageSize: z.literal(SQUAD_PAGE_SIZE) });
export type SquadPage = z.infer<typeof ZSquadPage>;

export const ZSquadOptions = z.object({
  /** Active Squad Admins and Super Admins, who may lead a squad. */
  leads: z.array(ZSquadUser),
  /** Active and not-yet-verified users who may be members. */
  members: z.array(ZSquadUser),
  /** The plan's squad limit (null: unlimited) and how many squads the organisation has. */
  teamLimit: z.number().int().nullable(),
  squadCount: z.number().int(),
});
export type SquadOptions = z.infer<typeof ZSquadOptions>;

export const ZSquadResult = z.object({ message: z.string(), squad: ZSquad });
export type SquadResult = z.infer<typeof ZSquadResult>;

/** GET /api/squads/choices: every squad the caller sees, by name, with what they may do there. */
export const ZSquadChoice = z.object({
  id: z.uuid(),
  name: z.string(),
  can: ZCan('createRetro', 'planSprints', 'runSprints', 'configure'),
});
export type SquadChoice = z.infer<typeof ZSquadChoice>;

export const ZSquadChoices = z.object({
  items: z.array(ZSquadChoice),
  /** Whether Create Retro is offered at all (for which squads is each item's `can`). */
  can: ZCan('createRetro'),
});
export type SquadChoices = z.infer<typeof ZSquadChoices>;
