import { callKey, dataOf, type Schema } from '@stride/api-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiQueries } from '../../lib/api';

export type Note = Schema<'Note'>;
export type Flashcard = Schema<'Flashcard'>;
export type Todo = Schema<'Todo'>;
export type SavedTip = Schema<'SavedTip'>;
export type SavedReading = Schema<'SavedReading'>;
export type CompletedChallenge = Schema<'CompletedChallenge'>;
export type DueFlashcard = Schema<'DueFlashcard'>;
export type FlashcardGrade = Schema<'FlashcardGrade'>;

/** The journal's lists, each paged by 5 on the server (`{ items, page, page_size, total }`). */
export const journalLists = {
  notes: '/user-data/notes',
  flashcards: '/user-data/flashcards',
  todos: '/user-data/todos',
  tips: '/user-data/saved-tips',
  readings: '/user-data/saved-readings',
  challenges: '/user-data/completed-challenges',
} as const;
export type JournalList = keyof typeof journalLists;

const pageParams = (page: number) => ({ params: { query: { page } } });
const fresh = { staleTime: 0 } as const;

/** This feature's reads, keyed from the contract (`[method, path, params]`; decision 0010). */
export const journalQueries = {
  // A page of each list, read afresh whenever a journal screen opens (the players add to the journal meanwhile).
  notes: (page: number) => ({ ...apiQueries.queryOptions('get', journalLists.notes, pageParams(page)), ...fresh }),
  flashcards: (page: number) => ({ ...apiQueries.queryOptions('get', journalLists.flashcards, pageParams(page)), ...fresh }),
  todos: (page: number) => ({ ...apiQueries.queryOptions('get', journalLists.todos, pageParams(page)), ...fresh }),
  tips: (page: number) => ({ ...apiQueries.queryOptions('get', journalLists.tips, pageParams(page)), ...fresh }),
  readings: (page: number) => ({ ...apiQueries.queryOptions('get', journalLists.readings, pageParams(page)), ...fresh }),
  challenges: (page: number) => ({ ...apiQueries.queryOptions('get', journalLists.challenges, pageParams(page)), ...fresh }),
  /** The flashcards due for review by the end of the learner's day, and how many (docs/journal.md, "Flashcard review"). */
  dueFlashcards: () => ({ ...apiQueries.queryOptions('get', '/user-data/flashcards/due'), staleTime: 0 }),
};

/** A mutation of the journal that refreshes `list`'s pages once it succeeds. */
function useJournalMutation<Variables, Result>(list: JournalList, call: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callKey('get', journalLists[list]) }),
  });
}

export const useAddNote = () =>
  useJournalMutation('notes', async (note: { note_title: string; note_text: string }) => dataOf(await api.POST('/user-data/add-note', { body: note })));
export const useRemoveNote = () =>
  useJournalMutation('notes', async (id: number) => dataOf(await api.POST('/user-data/remove-note/{id}', { params: { path: { id } } })));
export const useRemoveFlashcard = () =>
  useJournalMutation('flashcards', async (id: number) => dataOf(await api.POST('/user-data/remove-flashcard/{id}', { params: { path: { id } } })));
export const useAddTodo = () =>
  useJournalMutation('todos', async (todo_title: string) => dataOf(await api.POST('/user-data/add-todo', { body: { todo_title } })));
export const useCompleteTodo = () =>
  useJournalMutation('todos', async (id: number) => dataOf(await api.POST('/user-data/complete-todo/{id}', { params: { path: { id } } })));
export const useUnsaveTip = () =>
  useJournalMutation('tips', async (tipId: number) => dataOf(await api.POST('/user-data/unsave-tip/{id}', { params: { path: { id: tipId } } })));

/**
 * Grades one recall, then reads the due cards and the flashcard pages again at once, so the FlashCard tab's
 * "(n due)" counts down with each grade (issue 27: it still said "(3 due)" after the review). The review
 * session keeps the cards it started with, so the refetch does not move it.
 */
export function useReviewFlashcard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, grade }: { id: number; grade: FlashcardGrade }) =>
      dataOf(await api.POST('/user-data/flashcards/{id}/review', { params: { path: { id } }, body: { grade } })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: journalQueries.dueFlashcards().queryKey }),
        queryClient.invalidateQueries({ queryKey: callKey('get', journalLists.flashcards) }),
      ]),
  });
}
