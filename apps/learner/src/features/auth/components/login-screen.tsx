import { Anchor, Group } from '@mantine/core';
import { SignInForm } from '@stride/app-shell';
import { AuthCard } from '@stride/ui';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { pathAfterSignIn, postLogin } from '../api';

/** /user/login: on success go to return_url if given, else /programs without an enrolment, else the dashboard. */
export function LoginScreen() {
  const navigate = useNavigate();
  const location = useLocation();

  async function signIn(values: { email: string; password: string }) {
    await postLogin(values);
    await navigate(await pathAfterSignIn(location.search), { replace: true });
  }

  return (
    <AuthCard
      title="Log in"
      subtitle="Learn better at work: a few fun, personalised minutes a day."
      footer={
        <Group justify="center" gap="lg">
          <Anchor component={Link} to={paths.forgotPassword}>
            Forgot password?
          </Anchor>
          <Anchor component={Link} to={paths.signup}>
            Create an account
          </Anchor>
        </Group>
      }
    >
      <SignInForm onSubmit={signIn} />
    </AuthCard>
  );
}

