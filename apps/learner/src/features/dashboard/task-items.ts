import { paths } from '../../config/paths';
import type { ActivityRouteState, ChallengeRouteState, RevisionRouteState } from '../../config/route-state';
import type { ActivityDayList, ChallengeDayList } from './api';

/** The state of a Learn or Do item as the lists show it (docs/dashboard.md). */
export type TaskStatus = 'completed' | 'started' | 'missed' | 'enabled' | 'locked';

/** One row of the Learn or Do list: what it shows and, unless locked, where it leads. */
export interface TaskItem {
  key: string;
  kind: 'Activity' | 'Revision' | 'Challenge';
  name: string;
  /** The program of the item's goal, named when the lists show all programs. */
  program: string;
  status: TaskStatus;
  to: string;
  state: ActivityRouteState | RevisionRouteState | ChallengeRouteState;
}

interface ItemFlags {
  enabled: boolean;
  completed: boolean;
  missed: boolean;
  started?: boolean;
}

/** Completed wins; an item neither enabled nor completed is locked; a scheduled challenge is started. */
export function taskStatus({ enabled, completed, missed, started = false }: ItemFlags): TaskStatus {
  if (completed) return 'completed';
  if (!enabled) return 'locked';
  if (started) return 'started';
  return missed ? 'missed' : 'enabled';
}

/** Only enabled or completed items open: everything but a locked one. */
export const canOpen = (item: TaskItem) => item.status !== 'locked';

/** The Learn list: the day's activities, then its revisions. */
export function learnItems(list: ActivityDayList): TaskItem[] {
  return [
    ...list.activityList.map((item) => ({
      key: `activity-${item.goal_id}-${item.activity_id}`,
      kind: 'Activity' as const,
      name: item.activity.name,
      program: item.program.name,
      status: taskStatus(item),
      to: paths.activity(item.activity_id, item.goal_id),
      state: { goal_id: item.goal_id, activity_name: item.activity.name },
    })),
    ...list.revisionList.map((item) => ({
      key: `revision-${item.goal_id}-${item.revision_id}`,
      kind: 'Revision' as const,
      name: item.revision.name,
      program: item.program.name,
      status: taskStatus(item),
      to: paths.revision(item.revision_id, item.goal_id),
      state: { goal_id: item.goal_id, revision_name: item.revision.name },
    })),
  ];
}

/** The Do list: the day's challenges. */
export function doItems(list: ChallengeDayList): TaskItem[] {
  return list.challengeList.map((item) => ({
    key: `challenge-${item.goal_id}-${item.challenge_id}`,
    kind: 'Challenge' as const,
    name: item.challenge.name,
    program: item.program.name,
    status: taskStatus(item),
    to: paths.challenge(item.challenge_id, item.goal_id, item.completed),
    state: { goal_id: item.goal_id, completed: item.completed },
  }));
}
