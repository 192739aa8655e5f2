import { Grid, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { BottomTabBar } from '@stride/ui';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { MOBILE_QUERY } from '../../../config/layout';
import { paths } from '../../../config/paths';
import { dashboardQueries, useWelcomeBack } from '../api';
import { DailyTip } from './daily-tip';
import { DayPlan } from './day-plan';
import { EnrolledPrograms } from './enrolled-programs';
import { FeedbackModal } from './feedback-modal';
import { Leaderboard, useTeamLeaderboard } from './leaderboard';
import { NewVersionNotice } from './new-version-notice';
import { Notifications } from './notifications';
import { Progress } from './progress';
import { WelcomeBackModal } from './welcome-back-modal';

type Tab = 'home' | 'progress' | 'notifications' | 'team';

/** Loads what the Progress, Notifications and Team tabs show while they are not drawn. */
function OtherTabsData() {
  useQueries({ queries: [dashboardQueries.totalPoints(), dashboardQueries.streak(), dashboardQueries.weekPoints(), dashboardQueries.notifications()] });
  useTeamLeaderboard();
  return null;
}

const tabTitles: Record<Tab, string> = { home: 'Home', progress: 'Progress', notifications: 'Notifications', team: 'Team' };

/**
 * /user/dashboard (docs/dashboard.md). Every call goes out as the screen mounts, except the day lists and
 * context cards, which wait for welcome-back, and the leaderboard's members, which wait for the team.
 * Desktop shows everything at once; under 420 px a bottom tab bar switches between Home, Progress,
 * Notifications and Team (and Journal leaves for /journal). Only the tab shown is drawn (drawing the four
 * cost a phone's first paint: docs/performance.md), but the others' data loads with the rest, so a tab opens
 * filled instead of one wave later.
 */
export function DashboardScreen() {
  // Read at once rather than after the first paint, so a phone never renders (and fetches for) the desktop layout.
  const mobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false });
  const welcomeBack = useWelcomeBack();
  const [tab, setTab] = useState<Tab>('home');

  const overlays = (
    <>
      <WelcomeBackModal goals={welcomeBack.resumedGoals} onClose={welcomeBack.acknowledge} />
      {/* One dialog at a time: feedback waits until Welcome Back is known not to show, or has closed. */}
      <FeedbackModal held={!welcomeBack.settled || welcomeBack.resumedGoals.length > 0} />
    </>
  );

  if (mobile) {
    return (
      <>
        <NewVersionNotice />
        <VisuallyHidden component="h1">Dashboard: {tabTitles[tab]}</VisuallyHidden>
        <OtherTabsData />
        {/* Home stays mounted: the day viewed and the program chosen survive a visit to another tab. */}
        <div hidden={tab !== 'home'}>
          <Stack gap="lg">
            <DayPlan ready={welcomeBack.settled} />
            <DailyTip />
          </Stack>
        </div>
        {tab === 'progress' && <Progress />}
        {tab === 'notifications' && <Notifications />}
        {tab === 'team' && <Leaderboard />}
        <BottomTabBar
          label="Dashboard"
          linkComponent={Link}
          items={[
            { label: 'Home', icon: 'home', current: tab === 'home', onClick: () => setTab('home') },
            { label: 'Journal', icon: 'journal', href: paths.journal },
            { label: 'Progress', icon: 'progress', current: tab === 'progress', onClick: () => setTab('progress') },
            { label: 'Notifications', icon: 'notifications', current: tab === 'notifications', onClick: () => setTab('notifications') },
            { label: 'Team', icon: 'team', current: tab === 'team', onClick: () => setTab('team') },
          ]}
        />
        {overlays}
      </>
    );
  }

  return (
    <>
      <NewVersionNotice />
      <Title order={1} mb="md">
        Dashboard
      </Title>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xl">
            <DayPlan ready={welcomeBack.settled} />
            <EnrolledPrograms />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Leaderboard />
            <Progress />
            <DailyTip />
          </Stack>
        </Grid.Col>
      </Grid>
      {overlays}
    </>
  );
}
