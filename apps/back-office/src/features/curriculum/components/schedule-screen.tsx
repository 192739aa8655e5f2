import { Alert, Button, Group, Loader, Modal, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { FormMessage } from '@stride/ui';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import { useBlocker, useSearchParams } from 'react-router';
import { curriculumQueries, useSaveGoalSchedule, type Activity, type Challenge, type GoalStaticSchedule, type Revision } from '../api';
import { MESSAGE_CLEAR_MS, curriculumMessages } from '../messages';
import { draftOf, hasUnsavedChanges, identityOf, scheduleBody, scheduleReducer, type ItemKind } from '../schedule-draft';
import { ChoiceField } from './choice-field';
import { byIdAndName, requiredChoice } from './choices';
import { ContentPage } from './content-list';
import { failureResult, type FormResult } from './form-result';
import { ScheduleDay, type DragSource } from './schedule-day';
import classes from './schedule-day.module.css';

interface Catalogue {
  activities: UseQueryResult<Activity[], unknown>;
  revisions: UseQueryResult<Revision[], unknown>;
  challenges: UseQueryResult<Challenge[], unknown>;
}

const catalogueKinds = [
  ['activity', 'activities'],
  ['revision', 'revisions'],
  ['challenge', 'challenges'],
] as const satisfies readonly (readonly [ItemKind, keyof Catalogue])[];

/** Every item of the catalogue with its kind. */
const catalogueItems = (catalogue: Catalogue) =>
  catalogueKinds.flatMap(([kind, list]) => (catalogue[list].data ?? []).map((item: { id: number; name: string; active: boolean }) => ({ kind, item })));

/** The items that can be added, grouped, as `kind:id` values; inactive ones are shown but cannot be chosen (the server refuses them). */
function addOptions({ activities, revisions, challenges }: Catalogue) {
  const option = (kind: ItemKind) => (item: { id: number; name: string; active: boolean }) => ({
    value: `${kind}:${item.id}`,
    label: item.active ? item.name : `${item.name} (inactive)`,
    disabled: !item.active,
  });
  return [
    { group: 'Activities (Learn)', items: (activities.data ?? []).map(option('activity')) },
    { group: 'Revisions (Learn)', items: (revisions.data ?? []).map(option('revision')) },
    { group: 'Challenges (Do)', items: (challenges.data ?? []).map(option('challenge')) },
  ];
}

/** Adds an activity, a revision or a challenge to a day: two native selects and a button. */
function AddItemForm({ catalogue, dayCount, onAdd }: { catalogue: Catalogue; dayCount: number; onAdd: (day: number, kind: ItemKind, id: number, name: string) => void }) {
  const [choice, setChoice] = useState('');
  const [day, setDay] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const lists = catalogueKinds.map(([, list]) => catalogue[list]);
  const loading = lists.some((list) => list.isPending);
  const failed = lists.some((list) => list.isError);
  const items = new Map(catalogueItems(catalogue).map(({ kind, item }) => [identityOf({ kind, id: item.id }), { kind, item }]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = items.get(choice);
    const why = requiredChoice('an activity, a revision or a challenge')(chosen ? choice : '');
    setError(why);
    if (why || !chosen) return;
    onAdd(Number(day), chosen.kind, chosen.item.id, chosen.item.name);
  };
  return (
    <form onSubmit={submit} aria-label="Add an item" noValidate>
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label="Item to add"
          data={[{ value: '', label: loading ? 'Loading…' : failed ? 'Could not load the choices' : 'Choose an activity, a revision or a challenge' }, ...addOptions(catalogue)]}
          value={choice}
          onChange={(event) => setChoice(event.currentTarget.value)}
          disabled={loading}
          error={error}
          miw={260}
        />
        <NativeSelect
          label="To day"
          data={Array.from({ length: dayCount }, (_, index) => ({ value: String(index + 1), label: `Day ${index + 1}` }))}
          value={day}
          onChange={(event) => setDay(event.currentTarget.value)}
        />
        <Button type="submit" variant="light">
          Add
        </Button>
      </Group>
    </form>
  );
}

/**
 * The editor of one goal's schedule: the days with their Learn and Do items, moved by dragging or by each item's
 * buttons (every change announced), an item added to a day, and Save, which replaces the schedule on the server.
 */
function ScheduleEditor({ goalId, schedule, catalogue }: { goalId: number; schedule: GoalStaticSchedule; catalogue: Catalogue }) {
  const [draft, dispatch] = useReducer(scheduleReducer, schedule, draftOf);
  const save = useSaveGoalSchedule(goalId);
  const [result, setResult] = useState<FormResult | null>(null);
  const dragSourceRef: DragSource = useRef(null);
  const daysRef = useRef<HTMLDivElement>(null);
  const unsaved = hasUnsavedChanges(draft);
  const dayCount = draft.days.length;
  // Leaving, or choosing another goal, with unsaved changes asks first.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  // Items switched off since they were scheduled: the server refuses to save them, so they are marked.
  const { activities, revisions, challenges } = catalogue;
  const inactive = useMemo(
    () => new Set(catalogueItems({ activities, revisions, challenges }).flatMap(({ kind, item }) => (item.active ? [] : [identityOf({ kind, id: item.id })]))),
    [activities, revisions, challenges],
  );

  // A moved item's node moves (or leaves, when it changes day), which drops focus: it goes to the same button
  // in the item's new place (its other direction at an edge), or to the day's heading after a removal.
  useEffect(() => {
    const target = draft.focus;
    const root = daysRef.current;
    if (!target || !root) return;
    const find = (name: string) => root.querySelector<HTMLElement>(`[data-focus="${name}"]`);
    if ('day' in target) {
      find(`day-${target.day}`)?.focus();
      return;
    }
    const opposite = { up: 'down', down: 'up', previous: 'next', next: 'previous' } as const;
    const wanted = find(`${target.key}:${target.control}`);
    (wanted && !wanted.hasAttribute('disabled') ? wanted : find(`${target.key}:${opposite[target.control]}`))?.focus();
  }, [draft.focus]);

  const submit = async () => {
    setResult(null);
    try {
      const saved = await save.mutateAsync(scheduleBody(draft.days));
      dispatch({ type: 'load', schedule: saved });
      setResult({ text: curriculumMessages.scheduleSaved, type: 'info' });
    } catch (thrown) {
      setResult(failureResult(thrown));
    }
  };

  return (
    <Stack gap="md">
      <Stack gap="xs" className={classes.toolbar}>
        <Group justify="space-between" align="center">
          <AddItemForm catalogue={catalogue} dayCount={dayCount} onAdd={(day, kind, id, name) => dispatch({ type: 'add', day, kind, id, name })} />
          <Group gap="sm">
            <Text size="sm" fw={unsaved ? 700 : 400} c={unsaved ? undefined : 'dimmed'}>
              {unsaved ? 'Unsaved changes' : 'No unsaved changes'}
            </Text>
            <Button onClick={() => void submit()} loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Group>
        {/* Every move, addition and removal, and every refusal, is said here: the keyboard path's feedback. */}
        <Text size="sm" role="status" aria-live="polite" aria-label="Schedule changes" mih="1.5em">
          {draft.announcement}
        </Text>
        <FormMessage message={result?.text} type={result?.type} autoHideMs={MESSAGE_CLEAR_MS} onHide={() => setResult(null)} />
      </Stack>
      <Text size="sm" c="dimmed">
        Drag an item to another day or place, or use its buttons: up and down within the day, left and right to the day before or after.
      </Text>
      <div ref={daysRef}>
        <SimpleGrid component="ol" aria-label="Days" cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="sm" p={0} m={0}>
          {draft.days.map((day) => (
            <ScheduleDay key={day.day_number} day={day} dayCount={dayCount} inactive={inactive} dispatch={dispatch} dragSourceRef={dragSourceRef} />
          ))}
        </SimpleGrid>
      </div>
      {blocker.state === 'blocked' && (
        <Modal opened onClose={() => blocker.reset()} title={curriculumMessages.scheduleLeaveUnsaved} centered>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => blocker.reset()}>
              Stay
            </Button>
            <Button color="red.8" onClick={() => blocker.proceed()}>
              Leave
            </Button>
          </Group>
        </Modal>
      )}
    </Stack>
  );
}

/** One goal's schedule, loaded with the lists to add from (four calls in all, whatever the program's length). */
function GoalSchedule({ goalId }: { goalId: number }) {
  const schedule = useQuery(curriculumQueries.goalSchedule(goalId));
  const activities = useQuery(curriculumQueries.activities());
  const revisions = useQuery(curriculumQueries.revisions());
  const challenges = useQuery(curriculumQueries.allChallenges());
  const catalogue = { activities, revisions, challenges };
  if (schedule.isPending) return <Loader aria-label="Loading the schedule" />;
  if (schedule.isError)
    return (
      <Alert color="red" role="alert">
        {failureResult(schedule.error).text}
      </Alert>
    );
  return <ScheduleEditor goalId={goalId} schedule={schedule.data} catalogue={catalogue} />;
}

/** /admin/goal-static-schedule: choose a goal (kept in the address as ?goal_id) and edit its static schedule. */
export function GoalScheduleScreen() {
  const goals = useQuery(curriculumQueries.goals());
  const [searchParams, setSearchParams] = useSearchParams();
  const goalId = Number(searchParams.get('goal_id'));
  const chosen = Number.isInteger(goalId) && goalId > 0 ? goalId : null;
  return (
    <ContentPage title="Goal static schedule">
      <ChoiceField
        label="Goal"
        placeholder="Choose a goal"
        query={goals}
        option={byIdAndName}
        value={chosen ? String(chosen) : ''}
        onChange={(event) => setSearchParams(event.currentTarget.value ? { goal_id: event.currentTarget.value } : {}, { replace: true })}
        maw={400}
      />
      {/* A new editor for each goal, so one goal's unsaved draft never reaches another. */}
      {chosen && <GoalSchedule key={chosen} goalId={chosen} />}
    </ContentPage>
  );
}
