// Who hears that a guest knocks (spec 002 §3 "Admission request"): the admins of that
// room, not every Super Admin of the organisation. Pure: the server reads the people, this picks.

/** The people who may answer a knock on one retro's door, as the server found them. */
export interface KnockAudience {
  /** The squad's lead: the room's admin by right (retro.rules.ts retroRoleFor). */
  leadId: string | null;
  /** While the retro runs, the person it was handed to, if any. */
  facilitatorId: string | null;
  /** The organisation's Super Admins. */
  superAdminIds: readonly string[];
  /** The signed-in people in the room now. */
  presentUserIds: readonly string[];
}

/**
 * The squad lead and the facilitator are told wherever they are; a Super Admin only when in the
 * room, unless nobody else runs it (no lead and no facilitator), when the Super Admins are its
 * only admins by the retro rules and all are told. Each person once.
 */
export function knockRecipients(audience: KnockAudience): string[] {
  const { leadId, facilitatorId, superAdminIds, presentUserIds } = audience;
  const present = new Set(presentUserIds);
  const nobodyElse = !leadId && !facilitatorId;
  const told = new Set<string>();
  for (const id of [leadId, facilitatorId]) {
    if (id) {
      told.add(id);
    }
  }
  for (const id of superAdminIds) {
    if (nobodyElse || present.has(id)) {
      told.add(id);
    }
  }
  return [...told];
}
