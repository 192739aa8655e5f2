import type { ReactNode } from 'react';
import { MissingState, useIdParam, useRouteState } from '../../../components/screen-states';
import { challengeMessages } from '../messages';

/**
 * A challenge route: the challenge id from the address and the rest from navigation state (`required` says
 * which field must be there). Without either (an address typed in, a bookmark) it says so and leads back to
 * the dashboard.
 */
export function ChallengeRoute<State extends object>({
  title,
  required,
  missing = challengeMessages.missingChallenge,
  children,
}: {
  title: string;
  required: keyof State;
  missing?: string;
  children: (challengeId: number, state: State) => ReactNode;
}) {
  const id = useIdParam('challenge_id');
  const state = useRouteState<State>(required);
  if (id === null) return <MissingState title={title} message={challengeMessages.unknownChallenge} />;
  if (!state) return <MissingState title={title} message={missing} />;
  return <>{children(id, state)}</>;
}
