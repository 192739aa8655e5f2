import type { ContextCardContent } from './types';

/**
 * Context cards for the goals of Effective Communication at Work, Time Management and
 * Prioritisation, and the Giving Feedback That Lands sprint. Each card shows on one learning day.
 */
export const contextCardsA: ContextCardContent[] = [
  // Effective Communication: Write clearer emails and messages
  {
    code: 'comm-ctx-writing-d1',
    context_card_display_name: 'Why this matters today',
    card_title: 'Your reader decides in seconds',
    card_display_text:
      'Most messages are read on a phone between meetings. If your request is not in the first two sentences, many readers will never reach it. Today you start leading with the point.',
    image_url: null,
    image_display_position: 'top',
    goal: 'comm-goal-writing',
    day_number: 1,
  },
  {
    code: 'comm-ctx-writing-d8',
    context_card_display_name: 'Try this today',
    card_title: 'Tag your subject lines',
    card_display_text:
      "For every email you send today, start the subject with ACTION, DECISION, FYI or REPLY BY plus a date. Notice whether replies come back faster.",
    image_url: null,
    image_display_position: 'left',
    goal: 'comm-goal-writing',
    day_number: 8,
  },
  {
    code: 'comm-ctx-writing-d16',
    context_card_display_name: 'Try this today',
    card_title: 'Read it aloud before you send',
    card_display_text:
      'Read your most important message of the day aloud, as the recipient would on a bad day. Anything that sounds curt, vague or over-apologetic when spoken will read that way too.',
    image_url: null,
    image_display_position: 'right',
    goal: 'comm-goal-writing',
    day_number: 16,
  },

  // Effective Communication: Speak up confidently in meetings
  {
    code: 'comm-ctx-meetings-d1',
    context_card_display_name: 'Why this matters today',
    card_title: 'Your view is part of the decision',
    card_display_text:
      'When people stay quiet, meetings decide with half the information. A short, structured point is all it takes to be heard, and today you will learn one.',
    image_url: null,
    image_display_position: 'top',
    goal: 'comm-goal-meetings',
    day_number: 1,
  },
  {
    code: 'comm-ctx-meetings-d9',
    context_card_display_name: 'Try this today',
    card_title: 'Bring one question',
    card_display_text:
      "Before your next meeting, write down one question about its goal, such as 'What do we need to decide today?' Asking it early is an easy way to get your voice into the room.",
    image_url: null,
    image_display_position: 'right',
    goal: 'comm-goal-meetings',
    day_number: 9,
  },
  {
    code: 'comm-ctx-meetings-d17',
    context_card_display_name: 'Why this matters today',
    card_title: 'Disagreement is a contribution',
    card_display_text:
      'Teams make better decisions when concerns are raised in the room rather than in the corridor afterwards. Acknowledge, be specific, give evidence, offer an alternative.',
    image_url: null,
    image_display_position: 'left',
    goal: 'comm-goal-meetings',
    day_number: 17,
  },

  // Time Management and Prioritisation: Prioritise what matters most
  {
    code: 'time-ctx-priorities-d2',
    context_card_display_name: 'Why this matters today',
    card_title: 'Busy is not the same as effective',
    card_display_text:
      'A full day of urgent tasks can still leave your most important work untouched. Ranking by impact helps you spend your best hours where they count.',
    image_url: null,
    image_display_position: 'top',
    goal: 'time-goal-priorities',
    day_number: 2,
  },
  {
    code: 'time-ctx-priorities-d11',
    context_card_display_name: 'Try this today',
    card_title: 'Ask what to drop',
    card_display_text:
      "The next time you are given new work, ask: 'What should I deprioritise to make room for this?' It turns a silent overload into a shared decision.",
    image_url: null,
    image_display_position: 'left',
    goal: 'time-goal-priorities',
    day_number: 11,
  },
  {
    code: 'time-ctx-priorities-d18',
    context_card_display_name: 'Try this today',
    card_title: 'Three outcomes, not thirty tasks',
    card_display_text:
      'Write down the three outcomes that would make this week a success. Check every new request against them before you say yes.',
    image_url: null,
    image_display_position: 'right',
    goal: 'time-goal-priorities',
    day_number: 18,
  },

  // Time Management and Prioritisation: Protect time for focused work
  {
    code: 'time-ctx-focus-d1',
    context_card_display_name: 'Why this matters today',
    card_title: 'Focus is a scarce resource',
    card_display_text:
      'Every switch between tasks leaves attention behind on the last one. Protecting even one uninterrupted block a day can change what you get done.',
    image_url: null,
    image_display_position: 'top',
    goal: 'time-goal-focus',
    day_number: 1,
  },
  {
    code: 'time-ctx-focus-d8',
    context_card_display_name: 'Try this today',
    card_title: 'Book a meeting with yourself',
    card_display_text:
      'Put a 60-minute block in your calendar for your most important task, give it a clear title and treat it like a meeting you cannot miss.',
    image_url: null,
    image_display_position: 'right',
    goal: 'time-goal-focus',
    day_number: 8,
  },
  {
    code: 'time-ctx-focus-d15',
    context_card_display_name: 'Try this today',
    card_title: 'Silence one source of noise',
    card_display_text:
      'Pick the app that interrupts you most and turn off its notifications for the rest of the day. Check it at set times instead.',
    image_url: null,
    image_display_position: 'left',
    goal: 'time-goal-focus',
    day_number: 15,
  },

  // Giving Feedback That Lands
  {
    code: 'fbk-ctx-feedback-d1',
    context_card_display_name: 'Why this matters today',
    card_title: 'Feedback is how people grow',
    card_display_text:
      'Most people want more feedback than they get, because giving it feels awkward. A simple structure makes it easier to give and easier to hear.',
    image_url: null,
    image_display_position: 'top',
    goal: 'fbk-goal-feedback',
    day_number: 1,
  },
  {
    code: 'fbk-ctx-feedback-d4',
    context_card_display_name: 'Try this today',
    card_title: 'Start with praise',
    card_display_text:
      'Give one colleague specific positive feedback today: the situation, what they did and the difference it made. It is the easiest way to practise SBI.',
    image_url: null,
    image_display_position: 'left',
    goal: 'fbk-goal-feedback',
    day_number: 4,
  },
  {
    code: 'fbk-ctx-feedback-d8',
    context_card_display_name: 'Why this matters today',
    card_title: 'Follow-up is where change happens',
    card_display_text:
      'One conversation rarely changes a habit. When you see someone try the next step you agreed, tell them. That recognition is what makes it stick.',
    image_url: null,
    image_display_position: 'right',
    goal: 'fbk-goal-feedback',
    day_number: 8,
  },
];
