// Labels of the facilitation bar and the facilitator's handover. The phases' names and
// hints are domain's (PHASE_LABELS, PHASE_HINTS); the server's refusals come with their message.
export const FACILITATION_UI = {
  region: 'Facilitation',
  steps: 'Phases',
  start: 'Start facilitation',
  next: 'Next phase',
  end: 'End facilitation',
  /** The admin's switch for this retro's review of earlier actions. */
  reviewSwitch: 'Review earlier actions',
  votesPerPerson: 'Votes per person',
  setVotes: 'Set votes',
  noVoteLimit: 'No vote limit',
  votesLeft: (left: number, budget: number) => `${left} of ${budget} votes left`,
  previousCard: 'Previous card',
  nextCard: 'Next card',
  position: (at: number, of: number) => `${at} of ${of}`,
  nothingToDiscuss: 'No cards to discuss yet.',
  discussing: (what: string) => `Discussing: ${what}`,
  hiddenCard: 'a hidden card',
  handOverMenu: 'Hand over facilitation',
  makeFacilitator: (name: string) => `Make ${name} facilitator`,
  handOverTitle: 'Hand over facilitation?',
  handOverText: (name: string) =>
    `${name} becomes the room's admin and runs the retro. You become a participant.`,
  handOver: 'Hand over',
  takeBack: 'Take back facilitation',
  takeBackHint: 'You handed this retro to a facilitator. You can run it again at any time.',
  cancel: 'Cancel',
} as const;
