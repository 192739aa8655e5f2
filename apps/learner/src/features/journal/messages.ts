/** What the journal says, in the spec's words where it has them (docs/journal.md), spelling included. */
export const journalMessages = {
  allFieldsRequired: 'Please Enter All Fields',
  noteSaved: 'Note saved successfully!',
  noteFailed: 'Internal error, Please Try Again Later.',
  todoAdded: 'Added',
  todoFailed: 'An error occured',
  noFlashcards: 'No saved flashCards found.',
  noNotes: 'You have no notes yet. Add one here, or from a question in an activity.',
  noTodos: 'You have no to-dos yet.',
  noTips: 'You have no saved tips yet. Save the tip of the day from your dashboard.',
  noReadings: 'You have no saved readings yet. Save one from the end of an activity.',
  noChallenges: 'You have not completed a challenge yet.',
} as const;

/** How long the "Note saved successfully!" dialog stays open (docs/journal.md). */
export const NOTE_SAVED_DIALOG_MS = 2_000;
