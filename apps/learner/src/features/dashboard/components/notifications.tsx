import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { dashboardQueries } from '../api';
import { dashboardMessages } from '../messages';

const when = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** The learner's in-app messages, newest first (the Notifications tab on a phone). */
export function Notifications() {
  const headingId = useId();
  const notifications = useQuery(dashboardQueries.notifications());
  let content;
  if (notifications.isPending) content = [1, 2, 3].map((row) => <Skeleton key={row} height={40} />);
  else if (notifications.isError) content = <Text>{dashboardMessages.notificationsError}</Text>;
  else if (notifications.data.length === 0) content = <Text>{dashboardMessages.noNotifications}</Text>;
  else
    content = (
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby={headingId}>
        {notifications.data.map((notification) => (
          <li key={notification.id}>
            <Text>{notification.message}</Text>
            <Text size="xs" c="dimmed">
              <time dateTime={notification.created_at}>{when.format(new Date(notification.created_at))}</time>
            </Text>
          </li>
        ))}
      </Stack>
    );
  return (
    <Card component="section" withBorder padding="md" aria-labelledby={headingId} aria-busy={notifications.isPending}>
      <Title order={2} size="h3" id={headingId} mb="sm">
        Notifications
      </Title>
      {content}
    </Card>
  );
}
