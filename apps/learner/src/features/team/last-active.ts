const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight UTC of the calendar day `at` falls on in this browser's time zone, so days are counted by the calendar. */
const localDay = (at: Date) => Date.UTC(at.getFullYear(), at.getMonth(), at.getDate());

/**
 * A member's last activity as the team table shows it (docs/teams.md): Today, N days ago, or
 * Not logged in. Days are calendar days where the viewer is; one day reads "1 day ago".
 */
export function lastActiveLabel(lastActive: string | null, now: Date = new Date()): string {
  if (lastActive === null) return 'Not logged in';
  const days = Math.max(0, Math.round((localDay(now) - localDay(new Date(lastActive))) / DAY_MS));
  if (days === 0) return 'Today';
  return days === 1 ? '1 day ago' : `${days} days ago`;
}
