import { Anchor, List, Tabs } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { ContentPage } from './content-list';

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

/** /admin/curriculum: the tabs Program and Activity (docs/back-office-app.md), each linking to its screens; the tab is kept as ?tab. */
export function CurriculumScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab');
  const current: Section = isSection(tab) ? tab : 'program';
  return (
    <ContentPage title="Curriculum">
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
