/** The spec's fallback when a call fails without a message of its own to show (docs/domain-rules.md, Screen constants). */
export const apiErrorMessage = 'An error occured while fetching your data. Please try again later.';
