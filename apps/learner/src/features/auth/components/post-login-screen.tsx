import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage, isApiError } from '@stride/api-sdk';
import { AuthCard, FormMessage, FullPageLoader } from '@stride/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { exchangeSocialSignInCode, finishSocialSignIn, type Landing, NAME_REQUIRED } from '../api';
import { nameRules, type NameValues } from '../schemas';
import { NameFields } from './name-fields';

const REDIRECT_FAILED = 'An error occured while redirecting. Please try again later.';
const CANCELLED = 'Sign-in was cancelled. You can try again or log in with your password.';

/** What the screen shows once the server has answered: a failure, or the question for the learner's name. */
type Outcome = { failure: string } | { askName: { returnUrl: string | undefined; reason: string } };

/** /user/post-login: the provider sends the browser back here with `code` and `state` (or an `error`). */
export function PostLoginScreen() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const code = query.get('code');
  const state = query.get('state');
  // What is wrong with the address itself shows at once; what the server refuses arrives later.
  const addressFailure = query.get('error') === 'access_denied' ? CANCELLED : !code || !state ? REDIRECT_FAILED : null;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A code works once: the guard keeps React's development double effect from spending it twice.
  const started = useRef(false);

  useEffect(() => {
    if (addressFailure || !code || !state || started.current) return;
    started.current = true;
    let returnUrl: string | undefined;
    exchangeSocialSignInCode(code, state)
      .then((exchanged) => {
        returnUrl = exchanged;
        return finishSocialSignIn(returnUrl);
      })
      .then(
        (landing) => navigate(landing.to, { replace: true, state: landing.state }),
        (thrown: unknown) =>
          setOutcome(
            isApiError(thrown) && thrown.code === NAME_REQUIRED
              ? { askName: { returnUrl, reason: thrown.message } }
              : { failure: errorMessage(thrown, REDIRECT_FAILED) },
          ),
      );
  }, [addressFailure, code, state, navigate]);

  const failure = addressFailure ?? (outcome && 'failure' in outcome ? outcome.failure : null);
  if (outcome && 'askName' in outcome) {
    return (
      <NameForm
        reason={outcome.askName.reason}
        finish={(name) => finishSocialSignIn(outcome.askName.returnUrl, name)}
        onSignedIn={(landing) => navigate(landing.to, { replace: true, state: landing.state })}
        onFailure={(message) => setOutcome({ failure: message })}
      />
    );
  }
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

/**
 * The provider shared no name for a new account (docs/learner-accounts.md): the learner gives their first and
 * last name, with the sign-up form's rules, and the account is created with them. A refusal of the name itself
 * keeps the form; any other ends the sign-in with the server's reason.
 */
function NameForm({
  reason,
  finish,
  onSignedIn,
  onFailure,
}: {
  reason: string;
  finish: (name: NameValues) => Promise<Landing>;
  onSignedIn: (landing: Landing) => void;
  onFailure: (message: string) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<NameValues>({ mode: 'uncontrolled', initialValues: { first_name: '', last_name: '' }, validate: nameRules });
  const submit = form.onSubmit(async ({ first_name, last_name }) => {
    setError(null);
    try {
      onSignedIn(await finish({ first_name: first_name.trim(), last_name: last_name.trim() }));
    } catch (thrown) {
      if (isApiError(thrown) && (thrown.code === NAME_REQUIRED || thrown.code === 'ValidationError')) setError(thrown.message);
      else onFailure(errorMessage(thrown, REDIRECT_FAILED));
    }
  });
  return (
    <AuthCard title="Tell us your name" subtitle={reason}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <NameFields form={form} />
          <FormMessage message={error} type="error" onHide={() => setError(null)} />
          <Button type="submit" loading={form.submitting} fullWidth>
            Create my account
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
