import { z } from 'zod';

// The shapes of answers that are not a page (pagination has its own): written once here, named
// once in their module's schema, and imported by both the route that answers and the web call
// that reads it, so the two cannot drift.

/** A change's answer: the spec's confirmation to show ("Action deleted successfully" …). */
export const ZMessageResult = z.object({ message: z.string() });
export type MessageResult = z.infer<typeof ZMessageResult>;

/** The confirmation and what the change made of the thing: `ZMessageWith({ action: ZAction })`. */
export function ZMessageWith<S extends z.ZodRawShape>(shape: S) {
  return ZMessageResult.extend(shape);
}

/** A whole, unpaged list: `{ items: T[] }`. */
export function ZItems<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item) });
}
