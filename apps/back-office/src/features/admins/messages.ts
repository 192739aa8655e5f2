/** What the admin screens say that @stride/validation does not already hold, in the spec's words (docs/back-office-app.md). */
export const adminMessages = {
  /** Admin creation answered with a server failure (500) or no answer at all. */
  createFailed: 'An Error Occured. Please try again later.',
  /** Clearing the demo data failed without a message of the server's. Ours: the spec shows no text. */
  clearFailed: 'An error occured. Please try again later.',
  /** The list could not be loaded. Ours. */
  listFailed: 'The admins could not be loaded. Please try again later.',
} as const;

/** Admin creation sends a fixed placeholder phone and gender male (docs/back-office-app.md). */
export const NEW_ADMIN_PHONE = '0000000000';
export const NEW_ADMIN_GENDER = 'male';
