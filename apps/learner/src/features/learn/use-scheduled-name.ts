import type { Schema } from '@stride/api-sdk';
import { useQuery } from '@tanstack/react-query';
import { learnQueries } from './api';

/**
 * The name of activity or revision `itemId` in the schedule of goal `goalId`, or null when the item is not in
 * the schedule or the call fails (the player keeps its generic title then), and when `goalId` is null
 * (nothing is asked); `pending` while the schedule is asked. A player opened by its address has no name in
 * navigation state, and its question calls do not name the item (docs/learn-players.md, "Addresses").
 */
export function useScheduledName(kind: Schema<'LearnItemType'>, itemId: number | null, goalId: number | null): { name: string | null; pending: boolean } {
  const name = useQuery({
    ...learnQueries.goalSchedule(goalId ?? 0),
    enabled: goalId !== null && itemId !== null,
    select: (schedule) => schedule.days.flatMap((day) => day.learn).find((item) => item.item_type === kind && item.id === itemId)?.name ?? null,
  });
  return { name: name.data ?? null, pending: name.isLoading };
}
