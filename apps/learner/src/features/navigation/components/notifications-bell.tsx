import { ActionIcon, Loader, Popover, Stack, Text } from '@mantine/core';
import { isApiError } from '@stride/api-sdk';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { navigationQueries } from '../api';

/** The bell: the five newest in-app messages, fetched when it is opened. */
export function NotificationsBell() {
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={300} shadow="md" trapFocus>
      <Popover.Target>
        <ActionIcon variant="subtle" size="lg" aria-label="Notifications" aria-expanded={opened} onClick={() => setOpened((open) => !open)}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
            <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
          </svg>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>{opened && <NotificationList />}</Popover.Dropdown>
    </Popover>
  );
}

function NotificationList() {
  const notifications = useQuery(navigationQueries.notifications());
  if (notifications.isPending) return <Loader size="sm" aria-label="Loading notifications" />;
  if (notifications.isError) {
    // Until the dashboard issue builds in-app messages the server answers 501; say so plainly.
    const notBuilt = isApiError(notifications.error) && notifications.error.status === 501;
    return <Text size="sm">{notBuilt ? 'Notifications are not available yet.' : "We couldn't load your notifications."}</Text>;
  }
  if (notifications.data.length === 0) return <Text size="sm">No notifications yet.</Text>;
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Notifications">
      {notifications.data.map((notification) => (
        <Text component="li" size="sm" key={notification.id}>
          {notification.message}
        </Text>
      ))}
    </Stack>
  );
}
