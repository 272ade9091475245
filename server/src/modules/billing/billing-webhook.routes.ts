import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_ROUTE } from '../../http/api-module.ts';
import { appError } from '../../http/app-error.ts';
import { API_ERRORS } from '../../http/route-schemas.ts';

// Stripe's signed events. The signature covers the exact bytes Stripe sent, so this plugin (and
// only it: Fastify scopes content-type parsers to the plugin) keeps JSON bodies as raw buffers;
// the provider verifies and reads them. Stripe posts application/json, which the CSRF guard
// lets through, and the route has no rate limit (the plugin is registered with global: false),
// so a burst of events after an outage is not refused.

const ZReceived = z.object({ received: z.literal(true) });

/** POST /api/billing/webhook: Stripe's signed events. */
export async function billingWebhookRoutes(app: FastifyInstance): Promise<void> {
  const { billing } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  r.post(
    '/webhook',
    {
      config: PUBLIC_ROUTE,
      schema: {
        tags: ['billing'],
        summary:
          "Stripe's webhook: a signed event (the `stripe-signature` header over the raw body) makes the product re-read the subscription or checkout it names",
        response: { 200: ZReceived, ...API_ERRORS },
      },
    },
    async (request) => {
      const provider = billing.provider;
      if (!provider.readWebhook) {
        // The built-in test provider has no webhooks: there is nothing here to post to.
        throw appError('NOT_FOUND');
      }
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers['stripe-signature'];
      // Throws WEBHOOK_SIGNATURE (400) before anything changes when the signature does not verify.
      const event = provider.readWebhook(raw, typeof header === 'string' ? header : undefined);
      await billing.applyProviderEvent(event);
      return { received: true as const };
    },
  );
}
