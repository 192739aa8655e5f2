import type { ReactNode } from 'react';
import { learnMessages } from '../messages';
import { MissingState, useIdParam, useRouteState } from '../../../components/screen-states';

const kinds = {
  activity: { title: 'Activity', unknown: 'This activity does not exist.', missing: learnMessages.missingActivity },
  revision: { title: 'Revision', unknown: 'This revision does not exist.', missing: learnMessages.missingRevision },
} as const;

/**
 * An activity's or revision's route: the id from the address and the goal from navigation state. Without
 * either (an address typed in, a bookmark) it says so and leads back to the dashboard.
 */
export function ItemRoute<State extends { goal_id: number }>({
  kind,
  param,
  children,
}: {
  kind: keyof typeof kinds;
  param: string;
  children: (id: number, state: State) => ReactNode;
}) {
  const id = useIdParam(param);
  const state = useRouteState<State>('goal_id');
  const texts = kinds[kind];
  if (id === null) return <MissingState title={texts.title} message={texts.unknown} />;
  if (!state) return <MissingState title={texts.title} message={texts.missing} />;
  return <>{children(id, state)}</>;
}
