import { Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryGate } from '../../../components/screen-states';
import { navigationQueries } from '../../navigation/api';
import { profileTexts } from '../messages';

/** The phone's Notifications tab: the bell's in-app messages (the same call and cache, five newest). */
export function NotificationsSection() {
  const notifications = useQuery(navigationQueries.notifications());
  return (
    <QueryGate query={notifications} label="Loading notifications">
      {(items) =>
        items.length === 0 ? (
          <Text>{profileTexts.noNotifications}</Text>
        ) : (
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Your notifications">
            {items.map((notification) => (
              <Paper component="li" key={notification.id} withBorder p="sm" radius="md">
                {notification.message}
              </Paper>
            ))}
          </Stack>
        )
      }
    </QueryGate>
  );
}
