import { Anchor, Stack, Text } from '@mantine/core';
import { errorMessage } from '@stride/api-sdk';
import { AuthCard, FormMessage, FullPageLoader } from '@stride/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { completeSocialSignIn } from '../api';

const REDIRECT_FAILED = 'An error occured while redirecting. Please try again later.';
const CANCELLED = 'Sign-in was cancelled. You can try again or log in with your password.';

/** /user/post-login: the provider sends the browser back here with `code` and `state` (or an `error`). */
export function PostLoginScreen() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const code = query.get('code');
  const state = query.get('state');
  // What is wrong with the address itself shows at once; what the server refuses arrives later.
  const addressFailure = query.get('error') === 'access_denied' ? CANCELLED : !code || !state ? REDIRECT_FAILED : null;
  const [serverFailure, setServerFailure] = useState<string | null>(null);
  // A code works once: the guard keeps React's development double effect from spending it twice.
  const started = useRef(false);

  useEffect(() => {
    if (addressFailure || !code || !state || started.current) return;
    started.current = true;
    completeSocialSignIn(code, state).then(
      (landing) => navigate(landing.to, { replace: true, state: landing.state }),
      (thrown: unknown) => setServerFailure(errorMessage(thrown, REDIRECT_FAILED)),
    );
  }, [addressFailure, code, state, navigate]);

  const failure = addressFailure ?? serverFailure;
  if (!failure) return <FullPageLoader />;
  return (
    <AuthCard title="Social sign-in">
      <Stack gap="md">
        <FormMessage message={failure} type="error" autoHideMs={null} />
        <Text>
          <Anchor component={Link} to={paths.login}>
            Back to log in
          </Anchor>
        </Text>
      </Stack>
    </AuthCard>
  );
}
