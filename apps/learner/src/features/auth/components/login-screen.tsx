import { Anchor, Button, Divider, Group, Stack } from '@mantine/core';
import { SignInForm } from '@stride/app-shell';
import { AuthCard } from '@stride/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { authQueries, landingAfterSignIn, postLogin, socialSignInStartUrl } from '../api';

/** The divider and the button, one block, so that its placeholder takes the same room in the card. */
function SocialButton({ name, href, placeholder = false }: { name: string; href?: string; placeholder?: boolean }) {
  return (
    <Stack gap="md" aria-hidden={placeholder || undefined} style={placeholder ? { visibility: 'hidden' } : undefined}>
      <Divider label="or" labelPosition="center" />
      <Button component="a" href={href} variant="default" fullWidth>
        Sign in with {name}
      </Button>
    </Stack>
  );
}

/**
 * "Sign in with …" when the server has an identity provider configured. Until the server has answered, the
 * button's place is kept (invisible, hidden from assistive technology), so the card does not grow under the
 * reader when the answer comes: the page is painted from its prerendered HTML long before that.
 */
function SocialSignIn({ search }: { search: string }) {
  const provider = useQuery(authQueries.socialProvider());
  if (provider.isPending) return <SocialButton name="…" placeholder />;
  if (!provider.data?.enabled || !provider.data.name) return null;
  return <SocialButton name={provider.data.name} href={socialSignInStartUrl(search)} />;
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

