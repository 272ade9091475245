import { intervalOf } from '@squadboard/domain/billing/billing.rules';
import type { StripeForm } from './stripe-form.ts';
import {
  type Json,
  missing,
  newId,
  periodEndOf,
  type StandInStore,
  StripeApiError,
} from './stripe-stand-in-store.ts';

// The stand-in's API: the requests the Stripe provider makes, answered from the store the way
// Stripe answers them. Anything else is Stripe's 404 for an unknown URL.

/** `/v1/subscriptions/sub_…` and the like: one object of a collection. */
const ONE_OBJECT = /^(\/v1\/(?:customers|checkout\/sessions|subscriptions))\/[^/]+$/;

export function handleStripeRequest(
  store: StandInStore,
  baseUrl: string,
  method: string,
  path: string,
  query: StripeForm,
  body: StripeForm,
): Json {
  const { customers, paymentMethods, sessions, prices, invoices, now } = store;
  const expand = ((body.expand ?? query.expand ?? []) as string[]).map(String);
  const route = `${method} ${path.replace(ONE_OBJECT, '$1/:id')}`;
  const id = path.split('/').pop() ?? '';
  switch (route) {
    case 'POST /v1/customers': {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        email: body.email ?? null,
        name: body.name ?? null,
        metadata: body.metadata ?? {},
        invoice_settings: { default_payment_method: null },
      };
      customers.set(customer.id, customer);
      return customer;
    }
    case 'GET /v1/customers/:id': {
      const customer = customers.get(id);
      if (!customer) {
        throw missing('customer', id);
      }
      const settings = customer.invoice_settings as { default_payment_method: string | null };
      const methodId = settings.default_payment_method;
      return expand.includes('invoice_settings.default_payment_method') && methodId
        ? { ...customer, invoice_settings: { default_payment_method: paymentMethods.get(methodId) } }
        : customer;
    }
    case 'GET /v1/prices': {
      const keys = ((query.lookup_keys ?? []) as string[]).map(String);
      const active = query.active === undefined ? null : query.active === 'true';
      return store.list(
        prices.filter(
          (p) =>
            (keys.length === 0 || keys.includes(p.lookup_key)) && (active === null || p.active === active),
        ),
        '/v1/prices',
      );
    }
    case 'POST /v1/checkout/sessions': {
      const customer = String(body.customer ?? '');
      if (!customers.has(customer)) {
        throw missing('customer', customer);
      }
      const items = (body.line_items ?? []) as { price: string }[];
      const plan = store.planOfPrice(items[0]?.price);
      const sessionId = newId('cs');
      const session = {
        id: sessionId,
        object: 'checkout.session',
        mode: body.mode,
        status: 'open',
        payment_status: 'unpaid',
        customer,
        client_reference_id: body.client_reference_id ?? null,
        metadata: body.metadata ?? {},
        subscription: null,
        success_url: String(body.success_url).replace('{CHECKOUT_SESSION_ID}', sessionId),
        cancel_url: body.cancel_url,
        url: `${baseUrl}/c/pay/${sessionId}`,
        // Kept to make the subscription when the payer finishes; Stripe does not echo these.
        plan,
        subscription_data: body.subscription_data ?? {},
      };
      sessions.set(sessionId, session);
      return session;
    }
    case 'GET /v1/checkout/sessions/:id': {
      const session = sessions.get(id);
      if (!session) {
        throw missing('checkout.session', id);
      }
      return session;
    }
    case 'GET /v1/subscriptions/:id':
      return store.renderSubscription(store.storedSubscription(id), expand);
    case 'POST /v1/subscriptions/:id': {
      const s = store.storedSubscription(id);
      if (s.status === 'canceled') {
        throw new StripeApiError(
          400,
          'A canceled subscription can only update its cancellation_details and metadata.',
        );
      }
      if (body.cancel_at_period_end !== undefined) {
        s.cancelAtPeriodEnd = body.cancel_at_period_end === 'true';
      }
      const items = body.items as { id: string; price: string }[] | undefined;
      if (items?.[0]) {
        if (items[0].id !== s.itemId) {
          throw missing('subscription_item', items[0].id);
        }
        const plan = store.planOfPrice(items[0].price);
        const at = body.proration_date === undefined ? now() : Number(body.proration_date);
        const lines = store.switchLines(s, plan, at);
        const newPeriod = s.status !== 'trialing' && intervalOf(plan) !== intervalOf(s.plan);
        store.billed(s, lines, now());
        s.plan = plan;
        if (newPeriod) {
          s.periodStart = at;
          s.periodEnd = periodEndOf(at, plan);
        }
      }
      return store.renderSubscription(s, expand);
    }
    case 'POST /v1/invoices/create_preview': {
      const s = store.storedSubscription(String(body.subscription ?? ''));
      const details = (body.subscription_details ?? {}) as {
        items?: { id: string; price: string }[];
        proration_date?: string;
      };
      const item = details.items?.[0];
      if (!item || item.id !== s.itemId) {
        throw new StripeApiError(400, 'subscription_details[items] must name the subscription item');
      }
      const at = details.proration_date === undefined ? now() : Number(details.proration_date);
      const preview = store.renderInvoice(
        s.customer,
        s.id,
        store.switchLines(s, store.planOfPrice(item.price), at),
        now(),
      );
      return { ...preview, id: null };
    }
    case 'GET /v1/invoices': {
      const limit = Math.min(Number(query.limit ?? 10), 100);
      const mine = invoices.filter((i) => query.customer === undefined || i.customer === query.customer);
      const newestFirst = mine.reverse().sort((a, b) => (b.created as number) - (a.created as number));
      return {
        ...store.list(newestFirst.slice(0, limit), '/v1/invoices'),
        has_more: newestFirst.length > limit,
      };
    }
    case 'POST /v1/billing_portal/sessions': {
      const customer = String(body.customer ?? '');
      if (!customers.has(customer)) {
        throw missing('customer', customer);
      }
      const portalId = newId('bps');
      return {
        id: portalId,
        object: 'billing_portal.session',
        customer,
        return_url: body.return_url ?? null,
        flow: body.flow_data ? { type: (body.flow_data as Json).type } : null,
        url: `${baseUrl}/p/session/${portalId}`,
      };
    }
    default:
      throw new StripeApiError(404, `Unrecognized request URL (${method}: ${path}).`);
  }
}
