import type { AuthoredChallenge, Challenge } from '../features/curriculum/api';

/** Challenges as the server lists them, for the challenge screens' tests. */
export const aChallenge = (overrides: Partial<Challenge> = {}): Challenge => ({
  id: 21,
  code: 'rewrite-email',
  name: 'Rewrite an email',
  description: 'Put the point first.',
  type: 'drill',
  calender_required: true,
  time_required_in_minutes: 10,
  reward_points: 30,
  template_url: null,
  active: true,
  ...overrides,
});

/** A challenge with its steps as written (`GET challenge/detail/{id}`). */
export const anAuthoredChallenge = (overrides: Partial<AuthoredChallenge> = {}): AuthoredChallenge => ({
  ...aChallenge(),
  started: false,
  challenge_steps: [
    { step_type: 'reading', step_display: 'Read your last email.', image_url: null, challenge_steps_components: [] },
    {
      step_type: 'mcq',
      step_display: 'Where was the point?',
      image_url: null,
      challenge_steps_components: [
        { option_text: 'At the top', is_correct: false },
        { option_text: 'At the bottom', is_correct: true },
      ],
    },
  ],
  ...overrides,
});
