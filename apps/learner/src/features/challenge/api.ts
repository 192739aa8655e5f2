import { dataOf, type Body, type Schema } from '@stride/api-sdk';
import { useMutation } from '@tanstack/react-query';
import { api, apiQueries } from '../../lib/api';
import { useInvalidateAll } from '../../lib/invalidate-all';
import { fetchWithUploadProgress } from './upload';

export type ChallengeDetail = Schema<'ChallengeDetail'>;
export type ChallengeStep = Schema<'ChallengeStep'>;
export type ChallengeSchedule = Schema<'ChallengeSchedule'>;
export type UserChallenge = Schema<'UserChallenge'>;
export type UserChallengeStep = Schema<'UserChallengeStep'>;
export type StepResult = Schema<'UserChallengeStepResult'>;
export type ReviewItem = Schema<'ChallengeReviewItem'>;
export type GroupAdmin = Schema<'GroupAdminContact'>;
export type ScheduleBody = Body<'scheduleChallenge'>;
export type RespondBody = Body<'respondToChallenge'>;
/** A step's answer: one response field, or none for a view of a reading or flash card. */
export type StepAnswer = Pick<Body<'postUserChallengeStep'>, 'mcq_response' | 'fill_in_the_blanks_response' | 'assesment_response'>;

/**
 * What a challenge screen shows is read fresh each time it opens: a take scheduled or answered a minute ago
 * must show as such, so no cached copy is shown (staleTime 0) nor kept once the screen closes (gcTime 0).
 */
const fresh = { staleTime: 0, gcTime: 0 } as const;

/** This feature's reads, keyed from the contract (`[method, path, params]`; decision 0010). */
export const challengeQueries = {
  challenge: (goalId: number, challengeId: number) => ({
    ...apiQueries.queryOptions('get', '/challenge/goal_id/{goal_id}/id/{challenge_id}', { params: { path: { goal_id: goalId, challenge_id: challengeId } } }),
    ...fresh,
  }),
  /** The learner's open take of the challenge (scheduled, not completed), or null. */
  activeTake: (challengeId: number) => ({
    ...apiQueries.queryOptions('get', '/user-data/active-challenge/{challenge_id}', { params: { path: { challenge_id: challengeId } } }),
    ...fresh,
  }),
  /** The current take with the steps and their responses (the step player); 404 before the first schedule. */
  userChallenge: (goalId: number, challengeId: number) => ({
    ...apiQueries.queryOptions('get', '/user-challenge/goal-id/{goal_id}/challenge-id/{id}', { params: { path: { goal_id: goalId, id: challengeId } } }),
    ...fresh,
  }),
  /** One take of the learner's (the completion page): its challenge, times, rating and whether it is completed. */
  take: (takeId: number) => ({
    ...apiQueries.queryOptions('get', '/user-data/challenge/{user_challenge_id}', { params: { path: { user_challenge_id: takeId } } }),
    ...fresh,
  }),
  scheduledChallenges: () => ({ ...apiQueries.queryOptions('get', '/user-data/get-scheduled-challenges'), ...fresh }),
  /** The learner's answers of the current take, for the review document. */
  challengeReview: (goalId: number, challengeId: number) => ({
    ...apiQueries.queryOptions('get', '/challenge/review/{goal_id}/{challenge_id}', { params: { path: { goal_id: goalId, challenge_id: challengeId } } }),
    ...fresh,
  }),
  groupAdmins: () => apiQueries.queryOptions('get', '/group/get-group-admin-emails-by-user'),
  calendarFeed: () => apiQueries.queryOptions('get', '/user-data/calendar-feed'),
};

/**
 * The .ics file of a scheduled take, for "Add to calendar": a plain link on the app's own origin, where the
 * session cookie authenticates the download (the API answers it as an attachment).
 */
export const calendarEventHref = (takeId: number) => `/api/challenge/ics/${takeId}`;

/**
 * Scheduling, completing and answering change what the dashboard shows (day lists, points, streak): every
 * cached query is marked stale and fetched again where it is next shown, nothing now (the open screen's own
 * queries would otherwise redirect it mid-flow).
 */
const useInvalidateAfterChallenge = () => useInvalidateAll('none');

export async function scheduleChallenge(challengeId: number, body: ScheduleBody): Promise<ChallengeSchedule> {
  return dataOf(await api.POST('/challenge/schedule/{challenge_id}', { params: { path: { challenge_id: challengeId } }, body }));
}

/** Schedules the challenge, or moves the open take (same id) when there is one. */
export function useScheduleChallenge(challengeId: number) {
  const invalidate = useInvalidateAfterChallenge();
  return useMutation({ mutationFn: (body: ScheduleBody) => scheduleChallenge(challengeId, body), onSuccess: invalidate });
}

/** Rates and completes a take; on a completed take it only saves a changed rating or feedback. */
export function useRespondToChallenge(challengeId: number) {
  const invalidate = useInvalidateAfterChallenge();
  return useMutation({
    mutationFn: async (body: RespondBody) =>
      dataOf(await api.POST('/challenge/respond/{challenge_id}', { params: { path: { challenge_id: challengeId } }, body })),
    onSuccess: invalidate,
  });
}

/** A step's first response, or the view of a reading or flash card (no response field). */
export async function postStepResponse(ids: { challenge_step_id: number; goal_id: number }, answer: StepAnswer): Promise<StepResult> {
  return dataOf(await api.POST('/user-data/user-challenge-step', { body: { ...ids, ...answer } }));
}

/** A change to a textbox or scale step's response. */
export async function patchStepResponse(
  ids: { user_challenge_step_id: number; goal_id: number },
  answer: { fill_in_the_blanks_response: string } | { assesment_response: number },
): Promise<UserChallengeStep> {
  return dataOf(await api.PATCH('/user-data/user-challenge-step', { body: { ...ids, ...answer } }));
}

export interface ReviewDocument {
  document: Blob;
  user_email: string[];
  challenge_name: string;
  goal_id: number;
}

/** Each field of the review document's form, the recipients repeated (one `user_email` each). */
function reviewFormData(body: unknown): FormData {
  const { document, user_email, challenge_name, goal_id } = body as ReviewDocument;
  const form = new FormData();
  form.append('document', document, `${challenge_name}.docx`);
  for (const email of user_email) form.append('user_email', email);
  form.append('challenge_name', challenge_name);
  form.append('goal_id', String(goal_id));
  return form;
}

/** Sends the review document to the chosen admins as multipart/form-data, telling `onProgress` the share sent. */
export async function sendReviewDocument(review: ReviewDocument, onProgress: (sent: number) => void) {
  return dataOf(
    await api.POST('/group/challenge-doc', {
      // openapi-typescript types a binary field as a string; the serializer sends the Blob itself.
      body: { ...review, document: review.document as unknown as string },
      bodySerializer: reviewFormData,
      fetch: fetchWithUploadProgress(onProgress),
    }),
  );
}

/** Makes a new private feed address (the old one stops working). */
export function useCreateCalendarFeed() {
  return useMutation({ mutationFn: async () => dataOf(await api.POST('/user-data/calendar-feed')) });
}

export function useRevokeCalendarFeed() {
  return useMutation({ mutationFn: async () => dataOf(await api.POST('/user-data/calendar-feed/revoke')) });
}
