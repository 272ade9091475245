import { MSG } from '../messages.ts';
import { RETRO_LIMITS } from '../retro/retro.model.ts';

// The error catalogue: every code the server may answer with, its HTTP status and its message
// (the spec's wording where the spec has one). The server builds every failure from here, over
// HTTP and in socket acknowledgements alike; the web branches on `code`, never on the text.
// A message that depends on the case (a plan's limit, a date) is a function of its parameters.

interface CatalogueEntry {
  status: number;
  message: string | ((...params: never[]) => string);
  /**
   * `false` when the message says nothing about the case ('Something went wrong.', 'Please check
   * the highlighted fields.' with no field named): the web shows the action's own '… failed' text
   * instead. Every other message is meant for the person and is shown as it is.
   */
  tell?: false;
}

export const ERROR_CATALOGUE = {
  // Requests and sessions
  VALIDATION: { status: 400, message: MSG.generic.invalidInput, tell: false },
  BAD_REQUEST: { status: 400, message: MSG.generic.invalidInput, tell: false },
  UNAUTHENTICATED: { status: 401, message: MSG.signUp.pleaseSignIn },
  SESSION_EXPIRED: { status: 401, message: MSG.session.expired },
  FORBIDDEN: { status: 403, message: MSG.generic.forbidden },
  /** The admin dashboard, for anyone whose e-mail domain is not STAFF_EMAIL_DOMAIN. */
  NOT_STAFF: { status: 403, message: MSG.adminDashboard.unverifiedUser },
  CSRF: { status: 403, message: MSG.generic.csrf, tell: false },
  NOT_FOUND: { status: 404, message: MSG.generic.notFound },
  METHOD_NOT_ALLOWED: { status: 405, message: MSG.generic.invalidInput, tell: false },
  NOT_ACCEPTABLE: { status: 406, message: MSG.generic.invalidInput, tell: false },
  PAYLOAD_TOO_LARGE: { status: 413, message: MSG.generic.invalidInput, tell: false },
  /** A NUL (U+0000) anywhere in a body, query, parameter or socket payload: never stored. */
  NUL_CHARACTER: { status: 400, message: MSG.generic.nulCharacter },
  MALFORMED_UPLOAD: { status: 400, message: MSG.generic.malformedUpload },
  FILE_TOO_LARGE: { status: 413, message: MSG.generic.fileTooLarge },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: MSG.generic.invalidInput, tell: false },
  RATE_LIMITED: { status: 429, message: MSG.generic.tooManyRequests },
  INTERNAL: { status: 500, message: MSG.generic.somethingWentWrong, tell: false },

  // Sign-in, sign-up, codes
  INVALID_CREDENTIALS: { status: 401, message: MSG.login.invalidCredentials },
  NOT_AUTHORIZED: { status: 401, message: MSG.login.notAuthorized },
  USER_NOT_CONFIRMED: { status: 403, message: MSG.login.notConfirmed },
  USER_INACTIVE: { status: 403, message: MSG.login.inactive },
  USER_NOT_FOUND: { status: 404, message: MSG.login.userNotFound },
  EMAIL_NOT_FOUND: { status: 404, message: MSG.forgot.emailNotExist },
  /** Resending a code to an address that has no account waiting for one. */
  CODE_NOT_SENT: { status: 404, message: MSG.activation.sendFailed },
  EMAIL_TAKEN: { status: 409, message: MSG.signUp.userExistsTryOther },
  /** Sign-up for an invited address without the invitation's token. */
  INVITATION_REQUIRED: { status: 409, message: MSG.signUp.invitationRequired },
  /** An invitation token that is unknown, used, expired or for another address. */
  INVITATION_INVALID: { status: 400, message: MSG.signUp.invitationInvalid },
  PLAN_NOT_ALLOWED: { status: 400, message: MSG.signUp.planNotAllowed },
  REGISTERED_NOT_VERIFIED: { status: 409, message: MSG.signUp.registeredNotVerified },
  ALREADY_VERIFIED: { status: 409, message: MSG.signUp.alreadyRegistered },
  CODE_MISMATCH: {
    status: 400,
    message: (purpose: 'ACTIVATION' | 'RESET') =>
      purpose === 'RESET' ? MSG.forgot.enterValidCode : MSG.activation.mismatch,
  },
  CODE_EXPIRED: { status: 400, message: MSG.activation.expired },
  CODE_LOCKED: { status: 400, message: MSG.activation.locked },
  MAIL_FAILED: { status: 502, message: MSG.activation.sendFailed },

  // Users and roles (Permissions)
  USER_EXISTS: { status: 409, message: MSG.signUp.userExists },
  INVITE_MAIL_FAILED: { status: 502, message: MSG.permissions.createFailed },
  NOT_INVITED: { status: 409, message: MSG.permissions.notInvited },
  LEADS_SQUADS: {
    status: 409,
    message: (name: string, squads: readonly string[]) => MSG.permissions.leadsSquads(name, squads),
  },
  NOT_CANDIDATE: { status: 409, message: MSG.permissions.notCandidate },
  SUPER_ADMIN_PROTECTED: { status: 403, message: MSG.permissions.superAdminProtected },

  // Profile
  CURRENT_PASSWORD_INCORRECT: { status: 400, message: MSG.password.currentIncorrect },
  AVATAR_MISSING: { status: 400, message: MSG.profile.avatarMissing },
  AVATAR_TYPE: { status: 400, message: MSG.profile.avatarTypes },
  AVATAR_TOO_LARGE: { status: 413, message: MSG.profile.avatarTooLarge },

  // Plans and payment
  PLAN_FORBIDDEN: { status: 403, message: MSG.billing.onlySuperAdmin },
  ENTERPRISE_CONTACT: { status: 400, message: MSG.billing.enterpriseContact },
  ALREADY_SUBSCRIBED: { status: 409, message: MSG.billing.alreadySubscribed },
  SAME_PLAN: { status: 409, message: MSG.billing.samePlan },
  NO_SUBSCRIPTION: { status: 409, message: MSG.billing.noSubscription },
  ALREADY_CANCELLED: { status: 409, message: MSG.billing.alreadyCancelled },
  NOT_CANCELLING: { status: 409, message: MSG.billing.notCancelling },
  CHECKOUT_NOT_FOUND: { status: 404, message: MSG.billing.checkoutNotFound },
  CHECKOUT_OPEN: { status: 402, message: MSG.billing.checkoutOpen },
  CARD_DECLINED: { status: 402, message: MSG.billing.cardDeclined },
  PREVIEW_EXPIRED: { status: 409, message: MSG.billing.previewExpired },
  TOO_MANY_SQUADS: {
    status: 409,
    message: (count: number, limit: number) => MSG.billing.tooManySquads(count, limit),
  },
  /** The payment provider failed or could not be reached: the action's own failure text says so. */
  PAYMENT_PROVIDER: { status: 502, message: MSG.billing.failedToPay, tell: false },
  /** A webhook whose signature does not verify. */
  WEBHOOK_SIGNATURE: { status: 400, message: MSG.generic.invalidInput, tell: false },

  // Squads and sprints
  SQUAD_NOT_FOUND: { status: 404, message: MSG.generic.notFound },
  SQUAD_LIMIT: { status: 403, message: (limit: number) => MSG.squads.teamLimit(limit) },
  ACRONYM_TAKEN: { status: 409, message: MSG.squads.acronymTaken },
  WEEKEND: { status: 400, message: MSG.sprint.weekend },
  START_TOO_EARLY: { status: 400, message: (minimum: string) => MSG.sprint.startTooEarly(minimum) },
  CADENCE_MISMATCH: { status: 409, message: MSG.sprint.cadenceMismatch },
  SPRINT_NOT_FOUND: { status: 404, message: MSG.sprint.notFound },
  SPRINT_STARTED: { status: 409, message: MSG.sprint.alreadyStarted },
  SPRINT_HAS_ITEMS: { status: 409, message: (count: number) => MSG.sprint.hasItems(count) },
  SPRINT_MOVE_TARGET_INVALID: { status: 400, message: MSG.sprint.moveTargetInvalid },
  SPRINT_OVERLAPS: { status: 409, message: MSG.sprint.overlaps },
  SPRINT_ALREADY_ACTIVE: { status: 409, message: (name: string) => MSG.sprint.anotherActive(name) },
  SPRINT_NOT_ACTIVE: { status: 409, message: MSG.sprint.notActive },
  SPRINT_COMPLETED: { status: 409, message: MSG.sprint.alreadyCompleted },
  SPRINT_CLOSED: { status: 409, message: MSG.sprint.sprintClosed },

  // Retros and the live room
  RETRO_NOT_FOUND: { status: 404, message: MSG.generic.notFound },
  MEETING_NOT_FOUND: { status: 404, message: MSG.retro.invalidMeetingId },
  INVALID_MEETING: { status: 404, message: MSG.retro.invalidMeetingId },
  NOT_STARTED: { status: 409, message: MSG.retro.notStarted },
  RETRO_STATE: { status: 409, message: MSG.retro.stateChanged },
  RETRO_FORBIDDEN: { status: 403, message: MSG.retro.manageForbidden },
  RETRO_CREATE_FORBIDDEN: { status: 403, message: MSG.retro.createForbidden },
  RETRO_LIMIT: { status: 403, message: (limit: number) => MSG.retro.monthlyLimit(limit) },
  GUEST_LIMIT: {
    status: 403,
    message: () => MSG.retro.guestLimit(RETRO_LIMITS.freeGuestsPerRetro),
  },
  RETRO_ENDED: { status: 409, message: MSG.room.ended },
  OTHER_RETRO: { status: 403, message: MSG.room.otherRetro },
  NOT_IN_ROOM: { status: 403, message: MSG.room.notInRoom },
  /** A socket message over the per-socket rate or the size limit, or not what its event takes. */
  MESSAGE_RATE_LIMITED: { status: 429, message: MSG.room.rateLimited },
  MESSAGE_TOO_LARGE: { status: 413, message: MSG.room.tooLarge },
  /** The handshake of a user or an address over its cap of open sockets. */
  TOO_MANY_CONNECTIONS: { status: 429, message: MSG.room.tooManyConnections },
  /** An operation id answered before for another sender or another event. */
  OP_ID_REUSED: { status: 409, message: MSG.room.opIdReused },
  INVALID_PAYLOAD: { status: 400, message: MSG.validation.invalidDetails },
  NOT_LIVE: { status: 409, message: MSG.board.notLive },
  CARD_GONE: { status: 404, message: MSG.board.cardGone },
  COLUMN_GONE: { status: 404, message: MSG.board.columnGone },
  NOT_YOUR_CARD: { status: 403, message: MSG.board.notYourCard },
  TOO_MANY_COLUMNS: { status: 409, message: MSG.board.tooManyColumns },
  TOO_MANY_CARDS: { status: 409, message: MSG.board.tooManyCards },
  VOTE_CLOSED: { status: 409, message: MSG.board.voteClosed },
  NO_VOTES_LEFT: { status: 409, message: MSG.board.noVotesLeft },
  VOTING_CLOSED: { status: 409, message: MSG.board.votingClosed },
  GROUP_GONE: { status: 404, message: MSG.board.groupGone },
  SAME_CARD: { status: 400, message: MSG.board.sameCard },
  HANDOVER_TARGET: { status: 400, message: MSG.board.handoverTarget },
  TEMPLATE_NAME_TAKEN: { status: 409, message: MSG.retroTemplates.nameTaken },
  TEMPLATE_NOT_FOUND: { status: 404, message: MSG.retroTemplates.notFound },
  TEMPLATE_LIMIT: { status: 403, message: MSG.retroTemplates.limit },

  // Actions and action registers
  ACTION_NOT_FOUND: { status: 404, message: MSG.generic.notFound },
  ACTION_DELETE_FORBIDDEN: { status: 403, message: MSG.actions.deleteForbidden },
  ACTION_REGISTER_FORBIDDEN: { status: 403, message: MSG.actionRegisters.manageForbidden },
  ACTION_REGISTER_NOT_FOUND: { status: 404, message: MSG.generic.notFound },
  ACTION_REGISTER_ITEM_NOT_FOUND: { status: 404, message: MSG.generic.notFound },
  ACTION_REGISTER_FULL: { status: 409, message: MSG.actionRegisters.itemsFull },
  ACTION_REGISTER_STATE: { status: 409, message: MSG.actionRegisters.alreadyArchived },

  // Portfolio and work items
  PORTFOLIO_NODE_NOT_FOUND: { status: 404, message: MSG.generic.notFound },
  PORTFOLIO_ACRONYM_TAKEN: { status: 409, message: MSG.portfolio.acronymTaken },
  PORTFOLIO_HAS_CHILDREN: { status: 409, message: MSG.portfolio.hasChildren },
  WORK_ITEM_NOT_FOUND: { status: 404, message: MSG.generic.notFound },
  WORK_ITEM_READ_ONLY: { status: 403, message: MSG.workItems.featureReadOnly },
  STATUS_NOT_ALLOWED: { status: 409, message: MSG.workItems.statusNotAllowed },
  STATUS_NEEDS_FIELDS: { status: 400, message: MSG.workItems.statusNeedsFields },
  CHILDREN_OPEN: { status: 409, message: MSG.workItems.childrenOpen },
  WORK_ITEM_HAS_CHILDREN: { status: 409, message: MSG.workItems.hasChildren },
  IDEA_NOT_FOUND: { status: 404, message: MSG.generic.notFound },
  RAID_NOT_FOUND: { status: 404, message: MSG.raid.notFound },
  RELEASE_NOT_FOUND: { status: 404, message: MSG.releases.notFound },
  RELEASE_FORBIDDEN: { status: 403, message: MSG.releases.forbidden },
  RELEASE_NAME_TAKEN: { status: 409, message: MSG.releases.nameTaken },
  RELEASE_COMPLETED: { status: 409, message: MSG.releases.alreadyCompleted },
  COMMENT_NOT_FOUND: { status: 404, message: MSG.generic.notFound },
  COMMENT_NOT_YOURS: { status: 403, message: MSG.comments.notYours },
  ATTACHMENT_NOT_FOUND: { status: 404, message: MSG.generic.notFound },
  ATTACHMENTS_FULL: { status: 409, message: MSG.attachments.upToThree },
  ATTACHMENT_TYPE: { status: 415, message: MSG.attachments.typeRefused },
  ATTACHMENT_NOT_YOURS: { status: 403, message: MSG.attachments.notYours },
  IDEA_PROMOTED: { status: 409, message: MSG.ideas.alreadyPromoted },
  IDEA_CANVAS_FULL: { status: 409, message: MSG.ideas.canvasFull },
  IDEA_PROMOTE_FORBIDDEN: { status: 403, message: MSG.ideas.promoteForbidden },
  IDEA_DELETE_FORBIDDEN: { status: 403, message: MSG.ideas.deleteForbidden },
  PORTFOLIO_FORBIDDEN: { status: 403, message: MSG.portfolio.forbidden },
  WORKFLOW_FORBIDDEN: { status: 403, message: MSG.workItems.workflowForbidden },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** The parameters a code's message needs: none for a fixed message. */
export type ErrorParams<C extends ErrorCode> = (typeof ERROR_CATALOGUE)[C]['message'] extends (
  ...params: infer P
) => string
  ? P
  : [];

/**
 * Failures the web makes up itself when the server could not be reached, answered nonsense or
 * did not answer in time. Never sent by the server; listed here so clients branch on one union.
 */
export const CLIENT_FAILURE_CODES = ['NETWORK', 'BAD_RESPONSE', 'OFFLINE', 'TIMEOUT'] as const;
export type FailureCode = ErrorCode | (typeof CLIENT_FAILURE_CODES)[number];

export function errorMessage<C extends ErrorCode>(code: C, ...params: ErrorParams<C>): string {
  const message: CatalogueEntry['message'] = ERROR_CATALOGUE[code].message;
  return typeof message === 'function' ? (message as (...p: unknown[]) => string)(...params) : message;
}

/**
 * Whether a failure's message is meant for the person: a code of the catalogue not marked
 * `tell: false`. The client's own codes (NETWORK, TIMEOUT …) carry only the generic text.
 */
export function isToldCode(code: string): boolean {
  if (!isErrorCode(code)) {
    return false;
  }
  const entry: CatalogueEntry = ERROR_CATALOGUE[code];
  return entry.tell !== false;
}

export function errorStatus(code: ErrorCode): number {
  return ERROR_CATALOGUE[code].status;
}

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_CATALOGUE, code);
}

export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as [ErrorCode, ...ErrorCode[]];
