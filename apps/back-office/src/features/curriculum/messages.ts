/** What the curriculum screens say, in the spec's words (docs/back-office-app.md), spelling included. */
export const curriculumMessages = {
  subtopicAdded: 'Sub Topic has been added',
  /** Ours: the spec has no program or topic authoring; worded like the others. */
  programAdded: 'Program has been added',
  programUpdated: 'Program has been updated',
  topicAdded: 'Topic has been added',
  topicUpdated: 'Topic has been updated',
  unknownProgram: 'There is no program at this address.',
  unknownTopic: 'There is no topic at this address.',
  /** The picture upload: the server's own refusal (not an image, too large) is shown when it sends one. */
  pictureUploaded: 'The picture has been uploaded. Submit to save it on the program.',
  goalAdded: 'Goal has been added',
  activityAdded: 'Activity has been successfully added',
  readingAdded: 'Reading has been added',
  /** The spec names no message for a question; this one follows the others. */
  questionAdded: 'Question has been added',
  challengeAdded: 'Challenge has been successfully added',
  /** Ours: the spec has no revision authoring; worded like the reading's. */
  revisionAdded: 'Revision has been added',
  /** Ours: the spec has no challenge editing; worded like the add. */
  challengeUpdated: 'Challenge has been successfully updated',
  /** Ours: the assessment form posts to goal/add, but it adds a question, not a goal. */
  assessmentQuestionAdded: 'Assessment question has been added',
  /** Ours: the assessment list (edit, reorder, delete, preview); worded like the add. */
  assessmentQuestionUpdated: 'Assessment question has been updated',
  assessmentNoQuestions: 'This program has no assessment questions yet.',
  assessmentMoved: (stem: string, direction: 'up' | 'down', position: number) => `"${stem}" moved ${direction} to position ${position}.`,
  assessmentDeleteExplained:
    'Its options go with it and this cannot be undone. Learners who already answered it keep their answer, and the goal recommended to them does not change.',
  assessmentPreviewHint: 'Pick an option of one or more questions to see the goal they recommend.',
  assessmentRecommended: (goal: string) => `Recommended goal: ${goal}`,
  /** The activity preview's quit question (docs/back-office-app.md). */
  quitPreview: 'Are you sure to quit?',
  /** Ours: the spec has no words for these states of the preview. */
  previewNoQuestions: 'This activity has no questions yet.',
  previewUnknownActivity: 'There is no activity at this address.',
  previewNoKey: 'This question has no correct answer marked, so it cannot be checked.',
  /** Ours: a warning, not a refusal; a question may be saved without one (docs/back-office-app.md). */
  noExplanation: 'No explanation yet: after Check the learner will only see whether the answer was right. You can still save the question.',
  /** Ours: the spec names no message for saving a schedule; this one follows the others. */
  scheduleSaved: 'Schedule has been saved',
  scheduleLeaveUnsaved: 'Leave without saving the schedule?',
  /** Ours: the spec has no activity editing; worded like the add. */
  activityUpdated: 'Activity has been successfully updated',
  /** Ours: the card actions (the spec shows the flag but no way to switch it, and no deleting). */
  activated: (name: string) => `"${name}" has been activated.`,
  deactivated: (name: string) => `"${name}" has been deactivated.`,
  deleteQuestion: (name: string) => `Delete "${name}"?`,
  deleteExplained:
    'It is deleted with its parts (questions, steps, schedule) and this cannot be undone. Content learners have answered or that other content uses cannot be deleted: deactivate it instead.',
  /** Ours: the curriculum hub's "what is missing" lines (docs/back-office-app.md, "The curriculum hub"). */
  missing: {
    goal_without_schedule: (name: string) => `The goal "${name}" has no schedule.`,
    activity_without_questions: (name: string) => `The activity "${name}" has no questions.`,
    question_without_explanation: (name: string) => `The question "${name}" has no explanation.`,
    assessment_without_questions: () => 'The assessment has no questions.',
  },
  nothingMissing: 'Nothing is missing.',
  noPrograms: 'There are no programs yet.',
  /** A refusal without a message of the server's (or a server failure), shown as info. */
  refusedWithoutMessage: 'Error Occured',
  /** The call itself failed (no answer at all). */
  thrown: 'An error occured. Please try again later.',
} as const;

/** The spec's 6-second auto-clear of a form's result message (docs/back-office-app.md). */
export const MESSAGE_CLEAR_MS = 6_000;
