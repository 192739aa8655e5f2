import type { Schema } from '@stride/api-sdk';

export type AchievementKind = Schema<'AchievementKind'>;
export type Achievement = Schema<'Achievement'>;

/**
 * The milestones of each kind, smallest first (docs/profile.md, Achievements): learning days in a row, perfect
 * activities, goals completed.
 */
export const ACHIEVEMENT_MILESTONES: Record<AchievementKind, readonly number[]> = {
  streak: [5, 10, 30, 100],
  perfect_activities: [1, 10, 50],
  goals_completed: [1, 3, 10],
};

/** The milestones the counts reach, and for each kind the nearest one still ahead. */
export function achievementsOf(counts: Record<AchievementKind, number>): Schema<'Achievements'> {
  const earned: Achievement[] = [];
  const next: Achievement[] = [];
  for (const [kind, targets] of Object.entries(ACHIEVEMENT_MILESTONES) as [AchievementKind, readonly number[]][]) {
    const current = counts[kind];
    for (const target of targets) {
      if (current >= target) earned.push({ kind, target, current, earned: true });
      else {
        next.push({ kind, target, current, earned: false });
        break;
      }
    }
  }
  return { earned, next };
}
