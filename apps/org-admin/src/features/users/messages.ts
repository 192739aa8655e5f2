/** What the User section and user details say: the spec's words (docs/org-admin-app.md), ours marked. */
export const userMessages = {
  noUsers: 'No Users in this Organization',
  noPrograms: 'No Enrolled Programs',
  noGroups: 'No Groups Joined',
  yetToStart: 'Yet To Start',
  ongoing: 'Ongoing',
  /** Ours: the spec knows only the first two, which called a finished program Ongoing (issue 27). */
  completed: 'Completed',
  /** Ours: the spec only logs load failures, which would leave an admin looking at an empty screen. */
  loadFailed: 'This list could not be loaded. Please try again later.',
} as const;

/** A program's status in user details (docs/org-admin-app.md): Yet To Start at 0 %, Completed at 100 %, otherwise Ongoing. */
export function programStatus(completionPercentage: number): string {
  if (completionPercentage === 0) return userMessages.yetToStart;
  return completionPercentage >= 100 ? userMessages.completed : userMessages.ongoing;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar date or a timestamp as "16 Nov 2026"; a dash for none. */
export const formatDate = (value: string | null) => (value ? dateFormat.format(new Date(value)) : '—');
