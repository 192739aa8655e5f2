// How a challenge and its rating read, in the challenge screens and the journal's completed challenges alike.

/** The five answers to 'How did you find this challenge?': the experience rating 1 to 5 (user_response), as the stars mean it. */
export const experienceOptions = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

/** How a challenge's type reads: 'day' is a daily challenge (docs/challenges.md). */
export const challengeTypeLabels = { drill: 'Drill', challenge: 'Challenge', day: 'Daily' } as const;
