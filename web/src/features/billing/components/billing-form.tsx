import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG } from '@squadboard/domain';
import { formatMoney } from '@squadboard/domain/billing/billing.rules';
import { BILLING_FORM_YEARS, type TestCheckout } from '@squadboard/domain/billing/billing.schema';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { showFailure } from '../../../lib/failures.ts';
import { parseWith, zodResolver } from '../../../lib/form.ts';
import { browserNavigation } from '../../../lib/leave-app.ts';
import { toast } from '../../../lib/toast.ts';
import { UI } from '../../../lib/ui-strings.ts';
import { usePayTestCheckout } from '../api/pay-test-checkout.ts';
import { BILLING_PLACES, ZBillingFormBody } from '../billing-places.ts';
import { BILLING_UI } from '../billing-strings.ts';
import { CardMarks } from './card-marks.tsx';

// The billing form of spec 000 §2 and §5 (the test provider's hosted checkout), checked with the
// very schema the server uses. Selects hold strings; the payload turns them into numbers.

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  address: string;
  country: string;
  state: string;
  cardName: string;
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
  terms: boolean;
}

function payloadOf(values: Values): unknown {
  return {
    ...values,
    cardNumber: values.cardNumber.replace(/\s/g, ''),
    expiryMonth: values.expiryMonth ? Number(values.expiryMonth) : undefined,
    expiryYear: values.expiryYear ? Number(values.expiryYear) : undefined,
  };
}

const validateBillingForm = zodResolver(ZBillingFormBody);

/** "4242424242424242" typed or pasted reads "4242 4242 4242 4242". */
export function groupCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

const COUNTRY_OPTIONS = BILLING_PLACES.countries.map((country) => ({
  value: country.code,
  label: country.name,
}));
const MONTH_OPTIONS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
const YEAR_OPTIONS = Array.from({ length: BILLING_FORM_YEARS.max - BILLING_FORM_YEARS.min + 1 }, (_, i) =>
  String(BILLING_FORM_YEARS.min + i),
);
const TWO_COLUMNS = { base: 1, xs: 2 } as const;

export function BillingForm({ checkout }: { checkout: TestCheckout }) {
  const navigate = useNavigate();
  const pay = usePayTestCheckout();
  const form = useForm<Values>({
    initialValues: {
      firstName: '',
      lastName: '',
      email: checkout.email,
      address: '',
      country: '',
      state: '',
      cardName: '',
      cardNumber: '',
      expiryMonth: '',
      expiryYear: '',
      cvv: '',
      terms: false,
    },
    validate: (values) => validateBillingForm(payloadOf(values)),
  });
  const setup = checkout.mode === 'setup';
  const states = BILLING_PLACES.statesOf(form.values.country) ?? [];

  const submit = form.onSubmit((values) => {
    const body = parseWith(ZBillingFormBody, payloadOf(values));
    pay.mutate(
      { id: checkout.id, form: body },
      {
        onSuccess: ({ redirectUrl }) => {
          // The provider answers an address of this app (relative); anything else is left for.
          if (/^\/(?!\/)/.test(redirectUrl)) {
            void navigate(redirectUrl);
          } else {
            browserNavigation.assign(redirectUrl);
          }
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'CARD_DECLINED') {
            toast.error(MSG.billing.failedToPay);
            form.setFieldError('cardNumber', error.message);
            return;
          }
          showFailure(error, { form });
        },
      },
    );
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={TWO_COLUMNS} spacing="md">
            <TextInput
              label={BILLING_UI.firstName}
              autoComplete="given-name"
              required
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={BILLING_UI.lastName}
              autoComplete="family-name"
              required
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label={BILLING_UI.email}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <TextInput
            label={BILLING_UI.address}
            autoComplete="street-address"
            required
            {...form.getInputProps('address')}
          />
          <SimpleGrid cols={TWO_COLUMNS} spacing="md">
            <Select
              label={BILLING_UI.country}
              data={COUNTRY_OPTIONS}
              searchable
              required
              autoComplete="off"
              {...form.getInputProps('country')}
              value={form.values.country || null}
              onChange={(code) => {
                form.setFieldValue('country', code ?? '');
                // Another country's states are not choices any more.
                form.setFieldValue('state', '');
              }}
            />
            <Select
              label={BILLING_UI.state}
              data={[...states]}
              searchable
              required
              disabled={!form.values.country}
              placeholder={form.values.country ? undefined : BILLING_UI.chooseCountryFirst}
              autoComplete="off"
              {...form.getInputProps('state')}
              // Empty is null to a Select: it then clears what it shows, too.
              value={form.values.state || null}
              onChange={(state) => form.setFieldValue('state', state ?? '')}
            />
          </SimpleGrid>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {BILLING_UI.paymentMethods}
            </Text>
            <CardMarks />
          </Stack>
          <TextInput
            label={BILLING_UI.cardName}
            autoComplete="cc-name"
            required
            {...form.getInputProps('cardName')}
          />
          <TextInput
            label={BILLING_UI.cardNumber}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            required
            {...form.getInputProps('cardNumber')}
            onChange={(event) => form.setFieldValue('cardNumber', groupCardNumber(event.currentTarget.value))}
          />
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <Select
              label={BILLING_UI.expiryMonth}
              data={MONTH_OPTIONS.map((label) => ({ value: String(Number(label)), label }))}
              placeholder="MM"
              required
              autoComplete="off"
              {...form.getInputProps('expiryMonth')}
              value={form.values.expiryMonth || null}
              onChange={(month) => form.setFieldValue('expiryMonth', month ?? '')}
            />
            <Select
              label={BILLING_UI.expiryYear}
              data={YEAR_OPTIONS}
              placeholder="YYYY"
              required
              autoComplete="off"
              {...form.getInputProps('expiryYear')}
              value={form.values.expiryYear || null}
              onChange={(year) => form.setFieldValue('expiryYear', year ?? '')}
            />
            <TextInput
              label={BILLING_UI.cvv}
              type="password"
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              required
              {...form.getInputProps('cvv')}
            />
          </SimpleGrid>
          <Checkbox
            label={
              <>
                {BILLING_UI.termsPrefix}{' '}
                <Anchor component={Link} to="/terms" target="_blank" inherit>
                  {UI.termsOfService}
                </Anchor>
              </>
            }
            {...form.getInputProps('terms', { type: 'checkbox' })}
          />
          <Alert color="gray" variant="light" p="xs">
            <Text size="sm">{BILLING_UI.testModeNote}</Text>
          </Alert>
          <Button type="submit" fullWidth size="md" loading={pay.isPending}>
            {setup ? BILLING_UI.saveCard : BILLING_UI.pay(formatMoney(checkout.dueToday, checkout.currency))}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
