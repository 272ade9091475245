import { Anchor, Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { NOTIFICATION_LIMITS } from '@squadboard/domain/notifications/notification.model';
import type { Notification } from '@squadboard/domain/notifications/notification.schema';
import { IconBellOff, IconChecks } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ListPageHeader } from '../../components/list-page-header.tsx';
import { PageNav, pageCountOf } from '../../components/list-pagination.tsx';
import { ListEmpty, ListLoadFailed, ListLoading } from '../../components/list-states.tsx';
import { showFailure } from '../../lib/failures.ts';
import { useOptionalSessionUser } from '../../lib/session.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useNotifications } from './api/list-notifications.ts';
import { useMarkAllNotificationsRead } from './api/mark-all-notifications-read.ts';
import { useMarkNotificationRead } from './api/mark-notification-read.ts';
import { NotificationRow } from './components/notification-row.tsx';
import { NOTIFICATIONS_UI as UI } from './notifications-strings.ts';

type Show = 'all' | 'unread';

/** The filter and the page live in the address (?show=unread&page=2), so Back and reload keep them. */
function useListPlace(): [{ show: Show; page: number }, (next: { show: Show; page: number }) => void] {
  const [params, setParams] = useSearchParams();
  const show: Show = params.get('show') === 'unread' ? 'unread' : 'all';
  const asked = Number(params.get('page'));
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  const go = (next: { show: Show; page: number }) => {
    const query = new URLSearchParams();
    if (next.show === 'unread') {
      query.set('show', 'unread');
    }
    if (next.page > 1) {
      query.set('page', String(next.page));
    }
    setParams(query, { replace: true });
  };
  return [{ show, page }, go];
}

/** "5 min ago" moves on while the page stays open. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * /notification (spec 000 §2, a placeholder there; here a list). Members see their
 * notifications in their shell; a visitor, in the landing layout, is asked to sign in.
 */
export function NotificationsPage() {
  usePageTitle(UI.pageTitle);
  const user = useOptionalSessionUser();
  return user ? <MemberNotifications /> : <VisitorNotice />;
}

function VisitorNotice() {
  return (
    <Stack align="center" gap="xs" py={64} px="md">
      <Text>{UI.visitor}</Text>
      <Anchor component={Link} to="/sign-in" fw={600}>
        {UI.signIn}
      </Anchor>
    </Stack>
  );
}

function MemberNotifications() {
  const [{ show, page }, go] = useListPlace();
  const list = useNotifications(page, show === 'unread');
  const markOne = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const now = useMinuteClock();

  const total = list.data?.total ?? 0;
  const pages = pageCountOf(total, NOTIFICATION_LIMITS.pageSize);
  // Reading the last unread ones of the last page (or a page number typed by hand) leaves an
  // empty page: step back to the last one that exists.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > pages) {
      go({ show, page: pages });
    }
  });

  const markRead = (notification: Notification) => {
    markOne.mutate(notification.id, { onError: (error) => showFailure(error) });
  };
  // Following the link reads it; the page is left at once, so a failure goes unsaid here.
  const open = (notification: Notification) => {
    if (notification.readAt === null) {
      markOne.mutate(notification.id);
    }
  };
  const unread = list.data?.unread ?? 0;

  let content: ReactNode;
  if (list.isPending) {
    content = <ListLoading label={UI.loading} />;
  } else if (list.isError) {
    content = <ListLoadFailed retryLabel={UI.tryAgain} onRetry={() => void list.refetch()} />;
  } else if (list.data.items.length === 0) {
    content = (
      <ListEmpty
        icon={<IconBellOff size={28} />}
        title={UI.empty}
        text={show === 'unread' ? UI.emptyUnread : UI.emptyAll}
      />
    );
  } else {
    content = (
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <ul aria-label={UI.list} style={{ listStyle: 'none', margin: 0, padding: 0, marginTop: -1 }}>
          {list.data.items.map((notification) => (
            <NotificationRow
              key={notification.id}
              notification={notification}
              now={now}
              onOpen={open}
              onMarkRead={markRead}
              marking={markOne.isPending && markOne.variables === notification.id}
            />
          ))}
        </ul>
      </Paper>
    );
  }

  return (
    <Stack gap="lg" p={{ base: 'md', sm: 'lg' }} maw={960} w="100%" mx="auto">
      <ListPageHeader
        title={UI.pageTitle}
        total={list.data && unread > 0 ? UI.unreadTotal(unread) : null}
        actions={
          <Button
            variant="light"
            leftSection={<IconChecks size={18} aria-hidden />}
            onClick={() => markAll.mutate(undefined, { onError: (error) => showFailure(error) })}
            loading={markAll.isPending}
            disabled={unread === 0}
          >
            {UI.markAllRead}
          </Button>
        }
      />
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          aria-label={UI.show}
          value={show}
          onChange={(value) => go({ show: value === 'unread' ? 'unread' : 'all', page: 1 })}
          data={[
            { value: 'all', label: UI.all },
            { value: 'unread', label: UI.unread },
          ]}
        />
      </Group>
      <div aria-busy={list.isFetching}>{content}</div>
      <PageNav
        total={total}
        pageSize={NOTIFICATION_LIMITS.pageSize}
        page={page}
        onChange={(next) => go({ show, page: next })}
        label={UI.pages}
        centered
      />
    </Stack>
  );
}
