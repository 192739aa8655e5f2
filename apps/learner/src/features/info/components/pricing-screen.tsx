import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { storedOrganizationId, storedUser } from '@stride/app-shell';
import { planPrice, plans } from '@stride/validation';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { InfoPage } from './info-page';
import { PlanCard } from './plan-card';

/**
 * /pricing (docs/support-and-subscription.md): the Free Tier, the current plan of a signed-in learner outside
 * an organisation, and Premium. Premium's Choose is inert, as the spec and the issue say (there is no card
 * payment yet), so it is shown disabled, with a link to request Premium instead: the confirmation, after which a
 * payment link follows by email. Organisation members learn on their organisation's plan. The prices are
 * the plans' (`@stride/validation`), in the currency the confirmation and the server use.
 */
export function PricingScreen() {
  const choosePremiumNoteId = useId();
  const signedIn = storedUser() !== null;
  const inOrganisation = signedIn && storedOrganizationId() !== null;
  return (
    <InfoPage title="Pricing" width={880}>
      <Text>Start free, and upgrade when you want more programs and a whole year of learning.</Text>
      {inOrganisation && (
        <Alert color="blue" title="You learn on your organisation's plan">
          Your programs come from your organisation. To be added to a group or to change what you can learn, contact
          your organisation administrator.
        </Alert>
      )}
      <Group align="stretch" gap="lg">
        <PlanCard
          name="Free Tier"
          price={`${planPrice(0)} per year`}
          features={['30 days limit', 'One sprint limit']}
          current={signedIn && !inOrganisation}
          action={
            signedIn ? undefined : (
              <Button component={Link} to={paths.signup} variant="default">
                Sign up free
              </Button>
            )
          }
        />
        <PlanCard
          name="Premium"
          price={`${planPrice(plans.premium.amount)} per year`}
          features={['Unlimited programs', '1 year limit', 'Billed annually']}
          action={
            <>
              <Button disabled aria-label="Choose Premium" aria-describedby={choosePremiumNoteId}>
                Choose
              </Button>
              <Text size="sm" id={choosePremiumNoteId}>
                Card payment is not open yet.{' '}
                <Anchor component={Link} to={paths.subscriptionConfirmation}>
                  Request Premium
                </Anchor>{' '}
                and we email you a payment link.
              </Text>
            </>
          }
        />
      </Group>
      <Text size="sm">
        Buying for a team? See the{' '}
        <Anchor component={Link} to={paths.subscriptionDetails}>
          prices per user
        </Anchor>
        .
      </Text>
    </InfoPage>
  );
}
