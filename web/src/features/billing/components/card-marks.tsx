import { Group } from '@mantine/core';
import { BILLING_UI } from '../billing-strings.ts';

// The payment-method pictures of the billing form (spec 000 §2): small marks drawn inline, so
// the form needs no image requests and each mark has its name for screen readers.

const MARK = { width: 44, height: 28, viewBox: '0 0 44 28' } as const;

function Visa() {
  return (
    <svg {...MARK} role="img" aria-label="Visa">
      <rect width="44" height="28" rx="4" fill="#1a1f71" />
      <text x="22" y="19" textAnchor="middle" fontSize="12" fontWeight="700" fontStyle="italic" fill="#fff">
        VISA
      </text>
    </svg>
  );
}

function Mastercard() {
  return (
    <svg {...MARK} role="img" aria-label="Mastercard">
      <rect width="44" height="28" rx="4" fill="#f4f4f4" stroke="#ddd" />
      <circle cx="18" cy="14" r="8" fill="#eb001b" />
      <circle cx="26" cy="14" r="8" fill="#f79e1b" fillOpacity="0.9" />
    </svg>
  );
}

function Amex() {
  return (
    <svg {...MARK} role="img" aria-label="American Express">
      <rect width="44" height="28" rx="4" fill="#2e77bc" />
      <text x="22" y="18" textAnchor="middle" fontSize="9" fontWeight="700" fill="#fff">
        AMEX
      </text>
    </svg>
  );
}

export function CardMarks() {
  return (
    <Group gap={6} role="group" aria-label={BILLING_UI.paymentMethods}>
      <Visa />
      <Mastercard />
      <Amex />
    </Group>
  );
}
