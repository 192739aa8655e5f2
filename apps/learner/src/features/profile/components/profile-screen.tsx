import { Loader, NavLink, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { BottomTabBar } from '@stride/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AchievementsSection } from './achievements-section';
import { isJournalTab, JournalSection, type JournalTab } from './journal-section';
import { MyProfileSection } from './my-profile-section';
import { NotificationsSection } from './notifications-section';
import { SettingsSection } from './settings-section';
import classes from './profile-screen.module.css';

// The team screens are another feature's, loaded only when their section opens.
const TeamSection = lazy(async () => ({ default: (await import('../../team/components/team-section')).TeamSection }));
const GroupLeaderboard = lazy(async () => ({ default: (await import('../../group/components/group-leaderboard')).GroupLeaderboard }));

interface SectionProps {
  tab: JournalTab | undefined;
  onTab: (tab: JournalTab) => void;
}

/**
 * The sections by their `?section=` value; `title` null where the section heads itself (the leaderboard).
 * Notifications is reached from the phone's tab bar only (the bell serves wider screens).
 */
export type ProfileSection = 'my-profile' | 'achievements' | 'journal' | 'leaderboard' | 'settings' | 'team' | 'notifications';
const sections: Record<ProfileSection, { label: string; title: string | null; render: (props: SectionProps) => ReactNode }> = {
  'my-profile': { label: 'My Profile', title: 'My Profile', render: () => <MyProfileSection /> },
  achievements: { label: 'Achievements', title: 'Achievements', render: () => <AchievementsSection /> },
  journal: { label: 'Journal', title: 'Journal', render: ({ tab, onTab }) => <JournalSection tab={tab} onTab={onTab} /> },
  leaderboard: { label: 'Leaderboard', title: null, render: () => <GroupLeaderboard headingOrder={1} /> },
  settings: { label: 'Settings', title: 'Settings', render: () => <SettingsSection /> },
  team: { label: 'Team', title: 'Team', render: () => <TeamSection /> },
  notifications: { label: 'Notifications', title: 'Notifications', render: () => <NotificationsSection /> },
};
const isSection = (value: unknown): value is ProfileSection => typeof value === 'string' && Object.hasOwn(sections, value);

const sideMenu: ProfileSection[] = ['my-profile', 'achievements', 'journal', 'leaderboard', 'settings', 'team'];

/** What a screen may hand to /profile to open a section (and the journal's tab), e.g. `{ section: 'team' }`. */
export interface ProfileRouteState {
  section?: ProfileSection;
  tab?: JournalTab;
}

/** The spec's phone layout: below 420 px (docs/profile.md). */
const PHONE_QUERY = '(max-width: 419.98px)';

/**
 * The section shown: `?section=` (and the journal's `?tab=`) when the address has one, so Back, a reload and
 * a shared link return to it; otherwise what the navigation state asks for; otherwise My Profile.
 */
function useProfileSection() {
  const [search, setSearch] = useSearchParams();
  const state = (useLocation().state ?? {}) as ProfileRouteState;
  const requested = search.get('section');
  const fromAddress = isSection(requested);
  const section: ProfileSection = fromAddress ? requested : isSection(state.section) ? state.section : 'my-profile';
  const requestedTab = fromAddress ? search.get('tab') : state.tab;
  const tab = isJournalTab(requestedTab) ? requestedTab : undefined;
  const choose = (next: ProfileSection, nextTab?: JournalTab) => setSearch(nextTab ? { section: next, tab: nextTab } : { section: next });
  return { section, tab, choose };
}

/**
 * /profile (docs/profile.md): a side menu of My Profile, Achievements, Journal, Leaderboard,
 * Settings and Team; below 420 px a bottom tab bar of Profile, Settings, Home, Notifications and Team instead.
 */
export function ProfileScreen() {
  const { section, tab, choose } = useProfileSection();
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const { label, title, render } = sections[section];

  return (
    <div className={classes.layout}>
      {!phone && (
        <nav aria-label="Profile" className={classes.menu}>
          {sideMenu.map((item) => (
            <NavLink
              key={item}
              component="button"
              label={sections[item].label}
              active={section === item}
              aria-current={section === item ? 'page' : undefined}
              onClick={() => choose(item)}
            />
          ))}
        </nav>
      )}
      <Stack className={classes.content} gap="lg">
        {title && <Title order={1}>{title}</Title>}
        <Suspense fallback={<Loader aria-label={`Loading ${label.toLowerCase()}`} m="xl" />}>
          <div key={section}>{render({ tab, onTab: (next) => choose('journal', next) })}</div>
        </Suspense>
      </Stack>
      {phone && (
        <BottomTabBar
          label="Profile"
          linkComponent={Link}
          items={[
            { label: 'Profile', icon: 'profile', current: section === 'my-profile', onClick: () => choose('my-profile') },
            { label: 'Settings', icon: 'settings', current: section === 'settings', onClick: () => choose('settings') },
            { label: 'Home', icon: 'home', href: paths.dashboard },
            { label: 'Notifications', icon: 'notifications', current: section === 'notifications', onClick: () => choose('notifications') },
            { label: 'Team', icon: 'team', current: section === 'team', onClick: () => choose('team') },
          ]}
        />
      )}
    </div>
  );
}
