/** The spec's fallback when a call fails without a message of its own to show (learner-core §8). */
export const apiErrorMessage = 'An error occured while fetching your data. Please try again later.';
