/**
 * The assessment's rule (docs/domain-rules.md): every chosen option adds its points to one goal, and the goal
 * with the most points is recommended. Ties go to the goal listed first (goals are listed by id), so the same
 * answers always recommend the same goal. Goals no option pointed at score 0 and can still win a tie.
 */
export function recommendGoal<G extends { id: number }>(goals: readonly G[], chosen: readonly { goal_id: number; points: number }[]): G | undefined {
  const scores = new Map<number, number>();
  for (const option of chosen) scores.set(option.goal_id, (scores.get(option.goal_id) ?? 0) + option.points);
  let best: G | undefined;
  for (const goal of goals) {
    if (!best || (scores.get(goal.id) ?? 0) > (scores.get(best.id) ?? 0)) best = goal;
  }
  return best;
}
