import type { ContextCardContent } from './types';

/**
 * Context cards for First-Time Manager Essentials (`mgr-`), Customer-Centric Problem Solving (`cx-`)
 * and the Run Meetings People Want to Attend sprint (`mtg-`). Each card sits on a learning day of one
 * goal and ties that day's Learn or Do item to the learner's real work.
 */
export const contextCardsB: ContextCardContent[] = [
  // First-Time Manager Essentials: Run effective one-to-ones
  {
    code: 'mgr-card-one-to-ones-why-today',
    context_card_display_name: 'Why this matters today',
    card_title: 'The meeting that belongs to them',
    card_display_text:
      'Regular one-to-ones are the most reliable way to hear what is helping or blocking your people before it becomes a crisis. Today, check that everyone in your team has a recurring slot in the calendar.',
    image_url: null,
    image_display_position: 'top',
    goal: 'mgr-goal-one-to-ones',
    day_number: 1,
  },
  {
    code: 'mgr-card-one-to-ones-and-what-else',
    context_card_display_name: 'Try this',
    card_title: 'Ask one more question',
    card_display_text:
      "In your next conversation, when someone finishes explaining a problem, ask 'And what else?' before offering any advice. Notice what comes out the second time.",
    image_url: null,
    image_display_position: 'left',
    goal: 'mgr-goal-one-to-ones',
    day_number: 2,
  },
  {
    code: 'mgr-card-one-to-ones-precise-praise',
    context_card_display_name: 'Try this',
    card_title: 'Praise with precision',
    card_display_text:
      "Before the end of today, give one piece of positive feedback using Situation, Behaviour, Impact. 'Great job' is pleasant; 'Your summary slide in this morning's call got us a decision in ten minutes' is useful.",
    image_url: null,
    image_display_position: 'right',
    goal: 'mgr-goal-one-to-ones',
    day_number: 4,
  },

  // First-Time Manager Essentials: Delegate with confidence
  {
    code: 'mgr-card-delegation-why-today',
    context_card_display_name: 'Why this matters today',
    card_title: 'You might be the bottleneck',
    card_display_text:
      'Every task you keep that someone else could do waits in your queue. Delegation is not offloading: it is how your team grows, and how you make time for the work only you can do.',
    image_url: null,
    image_display_position: 'top',
    goal: 'mgr-goal-delegation',
    day_number: 1,
  },
  {
    code: 'mgr-card-delegation-name-the-rung',
    context_card_display_name: 'Try this',
    card_title: 'Name the rung',
    card_display_text:
      "When you hand anything over today, however small, say which rung of the delegation ladder it sits on: 'Recommend one and I'll approve it' or 'Decide, then let me know'.",
    image_url: null,
    image_display_position: 'left',
    goal: 'mgr-goal-delegation',
    day_number: 2,
  },
  {
    code: 'mgr-card-delegation-ask-for-recommendation',
    context_card_display_name: 'Try this',
    card_title: 'Ask for the recommendation',
    card_display_text:
      "If someone brings you a problem on delegated work today, reply with 'What do you recommend?' before anything else. Keep the next step with them.",
    image_url: null,
    image_display_position: 'right',
    goal: 'mgr-goal-delegation',
    day_number: 13,
  },

  // Customer-Centric Problem Solving: Understand what customers really need
  {
    code: 'cx-card-understand-why-today',
    context_card_display_name: 'Why this matters today',
    card_title: 'Customers buy progress',
    card_display_text:
      'Customers rarely want your product for its own sake; they want to make progress in their work or life. Naming the job they are trying to get done is the quickest route to solutions they will actually use.',
    image_url: null,
    image_display_position: 'top',
    goal: 'cx-goal-understand-customers',
    day_number: 1,
  },
  {
    code: 'cx-card-understand-last-time',
    context_card_display_name: 'Try this',
    card_title: "Ask about 'last time'",
    card_display_text:
      "Next time you speak to a customer, swap 'Would you use…?' for 'Tell me about the last time you…'. Stories about real events beat predictions every time.",
    image_url: null,
    image_display_position: 'right',
    goal: 'cx-goal-understand-customers',
    day_number: 2,
  },
  {
    code: 'cx-card-understand-peak-and-end',
    context_card_display_name: 'Try this',
    card_title: 'Find the peak and the end',
    card_display_text:
      'Think of one customer interaction from this week. What was its most intense moment, and how did it end? Those two moments shape most of what the customer remembers.',
    image_url: null,
    image_display_position: 'left',
    goal: 'cx-goal-understand-customers',
    day_number: 4,
  },

  // Customer-Centric Problem Solving: Solve problems at the root
  {
    code: 'cx-card-root-causes-why-today',
    context_card_display_name: 'Why this matters today',
    card_title: 'Fixes that stay fixed',
    card_display_text:
      'When the same issue lands on your team every week, patching it each time costs far more than finding out why it happens. Today starts with the foundation of every root cause investigation: a clear problem statement.',
    image_url: null,
    image_display_position: 'top',
    goal: 'cx-goal-solve-root-causes',
    day_number: 1,
  },
  {
    code: 'cx-card-root-causes-process-not-person',
    context_card_display_name: 'Try this',
    card_title: 'Process, not person',
    card_display_text:
      "When something goes wrong today, ask 'What in the process made this easy to get wrong?' instead of 'Who did this?'. Watch how the conversation changes.",
    image_url: null,
    image_display_position: 'left',
    goal: 'cx-goal-solve-root-causes',
    day_number: 2,
  },
  {
    code: 'cx-card-root-causes-predict-first',
    context_card_display_name: 'Try this',
    card_title: 'Predict before you change',
    card_display_text:
      'Before you change anything today, write down what you expect to happen and how you will measure it. A prediction turns a change into an experiment you can learn from.',
    image_url: null,
    image_display_position: 'right',
    goal: 'cx-goal-solve-root-causes',
    day_number: 4,
  },

  // Run Meetings People Want to Attend: Run meetings people want to attend
  {
    code: 'mtg-card-meetings-why-today',
    context_card_display_name: 'Why this matters today',
    card_title: 'The hidden cost of a meeting',
    card_display_text:
      'Eight people in a one-hour meeting is a full working day. Before your next invite goes out, write its purpose in one sentence, and check it still needs to be a meeting.',
    image_url: null,
    image_display_position: 'top',
    goal: 'mtg-goal-better-meetings',
    day_number: 1,
  },
  {
    code: 'mtg-card-meetings-start-with-outcome',
    context_card_display_name: 'Try this',
    card_title: 'Start with the outcome',
    card_display_text:
      "Rewrite the first item on your next agenda as an outcome: not 'Budget' but 'Agree the top three budget cuts'. Notice how it changes who needs to be there.",
    image_url: null,
    image_display_position: 'left',
    goal: 'mtg-goal-better-meetings',
    day_number: 3,
  },
  {
    code: 'mtg-card-meetings-last-five-minutes',
    context_card_display_name: 'Try this',
    card_title: 'Keep the last five minutes',
    card_display_text:
      "In your next meeting, stop five minutes early and read back the decisions and actions, each with an owner and a date. 'We' is not an owner.",
    image_url: null,
    image_display_position: 'right',
    goal: 'mtg-goal-better-meetings',
    day_number: 8,
  },
];
