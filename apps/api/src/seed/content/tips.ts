/** Tip of the day: one or two practical sentences each, shown at most once per calendar day. */
export const tips: string[] = [
  // Learning
  'After you learn something new, explain it to a colleague in two minutes. Teaching it is one of the fastest ways to find the gaps in your understanding.',
  'Short, spaced practice beats one long cram. Ten minutes a day for a week will stick far better than an hour on Friday.',
  "Before a training session, write down one question you want answered. You'll listen more actively and leave with something you can use.",
  'Try recalling the key points of a reading before you look back at it. The effort of retrieving it is what makes it stick.',
  'Pick one idea from this week and apply it to a real task today. Learning you use within 24 hours is far more likely to last.',

  // Communication
  'Put your request and deadline in the first two sentences of any email. If the reader stops there, they still know what to do.',
  "Write subject lines that say what you need, such as 'DECISION by Thu: venue for team day', so people can prioritise from their inbox.",
  'If a chat thread has gone back and forth three times without agreement, pick up the phone. Then send a two-line summary of what you agreed.',
  "Before replying in a tricky conversation, paraphrase what you heard: 'So your main concern is…?' It prevents misunderstandings and cools tempers.",
  "Swap 'Why did you do it that way?' for 'What led you to that approach?' You'll get the same information without sounding accusatory.",

  // Focus
  'Block your most demanding work into the part of the day when your energy is highest, and protect it like a meeting.',
  'Close email and chat for your next 45-minute block. Most messages can wait that long, and your work will get your full attention.',
  "Keep a notepad beside you while you focus. When a stray thought appears, write it down and carry on rather than acting on it.",
  'Turn off badges and sounds for non-essential apps. Every notification you remove is an interruption you never have to resist.',
  'End each day by writing down the first task for tomorrow. Starting is easier when the decision has already been made.',

  // Feedback
  'When you praise someone, name the specific thing they did and the difference it made. Specific praise tells people what to repeat.',
  "Describe what a camera would have seen, not your interpretation. 'You checked your phone during the demo' is easier to hear than 'you seemed bored'.",
  'Give developmental feedback privately and soon, within a day or two, while the details are still fresh for both of you.',
  "Ask for feedback with a specific question, such as 'What's one thing that would make my updates more useful?', rather than 'Any feedback?'",
  'When you receive feedback, say thank you first and ask a follow-up question before you explain or defend yourself.',

  // Meetings
  "If you can't state a meeting's purpose in one sentence, it may not need to be a meeting. Try an email or a shared document first.",
  'End every meeting by reading back the decisions, owners and deadlines. It takes two minutes and saves a week of confusion.',
  'Try booking 25 or 50 minutes instead of 30 or 60. The buffer gives everyone time to get to their next meeting ready to think.',
  "Aim to say something in the first ten minutes of a meeting, even if it's a question. The longer you wait, the harder it feels to speak.",

  // Management
  'In one-to-ones, let your team member set most of the agenda. Ask what is getting in their way before you bring your own list.',
  'When you delegate, agree the outcome, the deadline and how much freedom they have to decide, not just the task itself.',
  "Ask your team 'What should we stop doing?' at least once a quarter. Removing low-value work is often easier than finding more time.",

  // Wellbeing
  'Take a proper break away from your screen at least once in the morning and once in the afternoon. A short walk restores focus better than scrolling.',
  'Set a clear end to your working day, such as closing the laptop and writing tomorrow\'s first task, so your mind knows work is done.',
  'If a deadline is causing real stress, talk to your manager early. It is much easier to adjust scope or timing on day one than on the due date.',
];
