import { Alert, Loader, NativeSelect, NumberInput, SimpleGrid, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import type { Body } from '@stride/api-sdk';
import { contentSorts, curriculumQueries, useAddActivity, useUpdateActivity, type Activity, type GoalActivityItem, type Reading } from '../api';
import { curriculumMessages } from '../messages';
import { ActivityCard } from './activity-card';
import { ChoiceField } from './choice-field';
import { byIdAndName } from './choices';
import { CodeNameDescription, ContentForm, type SavedFormProps } from './content-form';
import { ContentPage, ListedContent } from './content-list';
import { contentSortChoices, scopeFilterNames, useScopeFilters } from './content-filters';
import { activeFilter } from '../../../components/list/list-frame';
import { matchesActive, pageLocally, type LocalListSpec } from '../../../components/list/list-query';
import { useListState, type ListStateControls } from '../../../components/list/use-list-state';
import { nameDescriptionRules, withNormalizedNameDescription } from './text-fields';

const activityTypes = [
  { value: 'learn', label: 'Learn' },
  { value: 'revise', label: 'Revise' },
];
const numberFields = [
  ['reattempt_after_days', 'Reattempt after (days)'],
  ['same_day_bonus', 'Same-day bonus'],
  ['same_day_all_correct_bonus', 'Same-day all-correct bonus'],
  ['all_correct_bonus', 'All-correct bonus'],
] as const;
const byTitle = (reading: Reading) => ({ value: String(reading.id), label: reading.reading_title });
/** An optional choice: none is null. */
const optionalId = (value: string) => (value ? Number(value) : null);

type ActivityValues = {
  code: string;
  name: string;
  description: string;
  type: Activity['type'];
  reattempt_after_days: number | string;
  same_day_bonus: number | string;
  same_day_all_correct_bonus: number | string;
  all_correct_bonus: number | string;
  reading_id: string;
  subtopic_id: string;
};

const emptyActivity: ActivityValues = {
  code: '',
  name: '',
  description: '',
  type: 'learn',
  reattempt_after_days: 0,
  same_day_bonus: 0,
  same_day_all_correct_bonus: 0,
  all_correct_bonus: 0,
  reading_id: '',
  subtopic_id: '',
};

/** The form's values as the contract's body. */
const activityBody = (values: ActivityValues): Body<'addActivity'> => ({
  ...withNormalizedNameDescription(values),
  // A cleared number box counts as 0, the value it starts with.
  reattempt_after_days: Number(values.reattempt_after_days),
  same_day_bonus: Number(values.same_day_bonus),
  same_day_all_correct_bonus: Number(values.same_day_all_correct_bonus),
  all_correct_bonus: Number(values.all_correct_bonus),
  reading_id: optionalId(values.reading_id),
  subtopic_id: optionalId(values.subtopic_id),
});

type ActivityFormProps = SavedFormProps<ActivityValues, Body<'addActivity'>>;

/** The spec's activity fields (docs/back-office-app.md), the reading shown on completion and the subtopic taught. */
function ActivityForm({ title, initialValues, successMessage, send, keepSaved }: ActivityFormProps) {
  const readings = useQuery(curriculumQueries.readings());
  const subtopics = useQuery(curriculumQueries.subtopics());
  const form = useForm<ActivityValues>({ initialValues, validate: nameDescriptionRules });
  return (
    <ContentForm
      title={title}
      form={form}
      successMessage={successMessage}
      keepSaved={keepSaved}
      save={(values) => send(activityBody(values))}
    >
      <CodeNameDescription inputProps={form.getInputProps} />
      <NativeSelect label="Type" data={activityTypes} {...form.getInputProps('type')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {numberFields.map(([field, label]) => (
          <NumberInput key={field} label={label} min={0} allowDecimal={false} allowNegative={false} {...form.getInputProps(field)} />
        ))}
      </SimpleGrid>
      <ChoiceField label="Reading" placeholder="No reading" query={readings} option={byTitle} {...form.getInputProps('reading_id')} />
      <ChoiceField label="Subtopic" placeholder="No subtopic" query={subtopics} option={byIdAndName} {...form.getInputProps('subtopic_id')} />
    </ContentForm>
  );
}

/** /admin/activity/add. */
export function AddActivityScreen() {
  const addActivity = useAddActivity();
  return <ActivityForm title="Add activity" initialValues={emptyActivity} successMessage={curriculumMessages.activityAdded} send={addActivity.mutateAsync} />;
}

function EditActivityForm({ activity }: { activity: Activity }) {
  const updateActivity = useUpdateActivity(activity.id);
  const initialValues: ActivityValues = {
    code: activity.code,
    name: activity.name,
    description: activity.description,
    type: activity.type,
    reattempt_after_days: activity.reattempt_after_days,
    same_day_bonus: activity.same_day_bonus,
    same_day_all_correct_bonus: activity.same_day_all_correct_bonus,
    all_correct_bonus: activity.all_correct_bonus,
    reading_id: activity.reading_id === null ? '' : String(activity.reading_id),
    subtopic_id: activity.subtopic_id === null ? '' : String(activity.subtopic_id),
  };
  return <ActivityForm title="Edit activity" initialValues={initialValues} successMessage={curriculumMessages.activityUpdated} send={updateActivity.mutateAsync} keepSaved />;
}

/** /admin/activity/edit/{activity_id}: the add form with the activity's values (read from the activity list). */
export function EditActivityScreen() {
  const { activity_id: param } = useParams();
  const activityId = Number(param);
  const activities = useQuery(curriculumQueries.activities());
  if (activities.isPending) return <Loader aria-label="Loading the activity" />;
  if (activities.isError)
    return (
      <ContentPage title="Edit activity">
        <Alert color="red" role="alert">
          {curriculumMessages.thrown}
        </Alert>
      </ContentPage>
    );
  const activity = activities.data.find((candidate) => candidate.id === activityId);
  if (!activity)
    return (
      <ContentPage title="Edit activity">
        <Text>{curriculumMessages.previewUnknownActivity}</Text>
      </ContentPage>
    );
  // Keyed, so another activity's address starts a fresh form.
  return <EditActivityForm key={activity.id} activity={activity} />;
}

/**
 * /admin/activity/all: every activity with its details and questions, a page at a time, searched, filtered
 * (program, goal, status) and sorted on the server, the state in the address (docs/back-office-app.md, "Lists").
 */
export function AllActivitiesScreen() {
  const list = useListState({ filters: scopeFilterNames, sorts: contentSorts });
  const page = useQuery(curriculumQueries.activityPage(list.state));
  return (
    <ContentPage title="All activities">
      <ListedContent
        list={list}
        noun="activities"
        filters={useScopeFilters(list.state)}
        sortChoices={contentSortChoices}
        page={page}
        label="Activities"
        none="No activities yet."
        itemKey={(activity: Activity) => activity.id}
        renderItem={(activity) => <ActivityCard activity={activity} active={activity.active} />}
      />
    </ContentPage>
  );
}

/** A goal's listing is as long as its schedule: searched, filtered and paged in the browser, by the rules of the long lists. */
const goalActivityList: LocalListSpec<GoalActivityItem, 'active'> = {
  search: (item) => [item.activity.name, item.activity.code],
  sorts: { name: (item) => item.activity.name, code: (item) => item.activity.code, created: (item) => item.activity.id },
  filters: { active: matchesActive },
};

/** The activities of one goal, each with the listing's own active flag. */
function GoalActivities({ goalId, list }: { goalId: number; list: ListStateControls<'active', (typeof contentSorts)[number]> }) {
  const items = useQuery(curriculumQueries.goalActivities(goalId));
  return (
    <ListedContent
      list={list}
      noun="activities"
      filters={[activeFilter]}
      sortChoices={contentSortChoices}
      page={{ isError: items.isError, data: items.data && pageLocally(items.data, list.state, goalActivityList) }}
      label="Activities of the goal"
      none="This goal has no activities yet."
      itemKey={(item: GoalActivityItem) => item.activity_id}
      renderItem={(item) => <ActivityCard activity={item.activity} active={item.active} goalId={goalId} />}
    />
  );
}

/** /admin/activity/list: choose a goal (kept in the address as ?goal_id) and see its activities and their questions. */
export function GoalActivityListScreen() {
  const goals = useQuery(curriculumQueries.goals());
  const [searchParams, setSearchParams] = useSearchParams();
  const list = useListState({ filters: ['active'], sorts: contentSorts });
  const goalId = optionalId(searchParams.get('goal_id') ?? '');
  return (
    <ContentPage title="Activities by goal">
      <ChoiceField
        label="Goal"
        placeholder="Choose a goal"
        query={goals}
        option={byIdAndName}
        value={goalId ? String(goalId) : ''}
        // Another goal starts its list afresh: the search and filters of the last one are dropped.
        onChange={(event) => setSearchParams(event.currentTarget.value ? { goal_id: event.currentTarget.value } : {}, { replace: true })}
        maw={400}
      />
      {goalId && <GoalActivities goalId={goalId} list={list} />}
    </ContentPage>
  );
}
