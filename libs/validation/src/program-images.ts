/**
 * The program pictures shipped with the learner app (apps/learner/public/images/programs, docs/programs.md,
 * "Program pictures"): the back office offers them, and a program may name one without an upload.
 * apps/api/src/seed/program-images.test.ts checks each file is there.
 */
export const SHIPPED_PROGRAM_IMAGES = [
  '/images/programs/customer-centricity.svg',
  '/images/programs/effective-communication.svg',
  '/images/programs/feedback-sprint.svg',
  '/images/programs/leading-teams.svg',
  '/images/programs/meeting-sprint.svg',
  '/images/programs/time-and-priorities.svg',
  '/images/programs/default.svg',
] as const;

/** Where an uploaded program picture is served (getProgramImage): root-relative, so every app reaches it through its own /api. */
export const programImageUrl = (key: string) => `/api/program/image/${key}`;

/** The key of an uploaded picture's address, or null for any other address. */
export function programImageKeyOf(url: string): string | null {
  return /^\/api\/program\/image\/([0-9a-f]{32})$/.exec(url)?.[1] ?? null;
}
