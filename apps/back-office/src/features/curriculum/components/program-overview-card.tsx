import { Anchor, Badge, Card, Group, Image, List, Stack, Text, Title } from '@mantine/core';
import { StatusBadge } from '@stride/ui';
import { Link } from 'react-router';
import type { CurriculumProblem, ProgramOverview } from '../api';
import { curriculumMessages } from '../messages';
import { pictureSource } from '../program-pictures';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The editor that fixes a problem: the goal's schedule, the activity's question form, the question's preview, the assessment form. */
function problemLink(problem: CurriculumProblem): string {
  switch (problem.kind) {
    case 'goal_without_schedule':
      return `/admin/goal-static-schedule?goal_id=${problem.id}`;
    case 'activity_without_questions':
      return `/admin/question/add/${problem.id}`;
    // There is no question editor: the activity's preview shows the question with what it lacks.
    case 'question_without_explanation':
      return `/admin/activity/preview/${problem.activity_id}`;
    case 'assessment_without_questions':
      return '/admin/assessment/add';
  }
}

export interface ProgramOverviewCardProps {
  /** The program with its goals, counts and problems, as the overview gives it. */
  program: ProgramOverview;
}

/** A program of the curriculum hub: its facts and counts, its goals (each opening its schedule) and what is missing, each linking to its editor. */
export function ProgramOverviewCard({ program }: ProgramOverviewCardProps) {
  const { counts } = program;
  const figures = [
    plural(counts.goals, 'goal'),
    plural(counts.activities, 'activity', 'activities'),
    plural(counts.challenges, 'challenge'),
    plural(counts.questions, 'question'),
    `${plural(counts.learners_enrolled, 'learner')} enrolled`,
  ];
  return (
    <Card withBorder radius="md" padding="md" h="100%">
      <Card.Section>
        <Image src={pictureSource(program.display_image_url)} alt="" h={120} fit="cover" />
      </Card.Section>
      <Stack gap="xs" mt="sm">
        <Title order={3} size="h4">
          {program.name}
        </Title>
        <Group gap="xs">
          <Anchor component={Link} to={`/admin/program/edit/${program.id}`} aria-label={`Edit ${program.name}`} size="sm">
            Edit
          </Anchor>
          <Badge variant="light">{program.program_type === 'sprint' ? 'Sprint' : 'Program'}</Badge>
          <Badge variant="outline" color="gray">
            {plural(program.number_of_days, 'day')}
          </Badge>
          <StatusBadge active={program.active} />
        </Group>
        <Text size="sm">{figures.join(' · ')}</Text>
        {program.goals.length > 0 && (
          <List size="sm" spacing={4} aria-label={`Goals of ${program.name}`}>
            {program.goals.map((goal) => (
              <List.Item key={goal.id}>
                <Anchor component={Link} to={`/admin/goal-static-schedule?goal_id=${goal.id}`}>
                  {goal.name}
                </Anchor>{' '}
                <Text span size="xs" c="dimmed">
                  {goal.active ? '' : 'Inactive · '}
                  {plural(goal.scheduled_days, 'day')} scheduled, {plural(goal.activities, 'activity', 'activities')}, {plural(goal.challenges, 'challenge')}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
        <Title order={4} size="h6">
          What is missing
        </Title>
        {program.problems.length === 0 ? (
          <Text size="sm">{curriculumMessages.nothingMissing}</Text>
        ) : (
          <List size="sm" spacing={4} aria-label={`What ${program.name} is missing`}>
            {program.problems.map((problem) => (
              <List.Item key={`${problem.kind}-${problem.id}`}>
                <Anchor component={Link} to={problemLink(problem)} style={{ overflowWrap: 'anywhere' }}>
                  {curriculumMessages.missing[problem.kind](problem.name)}
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Card>
  );
}
