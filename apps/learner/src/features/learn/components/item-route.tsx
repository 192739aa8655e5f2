import { Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ActivityRouteState, RevisionRouteState } from '../../../config/route-state';
import { learnMessages } from '../messages';
import { useScheduledName } from '../use-scheduled-name';
import { MissingState, useIdParam, useQueryId, useRouteState } from '../../../components/screen-states';

const kinds = {
  activity: { title: 'Activity', unknown: 'This activity does not exist.', missing: learnMessages.missingActivity },
  revision: { title: 'Revision', unknown: 'This revision does not exist.', missing: learnMessages.missingRevision },
} as const;

interface KindState {
  activity: ActivityRouteState;
  revision: RevisionRouteState;
}

/** The state a screen opened by its address stands for: the goal from `?goal=`, the name from the goal's schedule. */
function fromAddress<Kind extends keyof KindState>(kind: Kind, goalId: number, name: string): KindState[Kind] {
  return (kind === 'activity' ? { goal_id: goalId, activity_name: name } : { goal_id: goalId, revision_name: name }) as KindState[Kind];
}

/**
 * An activity's or revision's route: the id from the address, the goal from navigation state or else from
 * `?goal=` (docs/learn-players.md, "Addresses"). Opened by its address, the name comes from the goal's
 * schedule (the screen waits for it), and the kind's word stands in when the schedule does not name the item.
 * Without a goal it says so and leads back to the dashboard.
 */
export function ItemRoute<Kind extends keyof KindState>({
  kind,
  param,
  children,
}: {
  kind: Kind;
  param: string;
  children: (id: number, state: KindState[Kind]) => ReactNode;
}) {
  const id = useIdParam(param);
  const navigationState = useRouteState<KindState[Kind]>('goal_id');
  const goalId = useQueryId('goal');
  const texts = kinds[kind];
  const scheduled = useScheduledName(kind, id, navigationState ? null : goalId);
  const state = navigationState ?? (goalId === null ? null : fromAddress(kind, goalId, scheduled.name ?? texts.title));
  if (id === null) return <MissingState title={texts.title} message={texts.unknown} />;
  if (!state) return <MissingState title={texts.title} message={texts.missing} />;
  // Drawn once the name is known: a heading that grew from the kind's word to the name moved the page (CLS).
  if (scheduled.pending) return <Loader aria-label={`Loading the ${kind}`} m="xl" />;
  return <>{children(id, state)}</>;
}
