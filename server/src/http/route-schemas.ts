import { ZApiError } from '@squadboard/domain';
import { z } from 'zod';

// The pieces every route's schema repeats, written once: the error answers every /api route may
// give (http/error-handler.ts turns any failure into ZApiError) and the path parameters of a
// resource addressed by its id.

/** Spread into a route's `response`: `{ 200: ZThing, ...API_ERRORS }`. */
export const API_ERRORS = { '4xx': ZApiError, '5xx': ZApiError };

/** `/:id` of a resource. */
export const ZIdParams = z.object({ id: z.uuid() });

/** `/:id/…/:<name>`: a resource and one of its parts, e.g. `zIdParamsWith('commentId')`. */
export function zIdParamsWith<K extends string>(name: K) {
  return z.object({ id: z.uuid(), ...({ [name]: z.uuid() } as Record<K, z.ZodUUID>) });
}
