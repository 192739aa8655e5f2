/**
 * The shape of the demo curriculum. Content files are plain data in this shape; the seed loader
 * maps them onto the tables. Everything is referenced by `code`, never by database id, so the seed
 * stays idempotent (upsert by code).
 */

export type Proficiency = 'beginner' | 'intermediate' | 'master';
export type ProgramType = 'program' | 'sprint';
export type ImagePosition = 'left' | 'right' | 'top';

export interface ProgramContent {
  code: string;
  name: string;
  description: string;
  program_type: ProgramType;
  proficiency: Proficiency;
  display_image_url: string | null;
  /** Learning days of each goal's static schedule: 20 for programs, 10 for sprints. */
  number_of_days: number;
  topics: TopicContent[];
  activities: ActivityContent[];
  revisions: RevisionContent[];
  challenges: ChallengeContent[];
  goals: GoalContent[];
  /** Personality assessment; empty for sprints (their assessment is treated as done). */
  assessment: AssessmentQuestionContent[];
}

export interface TopicContent {
  code: string;
  name: string;
  description: string;
  subtopics: SubtopicContent[];
}

export interface SubtopicContent {
  code: string;
  name: string;
  description: string;
  readings: ReadingContent[];
}

export interface ReadingContent {
  code: string;
  reading_title: string;
  /** A few short paragraphs separated by blank lines. */
  reading_text: string;
}

export interface ActivityContent {
  code: string;
  name: string;
  description: string;
  /** Code of the subtopic it teaches. */
  subtopic: string;
  /** Code of a reading shown on the completion screen, if any. */
  reading: string | null;
  reattempt_after_days: number;
  same_day_bonus: number;
  all_correct_bonus: number;
  same_day_all_correct_bonus: number;
  questions: QuestionContent[];
}

/** Points are per correct first answer. */
export type QuestionContent =
  | { type: 'mcq'; stem: string; comment: string; points: number; options: { text: string; correct: boolean }[] }
  /** The stem holds one blank written as "____"; any of `answers` is accepted (case-insensitive). */
  | { type: 'fill_blanks'; stem: string; comment: string; points: number; answers: string[] }
  /** `items` in the correct order; the player shuffles them. */
  | { type: 'order'; stem: string; comment: string; points: number; items: string[] }
  /** Front of the card is the stem, back is the comment. */
  | { type: 'flashcard'; stem: string; comment: string; points: number };

export interface RevisionContent {
  code: string;
  name: string;
  description: string;
  /** Questions re-used from activities of the same program: activity code and 0-based index. */
  questions: { activity: string; index: number }[];
}

export type ChallengeType = 'drill' | 'challenge' | 'day';

export interface ChallengeContent {
  code: string;
  name: string;
  description: string;
  type: ChallengeType;
  calender_required: boolean;
  time_required_in_minutes: number;
  reward_points: number;
  /** Path of an offline template under /templates/, or null. */
  template_url: string | null;
  steps: ChallengeStepContent[];
}

export type ChallengeStepContent =
  | { step_type: 'reading'; step_display: string }
  | { step_type: 'mcq'; step_display: string; options: { text: string; correct: boolean }[] }
  | { step_type: 'textbox'; step_display: string }
  /** A scale of labelled choices, lowest first. */
  | { step_type: 'scale_or_rating'; step_display: string; options: string[] }
  | { step_type: 'visual_flash_card'; step_display: string; image_url: string | null };

export interface GoalContent {
  code: string;
  name: string;
  description: string;
  /** Codes of topics of this program that the goal covers. */
  topics: string[];
  /** Exactly `number_of_days` days; `learn` holds activity or revision codes, `do` challenge codes. */
  schedule: { learn: string[]; do: string[] }[];
}

export interface AssessmentQuestionContent {
  stem: string;
  /** Three options; each adds its points to the named goal; the goal with most points is recommended. */
  options: { text: string; points: number; goal: string }[];
}

export interface ContextCardContent {
  code: string;
  context_card_display_name: string;
  card_title: string;
  card_display_text: string;
  image_url: string | null;
  image_display_position: ImagePosition;
  /** Goal code it belongs to and the learning day (1-based) it shows on. */
  goal: string;
  day_number: number;
}
