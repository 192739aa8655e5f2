import { Alert, Button, Loader, Stack, Title } from '@mantine/core';
import { isApiError } from '@stride/api-sdk';
import { loginPathFor } from '@stride/app-shell';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { acceptInvite, isRegistered } from '../api';

const joinedMessage = 'You have successfully joined the group';
const failedMessage = 'An error occured';

type Outcome = { joined: true } | { joined: false; message: string };

/**
 * /group/join-link/{email}/{group_id}, the link of an invitation email (docs/teams.md): accepts the
 * invitation, then offers the dashboard. A signed-out visitor (401) is sent to sign in when the invited email has
 * an account, to sign up otherwise, with the email and this link to come back to; other refusals show the
 * server's message.
 */
export function JoinLinkScreen() {
  const { email = '', group_id: groupIdParam = '' } = useParams();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Once per visit: React's development double effects must not accept twice.
    if (started.current) return;
    started.current = true;
    const groupId = Number(groupIdParam);
    const here = `/group/join-link/${encodeURIComponent(email)}/${groupIdParam}`;
    const accept = async () => {
      try {
        await acceptInvite(groupId);
        setOutcome({ joined: true });
      } catch (thrown) {
        if (isApiError(thrown) && thrown.status === 401) {
          const { registered } = await isRegistered(email);
          const state = { email, return_url: here };
          if (registered) await navigate(loginPathFor(paths.login, { pathname: here, search: '' }), { replace: true, state });
          else await navigate(paths.signup, { replace: true, state });
          return;
        }
        setOutcome({ joined: false, message: isApiError(thrown) ? thrown.messageOr(failedMessage) : failedMessage });
      }
    };
    accept().catch(() => setOutcome({ joined: false, message: failedMessage }));
  }, [email, groupIdParam, navigate]);

  return (
    <Stack maw={560} mx="auto" py="xl" px="md" gap="lg" aria-busy={outcome === null}>
      <Title order={1}>Join a team</Title>
      {outcome === null && <Loader aria-label="Joining the team" />}
      {outcome?.joined === true && (
        <Alert color="green" role="status">
          {joinedMessage}
        </Alert>
      )}
      {outcome?.joined === false && (
        <Alert color="red" role="alert">
          {outcome.message}
        </Alert>
      )}
      {outcome && (
        <div>
          <Button component={Link} to={paths.dashboard}>
            Go to Dashboard
          </Button>
        </div>
      )}
    </Stack>
  );
}
