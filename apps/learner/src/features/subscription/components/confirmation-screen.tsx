import { Alert, Anchor, Button, Group, Loader, Text } from '@mantine/core';
import { errorMessage } from '@stride/api-sdk';
import { FormMessage } from '@stride/ui';
import { planPrice } from '@stride/validation';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { subscriptionQueries, useConfirmSubscription } from '../api';
import { premiumPlan, premiumTerm, readableDate } from '../premium-term';
import { SubscriptionPage, TermsTable } from './subscription-page';

const FAILED = 'An error occured. Please try again later.';

/**
 * /subscription/confirmation (docs/support-and-subscription.md): the premium request's summary (1 user,
 * annual, INR 2500, from today in the learner's time zone for 365 days), Back to /pricing and Submit. The
 * server's thank-you shows once it has the request; a refusal shows the server's message.
 */
export function ConfirmationScreen() {
  const details = useQuery(subscriptionQueries.userDetails());
  const confirm = useConfirmSubscription();
  // "Today" is fixed when the screen opens, so the summary and the request agree.
  const [openedAt] = useState(() => new Date());

  if (details.isPending) {
    return (
      <SubscriptionPage title="Confirm your subscription">
        <Loader role="status" aria-label="Loading your subscription" />
      </SubscriptionPage>
    );
  }
  // Without the profile, the browser's zone: the server accepts a start a day either side of its own.
  const { start, end } = premiumTerm(openedAt, details.data?.time_zone);
  const submit = () =>
    confirm.mutate({
      number_of_user: premiumPlan.numberOfUsers,
      subscription_type: premiumPlan.subscriptionType,
      subscription_start_date: start,
      subscription_end_date: end,
    });

  return (
    <SubscriptionPage title="Confirm your subscription">
      <TermsTable
        caption="Premium"
        rows={[
          ['Users', String(premiumPlan.numberOfUsers)],
          ['Plan', 'Annual plan'],
          ['Price', planPrice(premiumPlan.amount)],
          ['Start date', readableDate(start)],
          ['End date', readableDate(end)],
        ]}
      />
      {confirm.isSuccess ? (
        <>
          <Alert color="stride" role="status" title="Request received">
            {confirm.data.message}
          </Alert>
          <Group>
            <Anchor component={Link} to={paths.dashboard}>
              Back to your dashboard
            </Anchor>
          </Group>
        </>
      ) : (
        <>
          <Text>When you submit, we email you a payment link. Premium turns on once the payment is complete.</Text>
          <FormMessage type="error" message={confirm.isError ? errorMessage(confirm.error, FAILED) : null} autoHideMs={null} onHide={confirm.reset} />
          <Group>
            <Button component={Link} to={paths.pricing} variant="default">
              Back
            </Button>
            <Button onClick={submit} loading={confirm.isPending}>
              Submit
            </Button>
          </Group>
        </>
      )}
    </SubscriptionPage>
  );
}
