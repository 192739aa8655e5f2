import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Divider.css';
import { Anchor, Button, Divider, Group } from '@mantine/core';
import { SignInForm } from '@stride/app-shell';
import { AuthCard } from '@stride/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { landingAfterSignIn, postLogin, socialProviderQueryOptions, socialSignInStartUrl } from '../api';

/** "Sign in with …" when the server has an identity provider configured. */
function SocialSignIn({ search }: { search: string }) {
  const provider = useQuery(socialProviderQueryOptions());
  if (!provider.data?.enabled || !provider.data.name) return null;
  return (
    <>
      <Divider label="or" labelPosition="center" />
      <Button component="a" href={socialSignInStartUrl(search)} variant="default" fullWidth>
        Sign in with {provider.data.name}
      </Button>
    </>
  );
}

/** /user/login: on success go to return_url if given, else /programs without an enrolment, else the dashboard. */
export function LoginScreen() {
  const navigate = useNavigate();
  const location = useLocation();

  async function signIn(values: { email: string; password: string }) {
    await postLogin(values);
    const landing = await landingAfterSignIn(location.search);
    await navigate(landing.to, { replace: true, state: landing.state });
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
      <SocialSignIn search={location.search} />
    </AuthCard>
  );
}

