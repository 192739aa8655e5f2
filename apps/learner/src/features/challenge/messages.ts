/** What the challenge screens say, in the spec's words where it has them (docs/challenges.md), spelling included. */
export const challengeMessages = {
  scheduleMissing: 'Enter all the values for scheduling...',
  noRowSelected: 'Select at least one row.',
  idsMissing: 'Goal Id or Challenge Id missing',
  noAdmins: 'No Admins Found',
  /** With no groups, the learner asks the organisation owner to be added (docs/challenges.md). */
  noAdminsHelp: 'You are not in a group with an admin yet. Ask the owner of your organisation to add you to a group, then send your review.',
  documentSent: 'Document successfully sent.',
  documentFailed: 'Failed to send the document.',
  quitMessage: 'You will lose all the progress of this challenge',
  congratulations: 'CONGRATULATIONS',
  howDidYouFind: 'How did you find this challenge?',
  missingChallenge: 'We could not tell which of your goals this challenge belongs to. Open it from your dashboard.',
  unknownChallenge: 'This challenge does not exist.',
  missingTake: 'We could not tell which scheduled challenge this is. Open it from your dashboard or your upcoming challenges.',
  noUpcoming: 'You have no challenges scheduled.',
  answerFirst: 'Answer this step to go on.',
  comeBackLater: 'Come back when your day is done',
  /** A long challenge is lived first, then reflected on (docs/challenges.md, "Challenges that follow the day"). */
  reflectionOpens: (when: string) => `This challenge follows your day: do it first, then come back to reflect on it from ${when}.`,
  /** A repeat earns nothing more (docs/challenges.md). */
  pointsOnce: 'A challenge earns its points the first time you complete it.',
} as const;
