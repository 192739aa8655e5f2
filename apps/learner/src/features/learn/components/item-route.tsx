import type { ReactNode } from 'react';
import type { ActivityRouteState, RevisionRouteState } from '../../../config/route-state';
import { learnMessages } from '../messages';
import { MissingState, useIdParam, useQueryId, useRouteState } from '../../../components/screen-states';

const kinds = {
  activity: { title: 'Activity', unknown: 'This activity does not exist.', missing: learnMessages.missingActivity },
  revision: { title: 'Revision', unknown: 'This revision does not exist.', missing: learnMessages.missingRevision },
} as const;

interface KindState {
  activity: ActivityRouteState;
  revision: RevisionRouteState;
}

/** The state a screen opened by its address stands for: the goal from `?goal=`, the kind's word as the name. */
function fromAddress<Kind extends keyof KindState>(kind: Kind, goalId: number): KindState[Kind] {
  const name = kinds[kind].title;
  return (kind === 'activity' ? { goal_id: goalId, activity_name: name } : { goal_id: goalId, revision_name: name }) as KindState[Kind];
}

/**
 * An activity's or revision's route: the id from the address, the goal from navigation state or else from
 * `?goal=` (docs/learn-players.md, "Addresses"). Without either it says so and leads back to the dashboard.
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
  const state = navigationState ?? (goalId === null ? null : fromAddress(kind, goalId));
  const texts = kinds[kind];
  if (id === null) return <MissingState title={texts.title} message={texts.unknown} />;
  if (!state) return <MissingState title={texts.title} message={texts.missing} />;
  return <>{children(id, state)}</>;
}
