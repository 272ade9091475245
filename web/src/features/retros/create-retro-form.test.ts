import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { type FormValues, NO_SPRINT, savedTemplateValues, toBody, validate } from './create-retro-form.ts';
import { RETROS_FORM } from './retros-strings.ts';

const SQUAD = '0b5f8a52-8c8e-4f0e-9d55-2f3a4c1d6e7f';

function values(change: Partial<FormValues> = {}): FormValues {
  return {
    title: 'Sprint 14',
    squadId: SQUAD,
    sprintId: NO_SPRINT,
    template: 'went-well',
    customColumns: [''],
    startType: 'instant',
    scheduledAt: null,
    ...change,
  };
}

describe('create retro form', () => {
  it('sends neither custom columns nor a time for an instant template retro', () => {
    expect(toBody(values())).toEqual({
      title: 'Sprint 14',
      squadId: SQUAD,
      sprintId: null,
      template: 'went-well',
      customColumns: undefined,
      startType: 'instant',
      scheduledAt: undefined,
    });
    expect(validate(values())).toEqual({});
  });

  it('sends the picked sprint, and null for No sprint', () => {
    const sprintId = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
    expect(toBody(values({ sprintId }))).toMatchObject({ sprintId });
    expect(validate(values({ sprintId }))).toEqual({});
  });

  it('sends the picked local time as an ISO instant', () => {
    const body = toBody(values({ startType: 'schedule', scheduledAt: '2030-03-04 14:30:00' })) as {
      scheduledAt: string;
    };
    expect(new Date(body.scheduledAt).getTime()).toBe(new Date(2030, 2, 4, 14, 30).getTime());
  });

  it('marks missing fields with the schema messages', () => {
    const errors = validate(
      values({ title: ' ', squadId: null, template: 'custom', customColumns: ['x', ''] }),
    );
    expect(errors.title).toBe('Title is required.');
    expect(errors.squadId).toBe('Squad is required.');
    expect(errors['customColumns.1']).toBe('Column name is required.');
    expect(validate(values({ startType: 'schedule' })).scheduledAt).toBe('Date and time are required.');
  });

  it('refuses a time that has passed', () => {
    const now = dayjs('2030-03-04T15:00:00');
    expect(
      validate(values({ startType: 'schedule', scheduledAt: '2030-03-04 14:30:00' }), now).scheduledAt,
    ).toBe(RETROS_FORM.futureTime);
    expect(validate(values({ startType: 'schedule', scheduledAt: '2030-03-04 15:30:00' }), now)).toEqual({});
  });

  it("turns a squad's saved template into custom columns, as many as a retro takes", () => {
    const saved = (columns: string[]) => ({ id: 't1', squadId: SQUAD, name: 'Ours', columns, createdAt: '' });
    expect(savedTemplateValues(saved(['Keep', 'Stop']))).toEqual({
      template: 'custom',
      customColumns: ['Keep', 'Stop'],
    });
    const many = Array.from({ length: 12 }, (_, i) => `C${i}`);
    expect(savedTemplateValues(saved(many)).customColumns).toEqual(many.slice(0, 8));
    expect(validate(values(savedTemplateValues(saved(many))))).toEqual({});
  });
});
