import { Button, Text } from '@mantine/core';
import { loginPathFor } from '@stride/app-shell';
import { AuthCard } from '@stride/ui';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';

/** /user/confirm: sign-up succeeded; the way on is to log in (back to where an invitation started). */
export function ConfirmScreen() {
  const returnUrl = (useLocation().state as { return_url?: string } | null)?.return_url;
  const login = returnUrl ? loginPathFor(paths.login, { pathname: returnUrl, search: '' }) : paths.login;
  return (
    <AuthCard title="Sign-up successful" subtitle="Your account is ready.">
      <Text>Log in with your email and password to choose your first program.</Text>
      <Button component={Link} to={login} fullWidth>
        Log in
      </Button>
    </AuthCard>
  );
}
