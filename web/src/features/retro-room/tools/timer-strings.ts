// Labels of the room's clocks and the countdown's end that the spec does not quote.
export const TIMER_UI = {
  elapsed: 'Elapsed',
  elapsedLabel: (time: string) => `Elapsed time ${time}`,
  timeLeft: 'Time left',
  timeUp: 'Time is up',
  /**
   * The toggle's name stays the same; whether it is pressed says if the sound is off. Not
   * "timer": the admin's Timer button must stay the only one so named.
   */
  mute: 'Mute the countdown sound',
  soundOff: 'Countdown sound is off',
  soundOn: 'Countdown sound is on',
} as const;
