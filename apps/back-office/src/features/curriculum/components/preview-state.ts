/**
 * The navigation state of the activity preview (docs/back-office-app.md). The screen that opens it says where it came
 * from, and the preview hands goal_id and program_name back to that screen when it is left.
 */
export interface PreviewState {
  /** The referrer's path and query, e.g. /admin/activity/list?goal_id=11. */
  from: string;
  /** The goal the referrer was showing, if any. */
  goal_id: number | null;
  /** The program the referrer was showing, if it knew it. */
  program_name: string | null;
  /** The activity's name, for the preview's heading. */
  activity_name?: string;
}

/** Where the preview returns when it was opened by its address. */
export const PREVIEW_DEFAULT_REFERRER = '/admin/activity/all';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The preview's state from whatever the history entry holds; only back-office paths are returned to. */
export function readPreviewState(state: unknown): PreviewState {
  const record = isRecord(state) ? state : {};
  const { from, goal_id: goalId, program_name: programName, activity_name: activityName } = record;
  return {
    from: typeof from === 'string' && from.startsWith('/admin/') ? from : PREVIEW_DEFAULT_REFERRER,
    goal_id: typeof goalId === 'number' ? goalId : null,
    program_name: typeof programName === 'string' ? programName : null,
    ...(typeof activityName === 'string' ? { activity_name: activityName } : {}),
  };
}
