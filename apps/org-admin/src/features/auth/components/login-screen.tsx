import { Alert, Anchor } from '@mantine/core';
import { SignInForm, safeReturnUrl, type SignInValues } from '@stride/app-shell';
import { AuthCard } from '@stride/ui';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { postAdministratorLogin } from '../api';

/**
 * /login: organisation and group administrators (roles 2-6) sign in and go to return_url when it is a
 * same-site path, else /administrator. Anyone else is told this app is not theirs and where to learn instead.
 */
export function LoginScreen() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [refused, setRefused] = useState(false);

  async function signIn(values: SignInValues) {
    setRefused(false);
    if (await postAdministratorLogin(values)) await navigate(safeReturnUrl(search) ?? paths.administrator, { replace: true });
    else setRefused(true);
  }

  return (
    <AuthCard title="Administrator sign in" subtitle="Stride for organisation and group administrators: reports, groups and members.">
      {refused && (
        <Alert color="yellow" role="alert" title="Not an administrator account">
          This app is for organisation and group administrators. To learn, sign in to the <Anchor href={env.learnerUrl}>Stride learner app</Anchor>.
        </Alert>
      )}
      <SignInForm onSubmit={signIn} />
    </AuthCard>
  );
}
