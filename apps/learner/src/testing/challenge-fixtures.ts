import type { Schema } from '@stride/api-sdk';

/**
 * Challenges as the server sends them: steps without their key, responses of the current take, takes
 * (schedules). Dates are in November 2026, the tests' week.
 */
type ChallengeDetail = Schema<'ChallengeDetail'>;
type ChallengeStep = Schema<'ChallengeStep'>;
type ChallengeSchedule = Schema<'ChallengeSchedule'>;
type UserChallengeStep = Schema<'UserChallengeStep'>;

export const GOAL_ID = 11;

/** A challenge without steps: the learner schedules it and later rates it. */
export const plainChallenge: ChallengeDetail = {
  id: 6,
  name: 'Ask for feedback this week',
  description: 'Ask one colleague for feedback on a piece of your work.',
  type: 'challenge',
  template_url: '/templates/feedback-request.docx',
  calender_required: true,
  time_required_in_minutes: 30,
  reward_points: 20,
  challenge_steps: [],
};

const step = (overrides: Partial<ChallengeStep> & Pick<ChallengeStep, 'id' | 'step_type' | 'step_display'>): ChallengeStep => ({
  image_url: null,
  challenge_steps_components: [],
  user_challenge_steps: [],
  ...overrides,
});

export const readingStep = step({ id: 201, step_type: 'reading', step_display: 'Good feedback is specific, timely and kind.' });
export const mcqStep = step({
  id: 202,
  step_type: 'mcq',
  step_display: 'Which request gets useful feedback?',
  challenge_steps_components: [
    { id: 21, option_text: 'Any thoughts?' },
    { id: 22, option_text: 'What one thing would make this report clearer?' },
  ],
});
export const textboxStep = step({ id: 203, step_type: 'textbox', step_display: 'Who will you ask, and about what?' });
export const scaleStep = step({
  id: 204,
  step_type: 'scale_or_rating',
  step_display: 'How comfortable are you asking for feedback?',
  challenge_steps_components: [
    { id: 41, option_text: 'Not at all' },
    { id: 42, option_text: 'Somewhat' },
    { id: 43, option_text: 'Very' },
  ],
});
export const flashCardStep = step({ id: 205, step_type: 'visual_flash_card', step_display: 'Situation, Behaviour, Impact', image_url: '/images/sbi.png' });

/** A step challenge: a reading, then mcq, textbox, scale and flash card. */
export const stepChallenge: ChallengeDetail = {
  ...plainChallenge,
  id: 7,
  name: 'Feedback in five steps',
  type: 'drill',
  template_url: null,
  challenge_steps: [readingStep, mcqStep, textboxStep, scaleStep, flashCardStep],
};

/** A response to a step in the current take. */
export const stepResponse = (overrides: Partial<UserChallengeStep> & Pick<UserChallengeStep, 'id' | 'challenge_step_id'>): UserChallengeStep => ({
  goal_id: GOAL_ID,
  mcq_response: null,
  fill_in_the_blanks_response: null,
  assesment_response: null,
  ...overrides,
});

/** The step with these responses in the current take. */
export const answered = (base: ChallengeStep, ...responses: UserChallengeStep[]): ChallengeStep => ({ ...base, user_challenge_steps: responses });

/** A take of a challenge: scheduled for Wednesday 18 November 2026, 10:00 to 12:00 UTC, not completed. */
export const aTake = (overrides: Partial<ChallengeSchedule> = {}): ChallengeSchedule => ({
  id: 90,
  challenge_id: plainChallenge.id,
  goal_id: GOAL_ID,
  challenge: { id: plainChallenge.id, name: plainChallenge.name, type: plainChallenge.type },
  date: '2026-11-18',
  start_time: '2026-11-18T10:00:00.000Z',
  end_time: '2026-11-18T12:00:00.000Z',
  user_feedback: null,
  user_response: null,
  is_completed: false,
  completed_date: null,
  opens_at: null,
  points_earned: 0,
  ...overrides,
});

/** The current take of a step challenge as the player reads it. */
export const aUserChallenge = (steps: ChallengeStep[], id = 91): Schema<'UserChallenge'> => ({
  id,
  challenge: { id: stepChallenge.id, name: stepChallenge.name, description: stepChallenge.description, type: stepChallenge.type, template_url: stepChallenge.template_url },
  challenge_steps: steps,
  user_challenge_steps: steps.flatMap((item) => item.user_challenge_steps),
});

export const challengeState = { goal_id: GOAL_ID };
