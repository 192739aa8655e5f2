import { callKey, dataOf, type Body, type CallPath, type Schema } from '@stride/api-sdk';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { listParams, pagedQueryOptions } from '../../components/list/list-query';
import type { ListState } from '../../components/list/use-list-state';
import { api, apiQueries } from '../../lib/api';

export type Topic = Schema<'Topic'>;
export type Subtopic = Schema<'Subtopic'>;
export type Program = Schema<'AuthoredProgram'>;
export type ProgramInput = Body<'addProgram'>;
export type Goal = Schema<'Goal'>;
export type Activity = Schema<'Activity'>;
export type GoalActivityItem = Schema<'GoalActivityItem'>;
export type Reading = Schema<'Reading'>;
export type Revision = Schema<'Revision'>;
export type RevisionQuestionSummary = Schema<'RevisionQuestionSummary'>;
export type ContentKind = Schema<'ContentKind'>;
export type FlaggedContentKind = Schema<'FlaggedContentKind'>;
/** The flagged kinds that may also be deleted: programs and topics are only switched off (everything hangs from them). */
export type DeletableFlaggedKind = Extract<FlaggedContentKind, ContentKind>;
export const isDeletable = (kind: FlaggedContentKind): kind is DeletableFlaggedKind => kind !== 'program' && kind !== 'topic';
export type GoalChallengeItem = Schema<'GoalChallengeItem'>;
export type AuthoredChallenge = Schema<'AuthoredChallenge'>;
export type QuestionItem = Schema<'QuestionItem'>;
export type Challenge = Schema<'Challenge'>;
export type GoalStaticSchedule = Schema<'GoalStaticSchedule'>;
export type AuthoredAssessmentQuestion = Schema<'AuthoredAssessmentQuestion'>;
export type ProgramOverview = Schema<'ProgramOverview'>;
export type CurriculumProblem = Schema<'CurriculumProblem'>;

/** The sort keys of the coded content's lists (activities, revisions, challenges), as the contract names them. */
export const contentSorts = ['name', 'code', 'created'] as const;
/** The sort keys of the readings' list. */
export const readingSorts = ['name', 'created'] as const;
type ContentListState = ListState<string, (typeof contentSorts)[number]>;

/** The curriculum lists, keyed from the contract (`[method, path, params]`; decision 0010), so an add invalidates the list it grows. */
export const curriculumQueries = {
  topics: () => apiQueries.queryOptions('get', '/topic/all'),
  subtopics: () => apiQueries.queryOptions('get', '/subtopic/all'),
  programs: () => apiQueries.queryOptions('get', '/program/all'),
  /** The hub's catalogue: programs with their goals, counts and what is missing; read afresh each time the hub opens, as any edit changes it. */
  overview: () => apiQueries.queryOptions('get', '/curriculum/overview', {}, { staleTime: 0 }),
  goals: () => apiQueries.queryOptions('get', '/goal/all'),
  activities: () => apiQueries.queryOptions('get', '/activity/all'),
  goalActivities: (goalId: number) => apiQueries.queryOptions('get', '/activity/list', { params: { query: { goal_id: goalId } } }),
  readings: () => apiQueries.queryOptions('get', '/reading/all'),
  revisions: () => apiQueries.queryOptions('get', '/revision/all'),
  /** A page of the lists that grow long, searched, filtered and sorted on the server (docs/back-office-app.md, "Lists"). */
  activityPage: (state: ContentListState) => pagedQueryOptions('/activity/all', listParams(state), (init) => api.GET('/activity/all', init)),
  revisionPage: (state: ContentListState) => pagedQueryOptions('/revision/all', listParams(state), (init) => api.GET('/revision/all', init)),
  challengePage: (state: ContentListState) => pagedQueryOptions('/challenge/all', listParams(state), (init) => api.GET('/challenge/all', init)),
  readingPage: (state: ListState<string, (typeof readingSorts)[number]>) =>
    pagedQueryOptions('/reading/all', listParams(state), (init) => api.GET('/reading/all', init)),
  /** The admin preview of an activity's questions: goal_id `null`, the key (is_correct, correct positions) included. */
  activityPreview: (activityId: number) =>
    apiQueries.queryOptions('get', '/strapi/get-questions/{goal_id}/{activity_id}', { params: { path: { goal_id: 'null', activity_id: activityId } } }),
  goalSchedule: (goalId: number) => apiQueries.queryOptions('get', '/goal/static-schedule/{goal_id}', { params: { path: { goal_id: goalId } } }),
  allChallenges: () => apiQueries.queryOptions('get', '/challenge/all'),
  goalChallenges: (goalId: number) => apiQueries.queryOptions('get', '/challenge/list', { params: { query: { goal_id: goalId } } }),
  /** A challenge with its steps as written, for the edit form. */
  authoredChallenge: (challengeId: number) =>
    apiQueries.queryOptions('get', '/challenge/detail/{challenge_id}', { params: { path: { challenge_id: challengeId } } }),
  /** A program's assessment questions in order, with each option's points and goal. */
  assessmentQuestions: (programId: number) => apiQueries.queryOptions('get', '/assessment-question/all', { params: { query: { program_id: programId } } }),
  /** The goal these options recommend: a read (the server writes nothing), so it is cached by the options chosen. */
  assessmentPreview: (programId: number, optionIds: number[]) =>
    apiQueries.queryOptions('post', '/assessment-question/preview/{program_id}', { params: { path: { program_id: programId } }, body: { option_ids: optionIds } }),
};

/** An add whose success refreshes the lists under `listPaths`. */
function useAdd<Variables, Result>(listPaths: CallPath[], call: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => Promise.all(listPaths.map((path) => queryClient.invalidateQueries({ queryKey: callKey('get', path) }))),
  });
}

export const useAddSubtopic = () =>
  useAdd(['/subtopic/all'], async (body: Body<'addSubtopic'>) => dataOf(await api.POST('/subtopic/add', { body })));
export const useAddTopic = () => useAdd(['/topic/all'], async (body: Body<'addTopic'>) => dataOf(await api.POST('/topic/add', { body })));
export const useUpdateTopic = (topicId: number) =>
  useAdd(['/topic/all'], async (body: Body<'updateTopic'>) => dataOf(await api.PUT('/topic/update/{topic_id}', { params: { path: { topic_id: topicId } }, body })));
export const useAddProgram = () => useAdd(['/program/all'], async (body: ProgramInput) => dataOf(await api.POST('/program/add', { body })));
export const useUpdateProgram = (programId: number) =>
  useAdd(['/program/all'], async (body: ProgramInput) => dataOf(await api.PUT('/program/update/{program_id}', { params: { path: { program_id: programId } }, body })));

/** Uploads a program picture (multipart, the file under `image`); the answer is the address to save on the program. */
export const useUploadProgramImage = () =>
  useMutation({
    mutationFn: async (file: File) =>
      dataOf(
        await api.POST('/program/image', {
          // openapi-typescript types a binary field as a string; the serializer sends the file itself.
          body: { image: file as unknown as string },
          bodySerializer: (body) => {
            const form = new FormData();
            form.append('image', body.image as unknown as File);
            return form;
          },
        }),
      ),
  });
export const useAddGoal = () => useAdd(['/goal/all'], async (body: Body<'addGoal'>) => dataOf(await api.POST('/goal/add', { body })));
export const useAddActivity = () =>
  useAdd(['/activity/all', '/activity/list'], async (body: Body<'addActivity'>) => dataOf(await api.POST('/activity/add', { body })));
export const useAddReading = () => useAdd(['/reading/all'], async (body: Body<'addReading'>) => dataOf(await api.POST('/reading/add', { body })));
export const useAddRevision = () => useAdd(['/revision/all'], async (body: Body<'addRevision'>) => dataOf(await api.POST('/revision/add', { body })));
export const useUpdateActivity = (activityId: number) =>
  useAdd(['/activity/all', '/activity/list'], async (body: Body<'updateActivity'>) =>
    dataOf(await api.PUT('/activity/update/{activity_id}', { params: { path: { activity_id: activityId } }, body })),
  );
export const useAddQuestion = () =>
  useAdd(['/activity/all', '/activity/list'], async (body: Body<'addQuestion'>) => dataOf(await api.POST('/admin/question/add', { body })));
export const useAddChallenge = () =>
  useAdd(['/challenge/all', '/challenge/list'], async (body: Body<'addChallenge'>) => dataOf(await api.POST('/challenge/add', { body })));
export const useUpdateChallenge = (challengeId: number) =>
  useAdd(['/challenge/all', '/challenge/list', '/challenge/detail/{challenge_id}'], async (body: Body<'updateChallenge'>) =>
    dataOf(await api.PUT('/challenge/update/{challenge_id}', { params: { path: { challenge_id: challengeId } }, body })),
  );

/**
 * A change to a program's assessment: the question lists and every preview (their points may have moved) reload.
 * `saved` puts what the server answered into the cache first, so the screen shows it without waiting.
 */
function useAssessmentChange<Variables, Result>(call: (variables: Variables) => Promise<Result>, saved?: (queryClient: QueryClient, result: Result) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      saved?.(queryClient, result);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: callKey('get', '/assessment-question/all') }),
        queryClient.invalidateQueries({ queryKey: callKey('post', '/assessment-question/preview/{program_id}') }),
      ]);
    },
  });
}

export const useUpdateAssessmentQuestion = (questionId: number) =>
  useAssessmentChange(async (body: Body<'updateAssessmentQuestion'>) =>
    dataOf(await api.PUT('/assessment-question/update/{question_id}', { params: { path: { question_id: questionId } }, body })),
  );
export const useDeleteAssessmentQuestion = () =>
  useAssessmentChange(async (questionId: number) => dataOf(await api.DELETE('/assessment-question/{question_id}', { params: { path: { question_id: questionId } } })));
/** The program's new order; the answer is the ordered list, shown at once so focus can follow the moved question. */
export const useReorderAssessmentQuestions = (programId: number) =>
  useAssessmentChange(
    async (questionIds: number[]) =>
      dataOf(await api.PUT('/assessment-question/order/{program_id}', { params: { path: { program_id: programId } }, body: { question_ids: questionIds } })),
    (queryClient, ordered) => queryClient.setQueryData(curriculumQueries.assessmentQuestions(programId).queryKey, ordered),
  );

/**
 * Replaces a goal's static schedule. The answer is the saved schedule, which becomes the schedule query's
 * data; the goal's activity and challenge listings follow the schedule on the server, so they reload.
 */
export function useSaveGoalSchedule(goalId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Body<'replaceGoalStaticSchedule'>) =>
      dataOf(await api.PUT('/goal/static-schedule/{goal_id}', { params: { path: { goal_id: goalId } }, body })),
    onSuccess: (saved) => {
      queryClient.setQueryData(curriculumQueries.goalSchedule(goalId).queryKey, saved);
      return Promise.all((['/activity/list', '/challenge/list'] as const).map((path) => queryClient.invalidateQueries({ queryKey: callKey('get', path) })));
    },
  });
}

/** The lists that show each kind of content, reloaded when an item is switched or deleted. */
const listsOfKind: Record<ContentKind | FlaggedContentKind, CallPath[]> = {
  program: ['/program/all'],
  topic: ['/topic/all'],
  subtopic: ['/subtopic/all'],
  goal: ['/goal/all'],
  activity: ['/activity/all', '/activity/list', '/goal/static-schedule/{goal_id}'],
  revision: ['/revision/all', '/goal/static-schedule/{goal_id}'],
  reading: ['/reading/all'],
  challenge: ['/challenge/all', '/challenge/list', '/challenge/detail/{challenge_id}', '/goal/static-schedule/{goal_id}'],
  tip: ['/tip/all'],
  'context-card': ['/context-card/all'],
};

/**
 * A change to an item that reloads the lists showing its kind. `waitForLists`: the change settles once they
 * have reloaded (a switched flag shows at once); otherwise at once (a deleted card's dialog closes before the
 * card leaves the list).
 */
function useContentChange<Variables extends { kind: ContentKind | FlaggedContentKind }, Result>(call: (variables: Variables) => Promise<Result>, waitForLists: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (_result, { kind }) => {
      const reloads = Promise.all(listsOfKind[kind].map((path) => queryClient.invalidateQueries({ queryKey: callKey('get', path) })));
      if (waitForLists) await reloads;
    },
  });
}

/** Switches an item on or off for learners (`PATCH curriculum/{kind}/{id}/active`). */
export const useSetContentActive = () =>
  useContentChange(async ({ kind, id, active }: { kind: FlaggedContentKind; id: number; active: boolean }) =>
    dataOf(await api.PATCH('/curriculum/{kind}/{id}/active', { params: { path: { kind, id } }, body: { active } })), true,
  );

/** Deletes an item with its children (`DELETE curriculum/{kind}/{id}`); refused with the reason when learners or other content use it. */
export const useDeleteContent = () =>
  useContentChange(async ({ kind, id }: { kind: ContentKind; id: number }) => dataOf(await api.DELETE('/curriculum/{kind}/{id}', { params: { path: { kind, id } } })), false);
