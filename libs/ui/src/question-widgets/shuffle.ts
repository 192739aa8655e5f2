import type { WidgetComponent } from './types';

/**
 * A new array with the items in random order (Fisher-Yates). Order questions are shuffled on show whatever
 * order the server sent (docs/domain-rules.md, Screen constants); `random` is injectable so tests can fix the order.
 */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [result[index], result[other]] = [result[other] as T, result[index] as T];
  }
  return result;
}

/** The option ids of a question, shuffled: the starting answer of an order question. */
export const shuffledOptionIds = (components: readonly WidgetComponent[], random?: () => number) =>
  shuffle(
    components.map((component) => component.mcq_options.id),
    random,
  );
