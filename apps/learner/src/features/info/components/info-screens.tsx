import { Anchor, List, Text, Title } from '@mantine/core';
import { storedUser } from '@stride/app-shell';
import { Link } from 'react-router';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { InfoPage } from './info-page';

/** /about: what Stride is, in a few lines (docs/support-and-subscription.md). */
export function AboutScreen() {
  return (
    <InfoPage title="About Stride">
      <Text>
        Stride is goal-based learning for work, a few minutes a day. You choose a program or a short sprint, set your goal,
        and each day brings a short activity to learn from and a challenge to put it into practice.
      </Text>
      <List spacing="xs">
        <List.Item>Learn: short activities and revisions, with notes and flashcards kept in your journal.</List.Item>
        <List.Item>Do: challenges you schedule into your week and complete at work.</List.Item>
        <List.Item>Together: teams with a leaderboard, and organisations that choose programs for their people.</List.Item>
      </List>
      <Text>
        Individuals start on the free tier and can upgrade on the{' '}
        <Anchor component={Link} to={paths.pricing}>
          pricing page
        </Anchor>
        . Enterprise learners are added to their organisation&apos;s groups by their organisation administrator.
      </Text>
      <Text>
        Questions?{' '}
        <Anchor component={Link} to={paths.contact}>
          Contact us
        </Anchor>
        .
      </Text>
    </InfoPage>
  );
}

/** /contact: the support address for everyone, and the support form for a signed-in learner. */
export function ContactScreen() {
  const signedIn = storedUser() !== null;
  return (
    <InfoPage title="Contact us">
      <Title order={2} size="h3">
        Support
      </Title>
      {signedIn ? (
        <Text>
          Tell us what you need through the{' '}
          <Anchor component={Link} to={paths.support}>
            support form
          </Anchor>
          : it reaches the support team with your account details, and we answer by email.
        </Text>
      ) : (
        <Text>
          <Anchor component={Link} to={paths.login}>
            Log in
          </Anchor>{' '}
          to send us a message through the support form, or write to us.
        </Text>
      )}
      <Text>
        Email: <Anchor href={`mailto:${env.supportEmail}`}>{env.supportEmail}</Anchor>
      </Text>
      <Title order={2} size="h3">
        Enterprise
      </Title>
      <Text>
        If your organisation uses Stride, your organisation administrator adds you to its groups and chooses your programs.
      </Text>
    </InfoPage>
  );
}
