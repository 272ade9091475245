import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG, type SessionUser } from '@squadboard/domain';
import {
  CONFIRM_PARAM,
  parseUnsubscribeId,
  type UnsubscribeResult,
  ZUnsubscribeRequest,
} from '@squadboard/domain/notifications/unsubscribe.schema';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { FormCard } from '../../components/form-card.tsx';
import { ApiError, CLIENT_ERROR_CODES } from '../../lib/api-client.ts';
import { parseWith, zodResolver } from '../../lib/form.ts';
import { ME_QUERY_KEY } from '../../lib/session.tsx';
import { toast } from '../../lib/toast.ts';
import { useUnsubscribe } from './api/unsubscribe.ts';
import { UNSUBSCRIBE_UI as UI } from './unsubscribe-strings.ts';

const ZEmailField = ZUnsubscribeRequest.pick({ email: true });

type Outcome = { tone: 'success' | 'info' | 'error'; message: string };

const ALERT_COLOURS: Record<Outcome['tone'], string> = { success: 'teal', info: 'blue', error: 'red' };

/**
 * The signed-in user as the public layout already fetched it. Reading the cache (skipToken: never
 * fetch here) keeps this feature independent of the auth feature (conventions rule 6).
 */
function useKnownUser(): SessionUser | null {
  const me = useQuery<SessionUser | null>({ queryKey: ME_QUERY_KEY, queryFn: skipToken });
  return me.data ?? null;
}

/** Spec 001 §7: the answer's status decides the message. */
function outcomeOf(result: UnsubscribeResult, email: string): Outcome {
  switch (result.status) {
    case 'Success':
      return { tone: 'success', message: MSG.unsubscribe.unsubscribed };
    case 'Unsubscribed':
      return { tone: 'info', message: MSG.unsubscribe.alreadyUnsubscribed };
    case 'ConfirmationSent':
      return { tone: 'info', message: MSG.unsubscribe.confirmationSent(email) };
  }
}

/**
 * The confirmation links already followed in this tab: the page unsubscribes on opening one, and
 * only once, even if the page is mounted again.
 */
const followedConfirmations = new Set<string>();

/** A transport failure is 'Something went wrong.'; any refusal by the server is the spec's failure. */
function failureOf(error: unknown): Outcome {
  const unreachable =
    !(error instanceof ApiError) ||
    error.code === CLIENT_ERROR_CODES.network ||
    error.code === CLIENT_ERROR_CODES.badResponse;
  return { tone: 'error', message: unreachable ? MSG.generic.somethingWentWrong : MSG.unsubscribe.failed };
}

function showToast(outcome: Outcome): void {
  toast[outcome.tone](outcome.message);
}

interface UnsubscribeFormProps {
  linkEmail: string | null;
  token: string | null;
  /** Opened from the confirmation mail (`?confirm=1`): unsubscribe at once, no button to press. */
  confirming: boolean;
}

function UnsubscribeForm({ linkEmail, token, confirming }: UnsubscribeFormProps) {
  const user = useKnownUser();
  const request = useUnsubscribe();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Spec 001 §2.2: the signed-in user's address first, else the one the link names.
  const prefill = user?.email ?? linkEmail ?? '';

  // Mantine validates on submit only, so errors show only after a submit (spec 001 §5).
  const form = useForm({ initialValues: { email: prefill }, validate: zodResolver(ZEmailField) });

  // The session may answer after the first render: take its address unless typed over.
  const { isTouched, setFieldValue } = form;
  useEffect(() => {
    if (prefill && !isTouched('email')) {
      setFieldValue('email', prefill);
    }
  }, [prefill, isTouched, setFieldValue]);

  const send = (email: string) => {
    // The token vouches for the link's address only; another address is mailed its own link.
    const forLinkAddress = token !== null && email === linkEmail?.toLowerCase();
    setOutcome(null);
    request.mutate(forLinkAddress ? { email, token } : { email }, {
      onSuccess: (result) => {
        const next = outcomeOf(result, email);
        setOutcome(next);
        showToast(next);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) {
          form.setErrors(error.fields);
        }
        const next = failureOf(error);
        setOutcome(next);
        showToast(next);
      },
    });
  };

  const submit = form.onSubmit((values) => send(parseWith(ZEmailField, values).email));

  // The link of the confirmation mail unsubscribes when followed (conventions: where we differ).
  const confirmAddress = confirming && token !== null ? (linkEmail?.toLowerCase() ?? null) : null;
  const sendOnOpen = useRef(send);
  sendOnOpen.current = send;
  useEffect(() => {
    const key = confirmAddress && `${confirmAddress}.${token}`;
    if (key && !followedConfirmations.has(key)) {
      followedConfirmations.add(key);
      sendOnOpen.current(confirmAddress);
    }
  }, [confirmAddress, token]);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={UI.email}
          placeholder={UI.emailPlaceholder}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        {outcome && (
          <Alert role="status" color={ALERT_COLOURS[outcome.tone]} variant="light">
            {outcome.message}
          </Alert>
        )}
        <Button type="submit" fullWidth loading={request.isPending}>
          {UI.submit}
        </Button>
      </Stack>
    </form>
  );
}

/** /unsubscribe and /unsubscribe/{id} (spec 001 §2.2): stop non-essential mail to an address. */
export function UnsubscribePage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const confirming = search.get(CONFIRM_PARAM) === '1';
  // The id's format is in domain/src/notifications/unsubscribe.schema.ts; an unreadable one
  // just leaves the field empty.
  const link = useMemo(() => (id ? parseUnsubscribeId(id) : { email: null, token: null }), [id]);

  return (
    <FormCard title={UI.title} subtitle={UI.subtitle}>
      {/* Another link starts a fresh form. */}
      <UnsubscribeForm key={id ?? ''} linkEmail={link.email} token={link.token} confirming={confirming} />
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/sign-up">
          {MSG.unsubscribe.joinToday}
        </Anchor>
      </Text>
    </FormCard>
  );
}
