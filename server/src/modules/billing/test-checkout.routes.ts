import { ZTestCheckout } from '@squadboard/domain/billing/billing.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERRORS } from '../../http/route-schemas.ts';
import { callerOf } from '../auth/session.ts';
import { ZBillingFormBody } from './billing-places.ts';

const tags = ['billing'];
const ZCheckoutId = z.object({ id: z.string().trim().min(1).max(255) });

/**
 * The built-in test provider's hosted checkout, served by the product itself (the /billing-form
 * page): only for the Super Admin of the organisation that started it; 404 under Stripe.
 */
export async function testCheckoutRoutes(app: FastifyInstance): Promise<void> {
  const { billing } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/test-checkout/:id',
    {
      schema: {
        tags,
        summary: "What the test provider's billing form shows: plan, price, what is due today, the trial",
        params: ZCheckoutId,
        response: { 200: ZTestCheckout, ...API_ERRORS },
      },
    },
    async (request) => billing.describeTestCheckout(callerOf(request), request.params.id),
  );

  r.post(
    '/test-checkout/:id/pay',
    {
      schema: {
        tags,
        summary:
          'Pay the test checkout (or save the card in setup mode): 4242… succeeds, any other number is 402 CARD_DECLINED and nothing changes',
        params: ZCheckoutId,
        body: ZBillingFormBody,
        response: { 200: z.object({ redirectUrl: z.string() }), ...API_ERRORS },
      },
    },
    async (request) => billing.payTestCheckout(callerOf(request), request.params.id, request.body),
  );
}
