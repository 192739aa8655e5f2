import { Anchor, Checkbox, Group, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { activeFilter } from '../../../components/list/list-frame';
import { matchesActive, pageLocally, type LocalListSpec } from '../../../components/list/list-query';
import { useListState } from '../../../components/list/use-list-state';
import { contentSorts, curriculumQueries, useAddGoal, type Goal } from '../api';
import { curriculumMessages } from '../messages';
import { ChoiceField } from './choice-field';
import { byIdAndName, requiredChoice } from './choices';
import { CodeNameDescription, ContentForm } from './content-form';
import { ContentActions } from './content-actions';
import { contentSortChoices } from './content-filters';
import { ContentCard, ContentPage, ListedContent } from './content-list';
import { nameDescriptionRules, withNormalizedNameDescription } from './text-fields';

export interface GoalFormProps {
  /** The heading; 2 where the form shares its page (/admin/assessment/add). */
  headingOrder?: 1 | 2;
}

/** The goal form: code, name, description, a program (docs/back-office-app.md) and the topics the goal covers. */
export function GoalForm({ headingOrder = 1 }: GoalFormProps) {
  const programs = useQuery(curriculumQueries.programs());
  const topics = useQuery(curriculumQueries.topics());
  const addGoal = useAddGoal();
  const form = useForm({
    initialValues: { code: '', name: '', description: '', program_id: '', topic_ids: [] as string[] },
    validate: { ...nameDescriptionRules, program_id: requiredChoice('a program') },
  });
  return (
    <ContentForm
      title="Add goal"
      headingOrder={headingOrder}
      form={form}
      successMessage={curriculumMessages.goalAdded}
      save={(values) => addGoal.mutateAsync({ ...withNormalizedNameDescription(values), program_id: Number(values.program_id), topic_ids: values.topic_ids.map(Number) })}
    >
      <CodeNameDescription inputProps={form.getInputProps} />
      <ChoiceField label="Program" placeholder="Choose a program" query={programs} option={byIdAndName} {...form.getInputProps('program_id')} />
      <Checkbox.Group label="Topics" description="The topics this goal covers." {...form.getInputProps('topic_ids')}>
        <Group gap="md" mt="xs">
          {topics.data?.map((topic) => <Checkbox key={topic.id} value={String(topic.id)} label={topic.name} />)}
        </Group>
      </Checkbox.Group>
    </ContentForm>
  );
}

/** /admin/goal/add. */
export function AddGoalScreen() {
  return <GoalForm />;
}

/** The topics under a goal, as one line. */
function GoalTopics({ goal }: { goal: Goal }) {
  const names = goal.goal_topic_maps.map((map) => map.topic.name);
  return <Text size="sm">{names.length > 0 ? `Topics: ${names.join(', ')}` : 'No topics'}</Text>;
}

/** /admin/goal/list: name, description, the topics under the goal, and status. */
/** Goals stay few: loaded whole, searched by name or code, filtered by program and flag in the browser. */
const goalList: LocalListSpec<Goal, 'program_id' | 'active'> = {
  search: (goal) => [goal.name, goal.code],
  sorts: { name: (goal) => goal.name, code: (goal) => goal.code, created: (goal) => goal.id },
  filters: { program_id: (goal, value) => String(goal.program_id) === value, active: matchesActive },
};

export function GoalListScreen() {
  const goals = useQuery(curriculumQueries.goals());
  const programs = useQuery(curriculumQueries.programs());
  const list = useListState({ filters: ['program_id', 'active'], sorts: contentSorts });
  const programFilter = { name: 'program_id' as const, label: 'Program', any: 'All programs', options: (programs.data ?? []).map((program) => ({ value: String(program.id), label: program.name })) };
  return (
    <ContentPage title="Goals">
      <ListedContent
        list={list}
        noun="goals"
        filters={[programFilter, activeFilter]}
        sortChoices={contentSortChoices}
        page={{ isError: goals.isError, data: goals.data && pageLocally(goals.data, list.state, goalList) }}
        label="Goals"
        none="No goals yet."
        itemKey={(goal: Goal) => goal.id}
        renderItem={(goal) => (
          <ContentCard name={goal.name} description={goal.description} active={goal.active}>
            <GoalTopics goal={goal} />
            <Anchor component={Link} to={`/admin/goal-static-schedule?goal_id=${goal.id}`} size="sm" aria-label={`Schedule of ${goal.name}`}>
              Schedule
            </Anchor>
            <ContentActions kind="goal" id={goal.id} name={goal.name} active={goal.active} />
          </ContentCard>
        )}
      />
    </ContentPage>
  );
}
