import { dataOf, type Schema } from '@stride/api-sdk';
import { useMutation } from '@tanstack/react-query';
import { api, apiQueries } from '../../lib/api';
import { useInvalidateAll } from '../../lib/invalidate-all';

export type Question = Schema<'Question'>;
export type QuestionItem = Schema<'QuestionItem'>;
export type ResponseResult = Schema<'ResponseResult'>;
export type ActivityCompletion = Schema<'ActivityCompletion'>;
export type Reading = Schema<'Reading'>;
export type RevisionCompletion = Schema<'RevisionCompletion'>;
export type AnswerBody = Schema<'McqAnswer'> | Schema<'FillBlanksAnswer'> | Schema<'OrderAnswer'>;

/** Which attempt the reviews show (attempt 1, docs/domain-rules.md). */
export const REVIEW_ATTEMPT = 1;

/**
 * A player's questions are read fresh each time it opens: an answer given a minute ago must come back as
 * answered, so a cached copy is never shown (staleTime 0) nor kept once the player closes (gcTime 0).
 */
const fresh = { staleTime: 0, gcTime: 0 } as const;

/** This feature's reads, keyed from the contract (`[method, path, params]`; decision 0010). */
export const learnQueries = {
  activityQuestions: (goalId: number, activityId: number) => ({
    ...apiQueries.queryOptions('get', '/strapi/get-questions/{goal_id}/{activity_id}', { params: { path: { goal_id: String(goalId), activity_id: activityId } } }),
    ...fresh,
  }),
  activityResponses: (goalId: number, activityId: number) =>
    apiQueries.queryOptions('get', '/strapi/user-responses', { params: { query: { activity_id: activityId, goal_id: goalId, attempt: REVIEW_ATTEMPT } } }),
  revisionQuestions: (goalId: number, revisionId: number) => ({
    ...apiQueries.queryOptions('get', '/revision/get-questions/{goal_id}/{revision_id}', { params: { path: { goal_id: goalId, revision_id: revisionId } } }),
    ...fresh,
  }),
  revisionResponses: (goalId: number, revisionId: number) =>
    apiQueries.queryOptions('get', '/revision/user-responses', { params: { query: { revision_id: revisionId, goal_id: goalId, attempt: REVIEW_ATTEMPT } } }),
  /** The goal's whole schedule: it names the items a player opened by its address plays (the question calls do not). */
  goalSchedule: (goalId: number) =>
    apiQueries.queryOptions('get', '/schedule/entire-user-goal-schedule/{goal_id}', { params: { path: { goal_id: goalId } } }),
};

/** Checks one answer of an activity question (the server is the only place answers are checked). */
export async function postQuestionResponse(ids: { activity_id: number; goal_id: number; question_id: number }, answer: AnswerBody): Promise<ResponseResult> {
  return dataOf(await api.POST('/strapi/response', { body: { ...answer, ...ids } }));
}

/** Checks one answer of a revision question. */
export async function postRevisionResponse(ids: { revision_id: number; goal_id: number; question_id: number }, answer: AnswerBody): Promise<ResponseResult> {
  return dataOf(await api.POST('/revision/response', { body: { ...answer, ...ids } }));
}

/**
 * Completing changes the day lists, points and streak that other screens show: every cached query is marked
 * stale and fetched again where it is next shown. Nothing is fetched now: the player's own questions would
 * come back as done (`reattempt: false`) and send the player to the review before Finish opens the completion
 * screen.
 */
const useInvalidateAfterCompletion = () => useInvalidateAll('none');

export function useCompleteActivity(activityId: number) {
  const invalidate = useInvalidateAfterCompletion();
  return useMutation({
    mutationFn: async (goalId: number) =>
      dataOf(await api.POST('/strapi/complete/{activity_id}', { params: { path: { activity_id: activityId } }, body: { goal_id: goalId } })),
    onSuccess: invalidate,
  });
}

export function useCompleteRevision(revisionId: number) {
  const invalidate = useInvalidateAfterCompletion();
  return useMutation({
    mutationFn: async (goalId: number) =>
      dataOf(await api.POST('/revision/complete/{revision_id}', { params: { path: { revision_id: revisionId } }, body: { goal_id: goalId } })),
    onSuccess: invalidate,
  });
}

/** The difficulty survey of the completion screen (0 Very Easy to 4 Very Difficult). */
export function usePostActivityFeedback() {
  return useMutation({
    mutationFn: async (body: { activity_feedback: number; user_activity_id: number }) => dataOf(await api.POST('/strapi/user-feedback', { body })),
  });
}

/** Saves the reading of a completed activity to the journal. */
export function useSaveReading() {
  return useMutation({
    mutationFn: async (readingId: number) => dataOf(await api.POST('/user-data/save-reading/{reading_id}', { params: { path: { reading_id: readingId } } })),
  });
}

/** The player's Add to notes button. */
export function useAddNote() {
  return useMutation({
    mutationFn: async (body: { note_title: string; note_text: string }) => dataOf(await api.POST('/user-data/add-note', { body })),
  });
}

/** The player's Add To FlashCards button. */
export function useAddFlashcard() {
  return useMutation({
    mutationFn: async (body: { flashcard_title: string; flashcard_text: string }) => dataOf(await api.POST('/user-data/flashcard', { body })),
  });
}
