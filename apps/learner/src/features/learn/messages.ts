import { apiErrorMessage } from '../../config/messages';

/** What the Learn players say, in the spec's words where it has them (docs/learn-players.md). */
export const learnMessages = {
  /** The spec's fallback when a call fails without a message of its own to show (docs/domain-rules.md, Screen constants). */
  apiError: apiErrorMessage,
  addNote: 'Add to notes',
  noteAdded: 'Added to Notes',
  addFlashcard: 'Add To FlashCards',
  flashcardAdded: 'Added To FlashCards',
  /** The success messages of the journal saves (docs/journal.md), announced when a save succeeds. */
  noteAddedNotice: 'Added to Notes',
  flashcardAddedNotice: 'Added to FlashCards',
  noQuestions: 'This item has no questions yet.',
  missingActivity: 'We could not tell which of your goals this activity belongs to. Open it from your dashboard.',
  missingRevision: 'We could not tell which of your goals this revision belongs to. Open it from your dashboard.',
  missingCompletion: 'There is nothing to show here any more. Your progress is saved: carry on from your dashboard.',
} as const;

/** The difficulty survey's options (docs/domain-rules.md, Screen constants). */
export const difficultyOptions = ['Very Easy', 'Easy', 'Neither Easy nor Difficult', 'Difficult', 'Very Difficult'] as const;
