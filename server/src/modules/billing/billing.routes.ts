import {
  ZBillingState,
  ZCancelRequest,
  ZCheckoutRequest,
  ZConfirmedCheckout,
  ZInvoices,
  ZPlanPrices,
  ZRedirect,
  ZSessionId,
  ZSwitchPreview,
  ZSwitchPreviewRequest,
  ZSwitchRequest,
  ZUrl,
} from '@squadboard/domain/billing/billing.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PUBLIC_ROUTE } from '../../http/api-module.ts';
import { API_ERRORS } from '../../http/route-schemas.ts';
import { callerOf } from '../auth/session.ts';
import { testCheckoutRoutes } from './test-checkout.routes.ts';

const tags = ['billing'];

/**
 * Plans and payment: prices for everyone, the plan's state for every member; only a
 * Super Admin checks out, switches, cancels, resumes, changes the card and reads the invoices
 * (else 403 PLAN_FORBIDDEN). Stripe's webhook is in billing-webhook.routes.ts.
 */
export async function billingRoutes(app: FastifyInstance): Promise<void> {
  const { billing, billingClock } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onClose', async () => billingClock.stop());

  r.get(
    '/prices',
    {
      config: PUBLIC_ROUTE,
      schema: {
        tags,
        summary:
          "The paid plans' prices per interval (minor units) from the payment provider, and the trial's days",
        response: { 200: ZPlanPrices, ...API_ERRORS },
      },
    },
    async () => billing.prices(),
  );

  r.get(
    '',
    {
      schema: {
        tags,
        summary:
          "The organisation's plan, its limits, squad count and subscription (My Plan, the plans page)",
        response: { 200: ZBillingState, ...API_ERRORS },
      },
    },
    async (request) => billing.getState(callerOf(request)),
  );

  r.post(
    '/checkout',
    {
      schema: {
        tags,
        summary:
          "Start the provider's hosted checkout for a paid plan (a first subscription gets the 30-day trial); 409 ALREADY_SUBSCRIBED while one runs",
        body: ZCheckoutRequest,
        response: { 200: ZRedirect, ...API_ERRORS },
      },
    },
    async (request) => billing.startCheckout(callerOf(request), request.body.plan),
  );

  r.post(
    '/checkout/confirm',
    {
      schema: {
        tags,
        summary:
          'After the hosted checkout (?session_id=): sync the subscription and answer the order confirmation; idempotent. 402 CHECKOUT_OPEN while unpaid',
        body: ZSessionId,
        response: { 200: ZConfirmedCheckout, ...API_ERRORS },
      },
    },
    async (request) => billing.confirmCheckout(callerOf(request), request.body.sessionId),
  );

  r.post(
    '/switch/preview',
    {
      schema: {
        tags,
        summary: 'The invoice a switch to another paid plan would make now, with its proration lines',
        body: ZSwitchPreviewRequest,
        response: { 200: ZSwitchPreview, ...API_ERRORS },
      },
    },
    async (request) => billing.previewSwitch(callerOf(request), request.body.plan),
  );

  r.post(
    '/switch',
    {
      schema: {
        tags,
        summary:
          'Switch plan, charging what the preview at prorationDate showed; 409 PREVIEW_EXPIRED when that preview is over 30 minutes old',
        body: ZSwitchRequest,
        response: { 200: ZBillingState, ...API_ERRORS },
      },
    },
    async (request) => billing.switchPlan(callerOf(request), request.body),
  );

  r.post(
    '/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel membership at the end of the period, with an optional comment',
        body: ZCancelRequest,
        response: { 200: ZBillingState, ...API_ERRORS },
      },
    },
    async (request) => billing.cancel(callerOf(request), request.body.comment),
  );

  r.post(
    '/resume',
    {
      schema: {
        tags,
        summary: 'Take back a cancel before the period ends; 409 NOT_CANCELLING otherwise',
        response: { 200: ZBillingState, ...API_ERRORS },
      },
    },
    async (request) => billing.resume(callerOf(request)),
  );

  r.post(
    '/payment-method',
    {
      schema: {
        tags,
        summary:
          "'Update payment method': where to change the card (Stripe's billing portal), back to My Plan",
        response: { 200: ZUrl, ...API_ERRORS },
      },
    },
    async (request) => billing.startCardUpdate(callerOf(request)),
  );

  r.get(
    '/invoices',
    {
      schema: {
        tags,
        summary: 'Payment History: the card and the latest 24 invoices, newest first',
        response: { 200: ZInvoices, ...API_ERRORS },
      },
    },
    async (request) => billing.invoices(callerOf(request)),
  );

  await app.register(testCheckoutRoutes);
}
