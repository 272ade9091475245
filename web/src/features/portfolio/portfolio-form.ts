import type { FormErrors } from '@mantine/form';
import { MSG } from '@squadboard/domain';
import {
  type CreatePortfolioNode,
  type PortfolioNode,
  type PortfolioStatus,
  type UpdatePortfolioNode,
  ZCreatePortfolioNode,
  ZUpdatePortfolioNode,
} from '@squadboard/domain/portfolio/portfolio.schema';
import type { PortfolioLevel } from '@squadboard/domain/work-items/work-item.model';
import { ApiError } from '../../lib/api-client.ts';
import { showFailure } from '../../lib/failures.ts';
import { zodResolver } from '../../lib/form.ts';

// The values of the create and edit forms and their mapping onto ZCreatePortfolioNode and
// ZUpdatePortfolioNode, kept apart from the pages so the checks can be tested without rendering.

export interface PortfolioFormValues {
  level: PortfolioLevel;
  /** The Initiative of a Project; ignored for an Initiative. */
  parentId: string | null;
  title: string;
  acronym: string;
  description: string;
  ownerId: string | null;
  /** What the owner type-ahead shows; only a picked person (ownerId) is sent. */
  ownerName: string;
  /** YYYY-MM-DD, as Mantine's DatePickerInput holds it. */
  plannedStart: string | null;
  plannedEnd: string | null;
  status: PortfolioStatus;
}

/** A blank form; the owner starts as the person creating it, the most common choice. */
export function emptyPortfolioForm(
  owner: { id: string; name: string } | null,
  start: Partial<Pick<PortfolioFormValues, 'level' | 'parentId'>> = {},
): PortfolioFormValues {
  return {
    level: start.level ?? 'Initiative',
    parentId: start.parentId ?? null,
    title: '',
    acronym: '',
    description: '',
    ownerId: owner?.id ?? null,
    ownerName: owner?.name ?? '',
    plannedStart: null,
    plannedEnd: null,
    status: 'Not Started',
  };
}

export function valuesOfNode(node: PortfolioNode): PortfolioFormValues {
  return {
    level: node.level,
    parentId: node.parentId,
    title: node.title,
    acronym: node.acronym,
    description: node.description,
    ownerId: node.ownerId,
    // A node whose owner has left keeps their name on record, but it must be picked anew.
    ownerName: node.ownerId ? node.ownerName : '',
    plannedStart: node.plannedStart,
    plannedEnd: node.plannedEnd,
    status: node.status,
  };
}

/** The fields as the schemas read them: the type-ahead's text stays behind, and so does a stray Initiative. */
function fieldsOf(values: PortfolioFormValues) {
  return {
    parentId: values.level === 'Project' ? values.parentId : null,
    title: values.title,
    acronym: values.acronym,
    description: values.description,
    ownerId: values.ownerId,
    plannedStart: values.plannedStart || null,
    plannedEnd: values.plannedEnd || null,
    status: values.status,
  };
}

const createErrors = zodResolver(ZCreatePortfolioNode);
const updateErrors = zodResolver(ZUpdatePortfolioNode);

export function validateCreateForm(values: PortfolioFormValues): FormErrors {
  return createErrors({ level: values.level, ...fieldsOf(values) });
}

/** The edit schema lets the Initiative be left out (the server then keeps it); the form always shows one. */
export function validateUpdateForm(values: PortfolioFormValues): FormErrors {
  const errors = updateErrors(fieldsOf(values));
  if (values.level === 'Project' && !values.parentId && !errors.parentId) {
    errors.parentId = MSG.portfolio.initiativeRequired;
  }
  return errors;
}

/** The POST body (trimmed, acronym upper-cased by the schema) for values that passed validation. */
export function toCreateBody(values: PortfolioFormValues): CreatePortfolioNode {
  return ZCreatePortfolioNode.parse({ level: values.level, ...fieldsOf(values) });
}

export function toUpdateBody(values: PortfolioFormValues): UpdatePortfolioNode {
  return ZUpdatePortfolioNode.parse(fieldsOf(values));
}

interface FieldErrorTarget {
  setErrors: (errors: FormErrors) => void;
  setFieldError: (path: 'acronym', error: string) => void;
}

/**
 * A refused save: the toast, field errors on their fields, and a taken acronym (409, no field in
 * the answer) under the acronym too, where the person fixes it.
 */
export function showSaveError(error: unknown, form: FieldErrorTarget): void {
  showFailure(error, { form });
  if (error instanceof ApiError && error.code === 'PORTFOLIO_ACRONYM_TAKEN') {
    form.setFieldError('acronym', error.message);
  }
}
