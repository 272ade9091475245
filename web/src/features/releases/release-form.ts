import type { FormErrors } from '@mantine/form';
import { MSG } from '@squadboard/domain';
import {
  type Milestone,
  RELEASE_STAGE_DATES,
  type ReleaseStageDate,
  type ReleaseStatus,
} from '@squadboard/domain/releases/release.model';
import type { ReleaseStageDates } from '@squadboard/domain/releases/release.rules';
import {
  type CreateRelease,
  type Release,
  type UpdateRelease,
  ZCreateRelease,
  ZUpdateRelease,
} from '@squadboard/domain/releases/release.schema';
import { zodResolver } from '../../lib/form.ts';

// The values of 'Create a Release' and of the inline row edit, checked with the server's own
// schemas (stage order included, on the later stage's field), and the bodies sent.

export interface ReleaseFormValues extends ReleaseStageDates {
  /** Only 'Create a Release' chooses it; the row edit keeps the release's. */
  initiativeId: string | null;
  name: string;
  status: ReleaseStatus;
  milestone: Milestone;
  releaseTrainManagerId: string | null;
  /** What the manager picker shows: the picked person's name, or text being typed. */
  releaseTrainManagerName: string;
}

const NO_DATES: ReleaseStageDates = {
  refinementDate: null,
  designDate: null,
  buildDate: null,
  testDate: null,
  uatDate: null,
  liveDate: null,
};

/** Spec 001 §4: a new release is Scheduled with no milestone. */
export function newReleaseValues(initiativeId: string | null): ReleaseFormValues {
  return {
    initiativeId,
    name: '',
    status: 'Scheduled',
    milestone: 'None',
    ...NO_DATES,
    releaseTrainManagerId: null,
    releaseTrainManagerName: '',
  };
}

export function valuesOfRelease(release: Release): ReleaseFormValues {
  const dates = Object.fromEntries(RELEASE_STAGE_DATES.map((stage) => [stage, release[stage]]));
  return {
    initiativeId: release.initiative.id,
    name: release.name,
    status: release.status,
    milestone: release.milestone,
    ...NO_DATES,
    ...dates,
    releaseTrainManagerId: release.releaseTrainManager?.id ?? null,
    releaseTrainManagerName: release.releaseTrainManager?.name ?? '',
  };
}

function datesOf(values: ReleaseFormValues): ReleaseStageDates {
  return Object.fromEntries(
    RELEASE_STAGE_DATES.map((stage) => [stage, values[stage] || null]),
  ) as ReleaseStageDates;
}

export function toUpdateBody(values: ReleaseFormValues): UpdateRelease {
  return ZUpdateRelease.parse({
    name: values.name,
    status: values.status,
    milestone: values.milestone,
    ...datesOf(values),
    releaseTrainManagerId: values.releaseTrainManagerId,
  });
}

export function toCreateBody(values: ReleaseFormValues): CreateRelease {
  return ZCreateRelease.parse({ ...toUpdateBody(values), initiativeId: values.initiativeId });
}

/**
 * A name typed into the manager picker without choosing a person would be dropped silently on
 * save; it is marked instead.
 */
function managerProblem(values: ReleaseFormValues): FormErrors {
  return values.releaseTrainManagerId === null && values.releaseTrainManagerName.trim() !== ''
    ? { releaseTrainManagerId: MSG.releases.managerInvalid }
    : {};
}

const checkCreate = zodResolver(ZCreateRelease);
const checkUpdate = zodResolver(ZUpdateRelease);

export function validateCreate(values: ReleaseFormValues): FormErrors {
  return { ...checkCreate({ ...values, ...datesOf(values) }), ...managerProblem(values) };
}

export function validateUpdate(values: ReleaseFormValues): FormErrors {
  const { initiativeId: _, ...editable } = values;
  return { ...checkUpdate({ ...editable, ...datesOf(values) }), ...managerProblem(values) };
}

/** A stage's picker starts at the latest date set for the stages before it. */
export function minDateFor(values: ReleaseStageDates, stage: ReleaseStageDate): string | undefined {
  let latest: string | undefined;
  for (const earlier of RELEASE_STAGE_DATES) {
    if (earlier === stage) {
      break;
    }
    const value = values[earlier];
    if (value && (latest === undefined || value > latest)) {
      latest = value;
    }
  }
  return latest;
}
