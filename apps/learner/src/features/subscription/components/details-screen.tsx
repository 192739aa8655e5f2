import { Anchor, Text } from '@mantine/core';
import { planPrice, plans } from '@stride/validation';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { SubscriptionPage, TermsTable } from './subscription-page';

/**
 * /subscription/details: the prices per user for teams. The spec's stub has inert buttons; buying for a team
 * is not built, so the screen says how to ask for it instead of offering buttons that do nothing.
 */
export function DetailsScreen() {
  return (
    <SubscriptionPage title="Prices for teams">
      <TermsTable
        caption="Per user"
        rows={[
          ['Monthly', `${planPrice(plans.teamPerUser.monthly)} per user per month`],
          ['Yearly', `${planPrice(plans.teamPerUser.yearly)} per user per year`],
        ]}
      />
      <Text>
        Team plans are arranged with our team rather than bought here.{' '}
        <Anchor component={Link} to={paths.contact}>
          Contact us
        </Anchor>{' '}
        with how many people and which plan, and we reply with an offer. For yourself alone, see the{' '}
        <Anchor component={Link} to={paths.pricing}>
          pricing page
        </Anchor>
        .
      </Text>
    </SubscriptionPage>
  );
}
