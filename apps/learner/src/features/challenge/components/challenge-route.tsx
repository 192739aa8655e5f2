import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { MissingState, QueryGate, useIdParam, useQueryId, useRouteState } from '../../../components/screen-states';
import type { ChallengeCompleteState, ChallengeRouteState } from '../../../config/route-state';
import { challengeQueries, type ChallengeSchedule } from '../api';
import { challengeMessages } from '../messages';

/** Without a goal in navigation state or the address: the goal of the learner's open take, the one answer there can be. */
function GoalOfOpenTake({ challengeId, title, children }: { challengeId: number; title: string; children: (state: ChallengeRouteState) => ReactNode }) {
  const active = useQuery(challengeQueries.activeTake(challengeId));
  return (
    <QueryGate query={active} label="Loading the challenge">
      {(take) => (take ? children({ goal_id: take.goal_id }) : <MissingState title={title} message={challengeMessages.missingChallenge} />)}
    </QueryGate>
  );
}

/**
 * A challenge route: the challenge id from the path; the goal from navigation state, else the address
 * (`?goal=`, with `&completed=1` for review mode), else the open take's (docs/learn-players.md, "Addresses").
 */
export function ChallengeRoute({ title, children }: { title: string; children: (challengeId: number, state: ChallengeRouteState) => ReactNode }) {
  const id = useIdParam('challenge_id');
  const navigationState = useRouteState<ChallengeRouteState>('goal_id');
  const goalId = useQueryId('goal');
  const [search] = useSearchParams();
  if (id === null) return <MissingState title={title} message={challengeMessages.unknownChallenge} />;
  if (navigationState) return <>{children(id, navigationState)}</>;
  if (goalId !== null) return <>{children(id, { goal_id: goalId, completed: search.get('completed') === '1' })}</>;
  return (
    <GoalOfOpenTake challengeId={id} title={title}>
      {(state) => children(id, state)}
    </GoalOfOpenTake>
  );
}

/** A take's route: the challenge id from the path and the take from navigation state or the address (`?take=`); the take's record brings its goal. */
export function TakeRoute({ title, children }: { title: string; children: (challengeId: number, takeId: number) => ReactNode }) {
  const id = useIdParam('challenge_id');
  const navigationState = useRouteState<ChallengeCompleteState>('user_challenge_id');
  const takeFromAddress = useQueryId('take');
  const takeId = navigationState?.user_challenge_id ?? takeFromAddress;
  if (id === null) return <MissingState title={title} message={challengeMessages.unknownChallenge} />;
  if (takeId === null) return <MissingState title={title} message={challengeMessages.missingTake} />;
  return <>{children(id, takeId)}</>;
}

/** The take's record (its challenge, goal, times, points), read fresh, then `children` with it. */
export function TakeGate({ takeId, children }: { takeId: number; children: (take: ChallengeSchedule) => ReactNode }) {
  const take = useQuery(challengeQueries.take(takeId));
  return (
    <QueryGate query={take} label="Loading your challenge">
      {children}
    </QueryGate>
  );
}
