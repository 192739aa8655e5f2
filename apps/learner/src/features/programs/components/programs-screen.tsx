import { Alert, Box, Group, Loader, NavLink, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { BottomTabBar } from '@stride/ui';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useId, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { MOBILE_QUERY } from '../../../config/layout';
import { paths } from '../../../config/paths';
import type { ProgramsRouteState } from '../../../config/route-state';
import { followedGoals, programQueries } from '../api';
import { Explore } from './explore';
import { MyPrograms } from './my-programs';
import classes from './programs-screen.module.css';

// The walkthrough loads only when a new learner arrives with no enrolment (route state dataLength 0).
const DemoWalkthrough = lazy(async () => ({ default: (await import('../demo-walkthrough/demo-walkthrough')).DemoWalkthrough }));

type Section = 'my-programs' | 'explore';

const sectionTitles: Record<Section, string> = { 'my-programs': 'My Programs', explore: 'Explore' };

/**
 * /programs (docs/programs.md): My Programs and Explore, a left menu on desktop and a bottom tab bar on
 * mobile. It opens on My Programs when the learner follows a goal, otherwise on Explore; the section chosen
 * is kept in the address (?section=explore) so Back and reloads keep it.
 */
export function ProgramsScreen() {
  const goals = useQuery(programQueries.enrolledGoals());
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const mobile = useMediaQuery(MOBILE_QUERY) ?? false;
  const headingId = useId();
  const [firstSection, setFirstSection] = useState<Section | null>(null);

  if (goals.isPending) return <Loader aria-label="Loading your programs" m="xl" />;
  if (goals.isError) return <Alert color="red">An error occured while fetching your data. Please try again later.</Alert>;

  const followed = followedGoals(goals.data);
  const requested = search.get('section');
  // The default is decided once, from the list as it first loads, so the section does not change under the
  // learner when they quit their last goal or enrol in a first one.
  if (firstSection === null) setFirstSection(followed.length > 0 ? 'my-programs' : 'explore');
  const section: Section = requested === 'explore' || requested === 'my-programs' ? requested : (firstSection ?? 'explore');
  const choose = (next: Section) => setSearch({ section: next }, { replace: true });
  const showWalkthrough = !mobile && (location.state as ProgramsRouteState | null)?.dataLength === 0;
  // Closing the walkthrough forgets the route state, so it does not come back on reload.
  const closeWalkthrough = () => void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });

  const content =
    section === 'my-programs' ? <MyPrograms goals={followed} mobile={mobile} /> : <Explore goals={goals.data} mobile={mobile} />;

  return (
    <>
      {mobile ? (
        <Stack component="section" aria-labelledby={headingId}>
          <VisuallyHidden component="h1" id={headingId}>
            Programs: {sectionTitles[section]}
          </VisuallyHidden>
          {content}
        </Stack>
      ) : (
        <Group align="flex-start" wrap="nowrap" gap="xl">
          <Box component="nav" aria-label="Programs" w={200} className={classes.sideMenu}>
            {(['my-programs', 'explore'] as const).map((item) => (
              <NavLink
                key={item}
                component="button"
                label={sectionTitles[item]}
                active={section === item}
                aria-current={section === item ? 'page' : undefined}
                onClick={() => choose(item)}
              />
            ))}
          </Box>
          <Stack component="section" aria-labelledby={headingId} flex={1} miw={0}>
            <Title order={1} id={headingId}>
              {sectionTitles[section]}
            </Title>
            {content}
          </Stack>
        </Group>
      )}
      {mobile && (
        <BottomTabBar
          label="Programs"
          linkComponent={Link}
          items={[
            { label: 'My Programs', icon: 'programs', current: section === 'my-programs', onClick: () => choose('my-programs') },
            { label: 'Home', icon: 'home', href: paths.dashboard },
            { label: 'Explore', icon: 'explore', current: section === 'explore', onClick: () => choose('explore') },
          ]}
        />
      )}
      {showWalkthrough && (
        <Suspense fallback={null}>
          <DemoWalkthrough opened onClose={closeWalkthrough} />
        </Suspense>
      )}
    </>
  );
}
