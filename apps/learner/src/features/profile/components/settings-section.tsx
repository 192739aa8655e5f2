import { Stack, Switch, Text } from '@mantine/core';
import { errorMessage } from '@stride/api-sdk';
import { FormMessage } from '@stride/ui';
import { profileMessages } from '@stride/validation';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryGate } from '../../../components/screen-states';
import { profileQueries, useSetEmailNotifications } from '../api';
import { profileTexts } from '../messages';

/**
 * Settings: the one email notification toggle, which sets the three flags together (personal-social-orgadmin
 * §4). It shows on while any flag is on (the flags can differ only if set some other way).
 */
export function SettingsSection() {
  const preferences = useQuery(profileQueries.notificationPreferences());
  const setEmails = useSetEmailNotifications();
  const [message, setMessage] = useState<{ type: 'success' | 'error'; text: string } | null>(null);

  const toggle = (on: boolean) => {
    setMessage(null);
    setEmails.mutate(on, {
      onSuccess: () => setMessage({ type: 'success', text: on ? profileMessages.notificationsOn : profileMessages.notificationsOff }),
      onError: (thrown) => setMessage({ type: 'error', text: errorMessage(thrown, profileMessages.saveFailed) }),
    });
  };

  return (
    <QueryGate query={preferences} label="Loading your settings">
      {(flags) => (
        <Stack gap="md" maw={560}>
          <Switch
            label={profileTexts.emailNotifications}
            checked={flags.reminder_email || flags.engagement_email || flags.newsletter_email}
            disabled={setEmails.isPending}
            onChange={(event) => toggle(event.currentTarget.checked)}
          />
          <Text size="sm" c="dimmed">
            {profileTexts.emailNotificationsHint}
          </Text>
          <FormMessage type={message?.type} message={message?.text} onHide={() => setMessage(null)} />
        </Stack>
      )}
    </QueryGate>
  );
}
