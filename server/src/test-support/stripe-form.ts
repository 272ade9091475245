// Stripe's SDK sends form-encoded bodies and query strings with bracket keys
// (`line_items[0][price]=price_x`, `expand[0]=default_payment_method`). This reads them back into
// the nested objects and arrays they came from; values stay strings, as Stripe's server sees them.

export type StripeFormValue = string | StripeFormValue[] | StripeForm;
export interface StripeForm {
  [key: string]: StripeFormValue;
}

function keysOf(name: string): string[] {
  const first = name.indexOf('[');
  if (first === -1) {
    return [name];
  }
  const rest = [...name.slice(first).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '');
  return [name.slice(0, first), ...rest];
}

/** Objects whose keys are all 0, 1, 2 … become arrays. */
function arrays(value: StripeFormValue): StripeFormValue {
  if (typeof value === 'string' || Array.isArray(value)) {
    return value;
  }
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, arrays(value[key] as StripeFormValue)] as const);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, item]) => item);
  }
  return Object.fromEntries(entries);
}

export function parseStripeForm(text: string): StripeForm {
  const root: StripeForm = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const keys = keysOf(name);
    let node = root;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) {
        node[key] = value;
        return;
      }
      const next = node[key];
      if (typeof next !== 'object' || Array.isArray(next)) {
        node[key] = {};
      }
      node = node[key] as StripeForm;
    });
  }
  return arrays(root) as StripeForm;
}
