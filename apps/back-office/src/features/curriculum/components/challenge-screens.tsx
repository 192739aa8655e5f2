import { Alert, Button, Checkbox, Loader, NativeSelect, NumberInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isApiError } from '@stride/api-sdk';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Body } from '@stride/api-sdk';
import { contentSorts, curriculumQueries, useAddChallenge, useUpdateChallenge, type AuthoredChallenge, type Challenge, type GoalChallengeItem } from '../api';
import { curriculumMessages } from '../messages';
import { ChallengeStepsField, LockedSteps, stepInput, stepTextRules, stepValues, type ChallengeValues } from './challenge-steps-field';
import { ChoiceField } from './choice-field';
import { byIdAndName } from './choices';
import { ContentActions } from './content-actions';
import { CodeNameDescription, ContentForm, type SavedFormProps } from './content-form';
import { ContentCard, ContentPage, ListedContent } from './content-list';
import { contentSortChoices, scopeFilterNames, useScopeFilters } from './content-filters';
import { activeFilter } from '../../../components/list/list-frame';
import { matchesActive, pageLocally, type LocalListSpec } from '../../../components/list/list-query';
import { useListState, type ListStateControls } from '../../../components/list/use-list-state';
import { nameDescriptionRules, withNormalizedNameDescription } from './text-fields';

type ChallengeType = Challenge['type'];

const challengeTypes: { value: ChallengeType; label: string }[] = [
  { value: 'drill', label: 'Drill' },
  { value: 'challenge', label: 'Challenge' },
  // The contract: the screens label `day` challenges as daily.
  { value: 'day', label: 'Daily' },
];
const typeName = (type: ChallengeType) => challengeTypes.find((option) => option.value === type)?.label ?? type;

const emptyChallenge: ChallengeValues = {
  code: '',
  name: '',
  description: '',
  calender_required: true,
  type: 'drill',
  time_required_in_minutes: 10,
  reward_points: 0,
  template_url: '',
  steps: [],
};

/** The form's values as the contract's body; the steps only when they may be sent. */
function challengeBody(values: ChallengeValues, withSteps: boolean): Body<'addChallenge'> & Body<'updateChallenge'> {
  const { name, description } = withNormalizedNameDescription(values);
  return {
    code: values.code,
    name,
    description,
    calender_required: values.calender_required,
    type: values.type,
    // A cleared number box counts as 0 (the server then says what it takes).
    time_required_in_minutes: Number(values.time_required_in_minutes),
    reward_points: Number(values.reward_points),
    template_url: values.template_url || null,
    ...(withSteps ? { challenge_steps: values.steps.map(stepInput) } : {}),
  };
}

interface ChallengeFormProps extends SavedFormProps<ChallengeValues, Body<'addChallenge'>> {
  /** The steps of a challenge learners have taken up: shown, not editable, and not sent. */
  lockedSteps?: AuthoredChallenge['challenge_steps'];
}

/** The challenge's fields (docs/back-office-app.md) and its steps, on the curriculum form scaffold. */
function ChallengeForm({ title, initialValues, successMessage, send, lockedSteps, keepSaved }: ChallengeFormProps) {
  // Locked steps are neither shown nor sent, so only editable ones are checked.
  const form = useForm<ChallengeValues>({ initialValues, validate: lockedSteps ? nameDescriptionRules : { ...nameDescriptionRules, steps: stepTextRules } });
  return (
    <ContentForm
      title={title}
      form={form}
      successMessage={successMessage}
      keepSaved={keepSaved}
      save={(values) => send(challengeBody(values, lockedSteps === undefined))}
    >
      <CodeNameDescription inputProps={form.getInputProps} />
      <NativeSelect label="Type" data={challengeTypes} {...form.getInputProps('type')} />
      <Checkbox label="Calendar required" description="Learners book a time for it in their calendar." {...form.getInputProps('calender_required', { type: 'checkbox' })} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput label="Time required (minutes)" min={1} max={1440} allowDecimal={false} allowNegative={false} {...form.getInputProps('time_required_in_minutes')} />
        <NumberInput label="Reward points" min={0} allowDecimal={false} allowNegative={false} {...form.getInputProps('reward_points')} />
      </SimpleGrid>
      <TextInput label="Template URL" description="Optional: an offline template to download." {...form.getInputProps('template_url')} />
      {lockedSteps ? <LockedSteps steps={lockedSteps} /> : <ChallengeStepsField form={form} />}
    </ContentForm>
  );
}

/** /admin/challenge/add: a challenge with its steps, sent in one `POST challenge/add`. */
export function AddChallengeScreen() {
  const addChallenge = useAddChallenge();
  return <ChallengeForm title="Add challenge" initialValues={emptyChallenge} successMessage={curriculumMessages.challengeAdded} send={addChallenge.mutateAsync} />;
}

function EditChallengeForm({ challenge }: { challenge: AuthoredChallenge }) {
  const updateChallenge = useUpdateChallenge(challenge.id);
  const initialValues: ChallengeValues = {
    code: challenge.code,
    name: challenge.name,
    description: challenge.description,
    calender_required: challenge.calender_required,
    type: challenge.type,
    time_required_in_minutes: challenge.time_required_in_minutes,
    reward_points: challenge.reward_points,
    template_url: challenge.template_url ?? '',
    steps: challenge.challenge_steps.map(stepValues),
  };
  return (
    <ChallengeForm
      title="Edit challenge"
      initialValues={initialValues}
      successMessage={curriculumMessages.challengeUpdated}
      send={updateChallenge.mutateAsync}
      lockedSteps={challenge.started ? challenge.challenge_steps : undefined}
      keepSaved
    />
  );
}

/** /admin/challenge/edit/{challenge_id}: the add form with the challenge's values; its steps only while no learner has taken it up. */
export function EditChallengeScreen() {
  const { challenge_id: param } = useParams();
  const challengeId = Number(param);
  const known = Number.isInteger(challengeId) && challengeId > 0;
  const challenge = useQuery({ ...curriculumQueries.authoredChallenge(challengeId), enabled: known });
  if (known && challenge.isPending) return <Loader aria-label="Loading the challenge" />;
  if (!known || (challenge.isError && isApiError(challenge.error) && challenge.error.status === 404))
    return (
      <ContentPage title="Edit challenge">
        <Text>There is no challenge at this address.</Text>
      </ContentPage>
    );
  if (!challenge.data)
    return (
      <ContentPage title="Edit challenge">
        <Alert color="red" role="alert">
          {curriculumMessages.thrown}
        </Alert>
      </ContentPage>
    );
  // Keyed, so another challenge's address starts a fresh form.
  return <EditChallengeForm key={challenge.data.id} challenge={challenge.data} />;
}

/** A challenge's card: its details, the way to edit it, and its actions. */
function ChallengeCard({ challenge, active }: { challenge: Challenge; active: boolean }) {
  return (
    <ContentCard name={challenge.name} description={challenge.description} active={active}>
      <Text size="sm" c="dimmed">
        {`Code ${challenge.code} · ${typeName(challenge.type)} · ${challenge.time_required_in_minutes} minutes · ${challenge.reward_points} reward points`}
      </Text>
      <Text size="sm" c="dimmed">
        {challenge.calender_required ? 'Booked in the calendar' : 'No calendar booking'}
      </Text>
      <Button component={Link} to={`/admin/challenge/edit/${challenge.id}`} variant="light" size="xs" w="fit-content" aria-label={`Edit ${challenge.name}`}>
        Edit
      </Button>
      <ContentActions kind="challenge" id={challenge.id} name={challenge.name} active={challenge.active} />
    </ContentCard>
  );
}

/** /admin/challenge/all: every challenge. */
export function AllChallengesScreen() {
  const list = useListState({ filters: scopeFilterNames, sorts: contentSorts });
  const page = useQuery(curriculumQueries.challengePage(list.state));
  return (
    <ContentPage title="All challenges">
      <ListedContent
        list={list}
        noun="challenges"
        filters={useScopeFilters(list.state)}
        sortChoices={contentSortChoices}
        page={page}
        label="Challenges"
        none="No challenges yet."
        itemKey={(challenge: Challenge) => challenge.id}
        renderItem={(challenge) => <ChallengeCard challenge={challenge} active={challenge.active} />}
      />
    </ContentPage>
  );
}

/** A goal's challenges are as many as its schedule uses: searched, filtered and paged in the browser. */
const goalChallengeList: LocalListSpec<GoalChallengeItem, 'active'> = {
  search: (item) => [item.challenge.name, item.challenge.code],
  sorts: { name: (item) => item.challenge.name, code: (item) => item.challenge.code, created: (item) => item.challenge.id },
  filters: { active: matchesActive },
};

/** The challenges a goal's schedule uses. */
function GoalChallenges({ goalId, list }: { goalId: number; list: ListStateControls<'active', (typeof contentSorts)[number]> }) {
  const items = useQuery(curriculumQueries.goalChallenges(goalId));
  return (
    <ListedContent
      list={list}
      noun="challenges"
      filters={[activeFilter]}
      sortChoices={contentSortChoices}
      page={{ isError: items.isError, data: items.data && pageLocally(items.data, list.state, goalChallengeList) }}
      label="Challenges of the goal"
      none="This goal has no challenges yet."
      itemKey={(item: GoalChallengeItem) => item.challenge_id}
      renderItem={(item) => <ChallengeCard challenge={item.challenge} active={item.active} />}
    />
  );
}

/** /admin/challenge/list: choose a goal (kept in the address as ?goal_id) and see its challenges. */
export function GoalChallengeListScreen() {
  const goals = useQuery(curriculumQueries.goals());
  const [searchParams, setSearchParams] = useSearchParams();
  const list = useListState({ filters: ['active'], sorts: contentSorts });
  const goalId = Number(searchParams.get('goal_id') ?? '');
  const chosen = Number.isInteger(goalId) && goalId > 0;
  return (
    <ContentPage title="Challenges by goal">
      <ChoiceField
        label="Goal"
        placeholder="Choose a goal"
        query={goals}
        option={byIdAndName}
        value={chosen ? String(goalId) : ''}
        onChange={(event) => setSearchParams(event.currentTarget.value ? { goal_id: event.currentTarget.value } : {}, { replace: true })}
        maw={400}
      />
      {chosen && <GoalChallenges goalId={goalId} list={list} />}
    </ContentPage>
  );
}
