import { BOARD_LIMITS, FACILITATION_LIMITS } from './retro.model.ts';

// Retros and the live room (spec 002). `board` and `room` are what the live board and the room
// answer besides the spec's own strings.

export const retroMessages = {
  invalidMeetingId: 'Please enter valid meeting id.',
  notStarted: 'Meeting not yet started.',
  waitLetIn: 'Please wait for someone to let you in...',
  waitReturning: 'Please wait...',
  declined: 'You have been declined. Please retry.',
  moreWantToJoin: 'More people want to join retro',
  connectionLost: 'Connection lost! You are not connected to internet',
  backOnline: 'Back to online',
  hasLeft: (name: string) => `${name} has left`,
  participants: 'Retro Participants',
  linkCopied: 'Retro link copied.',
  actionMoved: 'Action moved successfully.',
  enterTitle: 'Please enter title.',
  commentRequired: 'Comment is required.',
  deleteTitleConfirm: 'Are you sure you want to delete the title?',
  closeSessionConfirm: 'Do you want to close retro session?',
  moodPreparing: 'Please wait, while the cadence is being prepared',
  thankYou: 'Thankyou for your valuable feedback...',
  metricUseful: 'Is this metric useful?',
  calendarTitle: 'RETRO CALENDAR',
  created: 'Retro created successfully.',
  scheduled: 'Retro scheduled successfully.',
  cancelled: 'Retro cancelled.',
  deleted: 'Retro deleted.',
  archived: 'Retro archived.',
  monthlyLimit: (n: number) => `Your plan allows ${n} retro sessions a month. Upgrade your plan to run more.`,
  guestLimit: (n: number) => `Your plan allows ${n} guests per retro.`,
  scheduleInPast: 'Choose a date and time in the future.',
  stateChanged: 'This retro has moved on. Reload to see its current status.',
  manageForbidden: "Only a Super Admin or the squad's lead can manage this retro.",
  createForbidden: 'Only a Super Admin or a Squad Admin can create retros, for the squads they lead.',
  calendarRange: `Choose a range of at most ${62} days, ending on or after its start.`,
} as const;

export const boardMessages = {
  notLive: 'This retro is not live. The board is read-only.',
  cardGone: 'This card no longer exists.',
  columnGone: 'This column no longer exists.',
  notYourCard: 'Only its author or the retro admin can change this card.',
  tooManyColumns: `A board has at most ${BOARD_LIMITS.columnsMax} columns.`,
  tooManyCards: `A board has at most ${BOARD_LIMITS.cardsPerRetro} cards.`,
  voteClosed: 'The mood vote is closed.',
  // Facilitation.
  noVotesLeft: 'You have no votes left.',
  votingClosed: 'Voting is open in the Vote phase only.',
  groupGone: 'This group no longer exists.',
  sameCard: 'Drop the card onto another card to group them.',
  handoverTarget: 'Choose a signed-in member of the squad who is in the room.',
  facilitatorChanged: (name: string) => `${name} is now the facilitator.`,
  facilitationReturned: 'The squad lead and Super Admins run the retro again.',
} as const;

export const retroTemplateMessages = {
  saved: 'Template saved.',
  deleted: 'Template deleted.',
  nameTaken: 'This squad already has a template with this name.',
  noColumns: 'This retro has no columns to save.',
  notFound: 'This template no longer exists.',
  limit: `A squad keeps at most ${FACILITATION_LIMITS.templatesPerSquad} templates. Delete one first.`,
} as const;

export const roomMessages = {
  ended: 'This retro has ended.',
  otherRetro: 'Your pass is for another retro. Join again with its meeting ID.',
  rateLimited: 'Too many messages at once. Please slow down.',
  tooLarge: 'This message is too large.',
  notInRoom: 'Join the retro first.',
  tooManyConnections: 'Too many open connections. Close another tab or window and try again.',
  opIdReused: 'This operation id was already used for something else.',
} as const;
