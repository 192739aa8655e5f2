/** What the User section and user details say: the spec's words (docs/org-admin-app.md), ours marked. */
export const userMessages = {
  noUsers: 'No Users in this Organization',
  noPrograms: 'No Enrolled Programs',
  noGroups: 'No Groups Joined',
  yetToStart: 'Yet To Start',
  ongoing: 'Ongoing',
  /** Ours: the spec only logs load failures, which would leave an admin looking at an empty screen. */
  loadFailed: 'This list could not be loaded. Please try again later.',
} as const;

/** A program's status in user details (§4): Yet To Start at 0 %, otherwise Ongoing. */
export const programStatus = (completionPercentage: number) => (completionPercentage === 0 ? userMessages.yetToStart : userMessages.ongoing);

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar date or a timestamp as "16 Nov 2026"; a dash for none. */
export const formatDate = (value: string | null) => (value ? dateFormat.format(new Date(value)) : '—');
