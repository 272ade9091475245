import { Button, CopyButton, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { showFailure } from '../../../lib/failures.ts';
import { formatTimestamp } from '../../../lib/timestamp.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateCalendarFeed } from '../api/create-calendar-feed.ts';
import { useCalendarFeed } from '../api/get-calendar-feed.ts';
import { useRevokeCalendarFeed } from '../api/revoke-calendar-feed.ts';

const UI = MSG.calendarFeed;

/**
 * Account Settings → "Calendar feed": the private address a calendar app subscribes to. The
 * server answers the address only when it is made, so it is shown then, once, with a Copy
 * button; afterwards the section says when it was made and offers a new one or revoking.
 */
export function CalendarFeedSettings({ superAdmin }: { superAdmin: boolean }) {
  const status = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [shown, setShown] = useState<string | null>(null);
  const [asking, setAsking] = useState<'renew' | 'revoke' | null>(null);

  const makeAddress = () =>
    create.mutate(undefined, {
      onSuccess: ({ url }) => {
        setShown(url);
        setAsking(null);
        toast.success(UI.created);
      },
      onError: (error) => showFailure(error, { fallback: UI.failed }),
    });
  const revokeAddress = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setShown(null);
        setAsking(null);
        toast.success(UI.revoked);
      },
      onError: (error) => showFailure(error, { fallback: UI.failed }),
    });

  let body: ReactNode;
  if (status.data) {
    const { feed } = status.data;
    body = feed ? (
      <Stack gap="sm">
        {shown && <ShownOnce url={shown} />}
        <Text size="sm">
          {UI.madeOn(formatTimestamp(feed.createdAt))}{' '}
          {feed.lastReadAt ? UI.lastRead(formatTimestamp(feed.lastReadAt)) : UI.neverRead}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={() => setAsking('renew')}>
            {UI.renew}
          </Button>
          <Button variant="default" color="red" onClick={() => setAsking('revoke')}>
            {UI.revoke}
          </Button>
        </Group>
      </Stack>
    ) : (
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{UI.none}</Text>
        <Button onClick={makeAddress} loading={create.isPending}>
          {UI.create}
        </Button>
      </Stack>
    );
  } else if (status.isError) {
    body = (
      <Group gap="sm">
        <Text size="sm">{UI.loadFailed}</Text>
        <Button variant="light" size="xs" onClick={() => void status.refetch()}>
          {UI.tryAgain}
        </Button>
      </Group>
    );
  } else {
    body = <Loader size="sm" aria-label={UI.loading} />;
  }

  return (
    <Stack component="section" gap="sm" maw={560} aria-labelledby="calendar-feed-title">
      <Title order={2} fz="lg" id="calendar-feed-title">
        {UI.title}
      </Title>
      <Text size="sm" c="dimmed">
        {UI.intro}
        {superAdmin ? ` ${UI.superAdminNote}` : ''}
      </Text>
      {body}
      <ConfirmDialog
        opened={asking === 'renew'}
        title={UI.renewTitle}
        confirmLabel={UI.renew}
        cancelLabel={UI.cancel}
        onConfirm={makeAddress}
        onClose={() => setAsking(null)}
        pending={create.isPending}
      >
        <Text size="sm">{UI.renewBody}</Text>
      </ConfirmDialog>
      <ConfirmDialog
        opened={asking === 'revoke'}
        title={UI.revokeTitle}
        confirmLabel={UI.revoke}
        cancelLabel={UI.cancel}
        onConfirm={revokeAddress}
        onClose={() => setAsking(null)}
        pending={revoke.isPending}
      >
        <Text size="sm">{UI.revokeBody}</Text>
      </ConfirmDialog>
    </Stack>
  );
}

/** The new address, read-only and selectable, with Copy; gone once the page is left. */
function ShownOnce({ url }: { url: string }) {
  return (
    <Stack gap={6}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={UI.address}
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          style={{ flex: 1, minWidth: 0 }}
        />
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'light' : 'filled'}
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={copy}
            >
              {copied ? UI.copied : UI.copy}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text size="xs" c="dimmed">
        {UI.shownOnce}
      </Text>
    </Stack>
  );
}
