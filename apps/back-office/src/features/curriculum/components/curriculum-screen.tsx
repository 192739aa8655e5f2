import { Alert, Anchor, List, Loader, SimpleGrid, Tabs, Title } from '@mantine/core';
import { EmptyState } from '@stride/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { curriculumQueries } from '../api';
import { curriculumMessages } from '../messages';
import { ContentPage } from './content-list';
import { ProgramOverviewCard } from './program-overview-card';

const sections = {
  program: {
    label: 'Program',
    links: [
      ['Programs', '/admin/program'],
      ['Add program', '/admin/program/add'],
      ['Topics', '/admin/topic'],
      ['Add topic', '/admin/topic/add'],
      ['Add subtopic', '/admin/subtopic/add'],
      ['Subtopics', '/admin/subtopic/list'],
      ['Add goal', '/admin/goal/add'],
      ['Goals', '/admin/goal/list'],
      ['Goal static schedule', '/admin/goal-static-schedule'],
      ['Add assessment', '/admin/assessment/add'],
      ['Assessments', '/admin/assessment/list'],
    ],
  },
  activity: {
    label: 'Activity',
    links: [
      ['Add activity', '/admin/activity/add'],
      ['All activities', '/admin/activity/all'],
      ['Activities by goal', '/admin/activity/list'],
      ['Add questions', '/admin/question/add'],
      ['Add reading', '/admin/reading/add'],
      ['Readings', '/admin/reading/list'],
      ['Add revision', '/admin/revision/add'],
      ['Revisions', '/admin/revision/list'],
      ['Add challenge', '/admin/challenge/add'],
      ['Challenges by goal', '/admin/challenge/list'],
      ['All challenges', '/admin/challenge/all'],
    ],
  },
} as const;
type Section = keyof typeof sections;
const isSection = (value: string | null): value is Section => value === 'program' || value === 'activity';

/** The catalogue: a card per program with its goals, counts and what is missing (one overview call). */
function Catalogue() {
  const overview = useQuery(curriculumQueries.overview());
  if (overview.isPending) return <Loader aria-label="Loading programs" />;
  if (overview.isError)
    return (
      <Alert color="red" role="alert">
        {curriculumMessages.thrown}
      </Alert>
    );
  if (overview.data.programs.length === 0) return <EmptyState message={curriculumMessages.noPrograms} />;
  return (
    <SimpleGrid component="ul" aria-label="Programs" cols={{ base: 1, md: 2 }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }}>
      {overview.data.programs.map((program) => (
        <li key={program.id}>
          <ProgramOverviewCard program={program} />
        </li>
      ))}
    </SimpleGrid>
  );
}

/**
 * /admin/curriculum (docs/back-office-app.md, "The curriculum hub"): the catalogue's programs as cards, then the tabs
 * Program and Activity linking to every curriculum screen; the tab is kept as ?tab.
 */
export function CurriculumScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab');
  const current: Section = isSection(tab) ? tab : 'program';
  return (
    <ContentPage title="Curriculum">
      <Title order={2} size="h3">
        Programs
      </Title>
      <Catalogue />
      <Title order={2} size="h3">
        All curriculum screens
      </Title>
      <Tabs value={current} onChange={(value) => setSearchParams(value === 'activity' ? { tab: value } : {}, { replace: true })}>
        <Tabs.List>
          {Object.entries(sections).map(([value, section]) => (
            <Tabs.Tab key={value} value={value}>
              {section.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {Object.entries(sections).map(([value, section]) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <List spacing="xs" listStyleType="none">
              {section.links.map(([label, to]) => (
                <List.Item key={to}>
                  <Anchor component={Link} to={to}>
                    {label}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Tabs.Panel>
        ))}
      </Tabs>
    </ContentPage>
  );
}
