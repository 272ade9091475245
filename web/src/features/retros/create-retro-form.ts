import type { FormErrors } from '@mantine/form';
import { RETRO_LIMITS } from '@squadboard/domain/retro/retro.model';
import type { StartType, TemplateId } from '@squadboard/domain/retro/retro.schema';
import { ZCreateRetro } from '@squadboard/domain/retro/retro.schema';
import type { RetroTemplate } from '@squadboard/domain/retro/retro-template.schema';
import dayjs from 'dayjs';
import { zodErrors } from '../../lib/form.ts';
import { RETROS_FORM } from './retros-strings.ts';

// The Create Retro form's values and their mapping onto ZCreateRetro, kept apart from the page
// so the mapping can be tested without rendering it.

const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** The sprint picker's "No sprint" (a Select's options need a value). */
export const NO_SPRINT = 'none';

export interface FormValues {
  title: string;
  squadId: string | null;
  /** A sprint's id, or NO_SPRINT. */
  sprintId: string;
  template: TemplateId;
  customColumns: string[];
  startType: StartType;
  /** Local time as the picker holds it. */
  scheduledAt: string | null;
}

/** A schedule opens on the next full hour after the coming one, a sensible first guess. */
export function defaultSchedule(): string {
  return dayjs().add(1, 'hour').startOf('hour').add(1, 'hour').format(PICKER_FORMAT);
}

/**
 * A squad's saved template chosen: the retro is created as Custom with its columns,
 * which the custom editor shows and lets people change; nothing else is sent to the server.
 */
export function savedTemplateValues(template: RetroTemplate): Pick<FormValues, 'template' | 'customColumns'> {
  const columns = template.columns.slice(0, RETRO_LIMITS.columnsMax);
  return { template: 'custom', customColumns: columns.length > 0 ? columns : [''] };
}

/** The API body: custom columns only for Custom, the time only for a schedule, as ISO. */
export function toBody(values: FormValues): unknown {
  return {
    title: values.title,
    squadId: values.squadId ?? '',
    sprintId: values.sprintId === NO_SPRINT ? null : values.sprintId,
    template: values.template,
    customColumns: values.template === 'custom' ? values.customColumns : undefined,
    startType: values.startType,
    scheduledAt:
      values.startType === 'schedule' && values.scheduledAt
        ? dayjs(values.scheduledAt).toDate().toISOString()
        : undefined,
  };
}

export function validate(values: FormValues, now = dayjs()): FormErrors {
  const result = ZCreateRetro.safeParse(toBody(values));
  const errors = result.success ? {} : zodErrors(result.error);
  if (values.startType === 'schedule' && values.scheduledAt && dayjs(values.scheduledAt).isBefore(now)) {
    errors.scheduledAt = RETROS_FORM.futureTime;
  }
  return errors;
}
