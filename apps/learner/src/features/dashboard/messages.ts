/** What the dashboard says, in the spec's words where it has them (docs/dashboard.md), spelling included. */
export const dashboardMessages = {
  challengesError: 'We are unable to fetch Challenges!',
  activitiesError: 'We are unable to fetch Activities.',
  notEnrolled: 'Please enroll into a program to start learning',
  noEnrolledPrograms: 'Enoll into program to start',
  noTeam: "You aren't a part of a team yet",
  feedbackThanks: 'Thanks for your feedback',
  feedbackError: 'An error occured. Please try again.',
  tipSaveError: "We couldn't save the tip. Please try again.",
  newVersion: 'A new version of Stride is available.',
  noNotifications: 'No notifications yet.',
  notificationsError: "We couldn't load your notifications.",
  teamError: "We couldn't load your team.",
  progressError: "We couldn't load your progress.",
  programsError: 'An error occured while fetching your data. Please try again later.',
} as const;

/** Whether the day viewed is today, before it or after it: the empty lists say it in the right tense. */
export type DayTense = 'today' | 'past' | 'future';

export const dayTense = (dayAdjust: number): DayTense => (dayAdjust === 0 ? 'today' : dayAdjust < 0 ? 'past' : 'future');

/**
 * Why a day's list is empty, for today, a past day and a future day (docs/dashboard.md). Today's weekend
 * challenges keep the spec's words; the rest are ours.
 */
export const emptyDayMessages: Record<DayTense, { weekendActivities: string; weekendChallenges: string; noActivities: string; noChallenges: string }> = {
  today: {
    weekendActivities: 'Stride takes weekends off, so there are no activities for today. Enjoy your weekend!',
    weekendChallenges: 'No Challenges for Today!',
    noActivities: 'No activities for today.',
    noChallenges: 'No challenges for today.',
  },
  past: {
    weekendActivities: 'Stride takes weekends off, so there were no activities on this day.',
    weekendChallenges: 'There were no challenges on this day: Stride takes weekends off.',
    noActivities: 'There were no activities on this day.',
    noChallenges: 'There were no challenges on this day.',
  },
  future: {
    weekendActivities: 'Stride takes weekends off, so there will be no activities on this day.',
    weekendChallenges: 'There will be no challenges on this day: Stride takes weekends off.',
    noActivities: 'No activities are planned for this day.',
    noChallenges: 'No challenges are planned for this day.',
  },
};
