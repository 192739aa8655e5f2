import { addDays, daysBetween, localDate, type LocalDay } from '../../lib/local-days';

/**
 * Attempts and points of Learn items (docs/learn-players.md). Pure, so each rule is unit-tested with dates.
 */

export interface AttemptRow {
  id: number;
  attempt: number;
  completed_at: Date | null;
}

/**
 * What opening an item plays now, given its latest attempt: a new attempt (the first, or one after
 * `reattemptAfterDays` local days since the last completion), the attempt still open, or the completed
 * attempt's review while a new one is not yet allowed.
 */
export type AttemptToPlay = { kind: 'new'; attempt: number } | { kind: 'open'; row: AttemptRow } | { kind: 'review'; row: AttemptRow };

export function attemptToPlay(latest: AttemptRow | undefined, reattemptAfterDays: number, now: Date, timeZone: string): AttemptToPlay {
  if (!latest) return { kind: 'new', attempt: 1 };
  if (latest.completed_at === null) return { kind: 'open', row: latest };
  const completedOn = localDate(latest.completed_at, timeZone);
  return daysBetween(completedOn, localDate(now, timeZone)) >= reattemptAfterDays ? { kind: 'new', attempt: latest.attempt + 1 } : { kind: 'review', row: latest };
}

/** The first local day a completed attempt allows a new one (for the message while it does not). */
export function nextAttemptOn(completedAt: Date, reattemptAfterDays: number, timeZone: string): LocalDay {
  return addDays(localDate(completedAt, timeZone), reattemptAfterDays);
}

export interface AnsweredQuestion {
  responseId: number;
  points: number;
  correct: boolean;
}

export interface Bonuses {
  same_day_bonus: number;
  all_correct_bonus: number;
  same_day_all_correct_bonus: number;
}

export interface Award {
  /** Points of each correct answer, by response (one points event each). */
  questions: { responseId: number; points: number }[];
  /** The attempt's bonuses together (one points event). */
  bonus: number;
  total: number;
}

const NOTHING: Award = { questions: [], bonus: 0, total: 0 };

/** A revision's bonuses: none, so it earns its correct answers' points alone. */
export const NO_BONUSES: Bonuses = { same_day_bonus: 0, all_correct_bonus: 0, same_day_all_correct_bonus: 0 };

/**
 * Points of a finished attempt. Only the first attempt earns: each correct answer its question's points;
 * same_day_bonus when finished on a day the item is scheduled (not a missed day caught up later);
 * all_correct_bonus when every question of the item was answered correctly; same_day_all_correct_bonus when
 * both. A later attempt is practice and earns nothing, so doing an item again never adds points.
 */
export function awardFor(attempt: number, answers: AnsweredQuestion[], questionCount: number, sameDay: boolean, bonuses: Bonuses): Award {
  if (attempt !== 1) return NOTHING;
  const questions = answers.filter((answer) => answer.correct && answer.points > 0).map(({ responseId, points }) => ({ responseId, points }));
  const allCorrect = answers.filter((answer) => answer.correct).length === questionCount;
  const bonus =
    (sameDay ? bonuses.same_day_bonus : 0) + (allCorrect ? bonuses.all_correct_bonus : 0) + (sameDay && allCorrect ? bonuses.same_day_all_correct_bonus : 0);
  const total = questions.reduce((sum, question) => sum + question.points, 0) + bonus;
  return { questions, bonus, total };
}

/** A points event of an award, before it is given its learner, goal and time. */
export interface AwardEvent {
  source: 'question' | 'activity_bonus' | 'revision';
  source_id: number;
  points: number;
}

/**
 * How an award is stored (docs/domain-rules.md): an activity's correct answers as one event each (by
 * response) and its bonuses as one `activity_bonus` event (by attempt); a revision's points as one
 * `revision` event (by attempt). Nothing for an award of no points.
 */
export function awardEvents(kind: 'activity' | 'revision', award: Award, attemptId: number): AwardEvent[] {
  if (kind === 'revision') return award.total > 0 ? [{ source: 'revision', source_id: attemptId, points: award.total }] : [];
  return [
    ...award.questions.map((question): AwardEvent => ({ source: 'question', source_id: question.responseId, points: question.points })),
    ...(award.bonus > 0 ? [{ source: 'activity_bonus' as const, source_id: attemptId, points: award.bonus }] : []),
  ];
}
