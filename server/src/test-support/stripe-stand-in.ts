import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type PaidPlan, PLAN_LABELS, TEST_CARDS } from '@squadboard/domain/billing/billing.model';
import Stripe from 'stripe';
import { parseStripeForm } from './stripe-form.ts';
import { handleStripeRequest } from './stripe-stand-in-api.ts';
import {
  createStandInStore,
  type Json,
  newId,
  periodEndOf,
  type StoredSubscription,
  StripeApiError,
  toSeconds,
} from './stripe-stand-in-store.ts';

// A local stand-in for the part of Stripe's API the product uses, in memory, on a random port: the
// official SDK talks to it over HTTP (STRIPE_API_URL), and its webhooks are signed with the real
// scheme, so the Stripe provider and the webhook route are tested by round trips. It prices and
// prorates like the built-in test provider. What Stripe's servers would do on their own (a payer
// finishing the hosted checkout, a period ending) the test asks for with the helpers below.

const DAY = 86_400;

export const STAND_IN_SECRET_KEY = 'sk_test_stand_in';
export const STAND_IN_WEBHOOK_SECRET = 'whsec_stand_in';

/** Where events go, e.g. app.inject on /api/billing/webhook; answers the HTTP status. */
export type WebhookTarget = (payload: string, signature: string) => Promise<number>;

interface Delivery {
  type: string;
  payload: string;
  status: number;
}

export interface StripeStandIn {
  /** e.g. http://127.0.0.1:40123, for STRIPE_API_URL. */
  url: string;
  /** STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_API_URL pointing here. */
  env: Record<string, string>;
  /** Where events go; until set, sending one fails the test. */
  deliverTo(target: WebhookTarget): void;
  /** The stand-in's clock (seconds), for new objects; real time unless set. */
  setNow(date: Date): void;
  /** The payer finishes the hosted checkout; sends `checkout.session.completed`. */
  completeCheckout(
    sessionId: string,
    payer?: { card?: string },
  ): Promise<{ subscriptionId: string; status: number }>;
  /** Time reaches `to`: trials end, periods renew (`customer.subscription.updated`) or end (`…deleted`). */
  advance(subscriptionId: string, to: Date): Promise<number[]>;
  /** The payer changes the card in the billing portal; sends `customer.subscription.updated`. */
  updateCard(subscriptionId: string, card: string): Promise<number>;
  /** Sends an event about `object` (signed), as Stripe would. */
  sendEvent(type: string, object: Json): Promise<number>;
  /** Sends a payload already sent once, signed again (Stripe retries deliveries). */
  redeliver(payload: string): Promise<number>;
  /** Every event sent, in order. */
  deliveries: Delivery[];
  /** The API requests received ("POST /v1/customers"), in order. */
  requests: string[];
  subscription(id: string): Json | null;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  let url = '';
  const store = createStandInStore(() => url);
  const { now, sessions, subscriptions } = store;
  const deliveries: Delivery[] = [];
  const requests: string[] = [];
  let target: WebhookTarget | null = null;

  async function sendEvent(type: string, object: Json): Promise<number> {
    const payload = JSON.stringify(
      {
        id: newId('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: now(),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object },
      },
      null,
      2,
    );
    return deliver(type, payload);
  }

  async function deliver(type: string, payload: string): Promise<number> {
    if (!target) {
      throw new Error('stripe stand-in: no webhook target (call deliverTo first)');
    }
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: STAND_IN_WEBHOOK_SECRET });
    const status = await target(payload, signature);
    deliveries.push({ type, payload, status });
    return status;
  }

  async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const address = new URL(request.url ?? '/', 'http://stand-in');
    const method = request.method ?? 'GET';
    requests.push(`${method} ${address.pathname}`);
    let status = 200;
    let answer: Json;
    try {
      if (request.headers.authorization !== `Bearer ${STAND_IN_SECRET_KEY}`) {
        throw new StripeApiError(401, 'Invalid API Key provided.');
      }
      const body = method === 'POST' ? parseStripeForm(await readBody(request)) : {};
      answer = handleStripeRequest(
        store,
        url,
        method,
        address.pathname,
        parseStripeForm(address.search.slice(1)),
        body,
      );
    } catch (error) {
      if (!(error instanceof StripeApiError)) {
        throw error;
      }
      status = error.status;
      const type = status === 401 ? 'authentication_error' : 'invalid_request_error';
      answer = { error: { type, message: error.message, ...(error.code ? { code: error.code } : {}) } };
    }
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
    response.end(JSON.stringify(answer));
  }

  const server = createServer((request, response) => {
    serve(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    env: {
      STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
      STRIPE_API_URL: url,
    },
    deliverTo(next) {
      target = next;
    },
    setNow: store.setNow,
    async completeCheckout(sessionId, payer = {}) {
      const session = sessions.get(sessionId);
      if (session?.status !== 'open') {
        throw new Error(`stripe stand-in: no open checkout ${sessionId}`);
      }
      const card = payer.card ?? TEST_CARDS.succeeds;
      if (card !== TEST_CARDS.succeeds) {
        throw new Error('stripe stand-in: the card was declined; Checkout stays open');
      }
      const customer = session.customer as string;
      const plan = session.plan as PaidPlan;
      const data = session.subscription_data as { trial_period_days?: string; metadata?: Json };
      const trialDays = Number(data.trial_period_days ?? 0);
      const start = now();
      const trialEnd = trialDays > 0 ? start + trialDays * DAY : null;
      const s: StoredSubscription = {
        id: newId('sub'),
        customer,
        itemId: newId('si'),
        plan,
        status: trialEnd ? 'trialing' : 'active',
        periodStart: start,
        periodEnd: trialEnd ?? periodEndOf(start, plan),
        trialStart: trialEnd ? start : null,
        trialEnd,
        cancelAtPeriodEnd: false,
        endedAt: null,
        paymentMethod: store.addCard(customer, card),
        metadata: data.metadata ?? {},
      };
      subscriptions.set(s.id, s);
      const label = PLAN_LABELS[plan];
      const amount = trialEnd ? 0 : store.priceOf(plan).unit_amount;
      store.billed(
        s,
        [{ description: trialEnd ? `Trial period for ${label}` : label, amount, start, end: s.periodEnd }],
        start,
      );
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: s.id });
      const status = await sendEvent('checkout.session.completed', session);
      return { subscriptionId: s.id, status };
    },
    async advance(subscriptionId, to) {
      const s = store.storedSubscription(subscriptionId);
      const statuses: number[] = [];
      while (s.status !== 'canceled' && s.periodEnd <= toSeconds(to)) {
        if (s.cancelAtPeriodEnd) {
          Object.assign(s, { status: 'canceled', endedAt: s.periodEnd });
          statuses.push(await sendEvent('customer.subscription.deleted', store.renderSubscription(s, [])));
          break;
        }
        const start = s.periodEnd;
        const end = periodEndOf(start, s.plan);
        const invoice = store.billed(
          s,
          [{ description: PLAN_LABELS[s.plan], amount: store.priceOf(s.plan).unit_amount, start, end }],
          start,
        );
        Object.assign(s, { status: 'active', periodStart: start, periodEnd: end });
        statuses.push(await sendEvent('customer.subscription.updated', store.renderSubscription(s, [])));
        statuses.push(await sendEvent('invoice.paid', invoice));
      }
      return statuses;
    },
    async updateCard(subscriptionId, card) {
      const s = store.storedSubscription(subscriptionId);
      s.paymentMethod = store.addCard(s.customer, card);
      return sendEvent('customer.subscription.updated', store.renderSubscription(s, []));
    },
    sendEvent,
    redeliver(payload) {
      return deliver((JSON.parse(payload) as { type: string }).type, payload);
    },
    deliveries,
    requests,
    subscription(id) {
      const s = subscriptions.get(id);
      return s ? store.renderSubscription(s, []) : null;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
