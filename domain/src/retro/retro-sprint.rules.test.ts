import { describe, expect, it } from 'vitest';
import { instantIn } from '../common/calendar-date.ts';
import { isSprintOfSquad, preselectSprint, sprintRetroAt } from './retro-sprint.rules.ts';

const sprint = (id: string, startDate: string, endDate: string) => ({ id, startDate, endDate });

describe('preselectSprint', () => {
  const today = '2028-03-10';

  it('takes the running sprint when it ends within three days, on its last day too', () => {
    expect(preselectSprint([sprint('a', '2028-03-01', '2028-03-13')], today)?.id).toBe('a');
    expect(preselectSprint([sprint('a', '2028-03-01', '2028-03-10')], today)?.id).toBe('a');
  });

  it('leaves out a running sprint still more than three days from its end', () => {
    expect(preselectSprint([sprint('a', '2028-03-01', '2028-03-14')], today)).toBeNull();
  });

  it('else takes the sprint that ended last, up to seven days ago', () => {
    const sprints = [
      sprint('old', '2028-02-14', '2028-02-25'),
      sprint('last', '2028-02-28', '2028-03-03'),
      sprint('next', '2028-03-06', '2028-03-24'),
    ];
    expect(preselectSprint(sprints, today)?.id).toBe('last');
    expect(preselectSprint([sprint('gone', '2028-02-20', '2028-03-02')], today)).toBeNull();
  });

  it('prefers the sprint that is ending to one just ended, and the one ending first', () => {
    const sprints = [
      sprint('ended', '2028-02-28', '2028-03-09'),
      sprint('later', '2028-03-01', '2028-03-12'),
      sprint('sooner', '2028-03-02', '2028-03-11'),
    ];
    expect(preselectSprint(sprints, today)?.id).toBe('sooner');
  });

  it('never takes a sprint that has not begun', () => {
    expect(preselectSprint([sprint('future', '2028-03-11', '2028-03-12')], today)).toBeNull();
  });
});

describe('isSprintOfSquad', () => {
  it("takes the squad's own sprints and the enterprise cadence's, not another squad's", () => {
    expect(isSprintOfSquad({ squadId: 's1' }, 's1')).toBe(true);
    expect(isSprintOfSquad({ squadId: null }, 's1')).toBe(true);
    expect(isSprintOfSquad({ squadId: 's2' }, 's1')).toBe(false);
  });
});

describe('sprintRetroAt', () => {
  it("holds the retro at the usual time on the end date, in the lead's time zone", () => {
    expect(sprintRetroAt('2028-03-10', '15:00', 'Europe/London').toISOString()).toBe(
      '2028-03-10T15:00:00.000Z',
    );
    // British Summer Time.
    expect(sprintRetroAt('2028-07-10', '15:00', 'Europe/London').toISOString()).toBe(
      '2028-07-10T14:00:00.000Z',
    );
    expect(sprintRetroAt('2028-03-10', '09:30', 'GMT+5:30').toISOString()).toBe('2028-03-10T04:00:00.000Z');
    expect(sprintRetroAt('2028-03-10', '16:00', 'America/New_York').toISOString()).toBe(
      '2028-03-10T21:00:00.000Z',
    );
  });

  it('reads an unknown or missing zone as UTC', () => {
    expect(sprintRetroAt('2028-03-10', '15:00', null).toISOString()).toBe('2028-03-10T15:00:00.000Z');
    expect(sprintRetroAt('2028-03-10', '15:00', 'Mars/Olympus').toISOString()).toBe(
      '2028-03-10T15:00:00.000Z',
    );
  });
});

describe('instantIn', () => {
  it('gives the day after a daylight-saving change its own offset', () => {
    // New York moves to summer time on 12 March 2028, 02:00.
    expect(instantIn('America/New_York', '2028-03-11', '12:00').toISOString()).toBe(
      '2028-03-11T17:00:00.000Z',
    );
    expect(instantIn('America/New_York', '2028-03-13', '12:00').toISOString()).toBe(
      '2028-03-13T16:00:00.000Z',
    );
  });
});
