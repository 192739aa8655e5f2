import type { ProgramContent } from '../types';

/** Reading text: short paragraphs separated by blank lines. */
const paras = (...p: string[]): string => p.join('\n\n');

/** Scoring rules shared by every activity in this program. */
const SCORING = {
  reattempt_after_days: 7,
  same_day_bonus: 5,
  all_correct_bonus: 10,
  same_day_all_correct_bonus: 20,
} as const;

export const timeAndPriorities: ProgramContent = {
  code: 'time-management-prioritisation',
  name: 'Time Management and Prioritisation',
  description:
    'Spend your time on the work that matters and protect it from everything else. Over 20 working days you will sort tasks with the Eisenhower matrix, rank work by impact, say no without damaging relationships, plan realistic weeks, time-box deep work and tame interruptions.',
  program_type: 'program',
  proficiency: 'intermediate',
  display_image_url: null,
  number_of_days: 20,

  topics: [
    {
      code: 'time-t-prioritising',
      name: 'Deciding what matters',
      description: 'Separate the important from the merely urgent and rank competing work by impact.',
      subtopics: [
        {
          code: 'time-st-eisenhower',
          name: 'The Eisenhower matrix',
          description: 'Sort tasks by importance and urgency: do, schedule, delegate or drop.',
          readings: [
            {
              code: 'time-rd-eisenhower',
              reading_title: 'The Eisenhower matrix',
              reading_text: paras(
                'The Eisenhower matrix sorts tasks using two questions. Is it important: does it contribute to your goals and responsibilities? Is it urgent: does it have a real, near deadline? The answers give four quadrants: do now (important and urgent), schedule (important, not urgent), delegate or minimise (urgent, not important) and drop (neither).',
                'The quadrant that matters most is the one we neglect: important but not urgent. Planning, building skills and relationships, fixing the process that keeps breaking: none of it shouts for attention, so it gets crowded out until it turns into a crisis. The fix is to put this work in your calendar as real appointments.',
                "Urgency is seductive. In a series of experiments, Meng Zhu, Yang Yang and Christopher Hsee found that people chose urgent tasks over important ones even when the important task paid more. They called it the 'mere urgency effect'. So judge importance first, then look at deadlines, and remember that a request can be urgent for someone else without being important for you.",
              ),
            },
          ],
        },
        {
          code: 'time-st-impact',
          name: 'Ranking by impact',
          description: 'Use impact versus effort and MoSCoW when everything looks important.',
          readings: [
            {
              code: 'time-rd-impact',
              reading_title: 'Ranking by impact',
              reading_text: paras(
                'When everything on your list is important, you need a second lens. An impact–effort grid plots each task by the value it creates and the effort it takes. Quick wins (high impact, low effort) go first; major projects (high impact, high effort) get planned and broken down; fill-ins (low impact, low effort) are batched; and thankless tasks (low impact, high effort) are questioned or dropped.',
                "For projects and shared work, MoSCoW makes scope decisions explicit: Must have, Should have, Could have and Won't have this time. Agreeing the 'won't haves' up front is what makes the method work, because it turns silent overcommitment into an open conversation.",
                "A quick test for any task: what happens if this isn't done this week? If the honest answer is 'nothing much', it is not this week's priority, however loudly it was requested. When priorities from different stakeholders compete, don't quietly absorb the conflict. Lay out the trade-off and ask the people involved, or your manager, to agree the order.",
              ),
            },
          ],
        },
      ],
    },
    {
      code: 'time-t-commitments',
      name: 'Managing commitments',
      description: 'Decline or renegotiate work well, and plan weeks you can actually deliver.',
      subtopics: [
        {
          code: 'time-st-saying-no',
          name: 'Saying no and renegotiating',
          description: "Use a 'positive no' and renegotiate deadlines early.",
          readings: [
            {
              code: 'time-rd-saying-no',
              reading_title: 'Saying no and renegotiating',
              reading_text: paras(
                "Every yes is a no to something else, usually to the important, not-urgent work that nobody is chasing. Saying no, or 'not now', is part of managing your priorities, not a failure to be helpful.",
                "William Ury's 'positive no' has three parts: a yes to what you value ('I want the launch to go well'), a clear no to the request ('so I can't write the FAQ this week') and a yes to an alternative ('I could review a draft on Monday'). With a manager, the most useful form is often a question: 'I can take this on. What should I deprioritise to make room?'",
                'When a deadline you agreed is slipping, renegotiate early. Tell the person as soon as you know, explain briefly what changed, offer options such as a later date, a smaller scope or extra help, and confirm the new agreement in writing. People are far more forgiving of an early warning than of a missed deadline discovered on the day.',
              ),
            },
          ],
        },
        {
          code: 'time-st-weekly-plan',
          name: 'Planning a realistic week',
          description: 'Beat the planning fallacy with buffers, past data and a weekly review.',
          readings: [
            {
              code: 'time-rd-weekly-plan',
              reading_title: 'Planning a realistic week',
              reading_text: paras(
                'The planning fallacy, described by Daniel Kahneman and Amos Tversky, is our tendency to underestimate how long tasks will take, even when similar tasks have overrun before. Plans built on best-case estimates collapse by Tuesday, and the important work is the first thing to go.',
                'Two habits help. First, estimate from history rather than hope: ask how long the last few similar tasks actually took. Second, leave a buffer. Many practitioners plan only around 60–70% of their working time, leaving room for overruns, new requests and the unexpected.',
                "A weekly review, popularised by David Allen's Getting Things Done, ties it together. Once a week, spend 30 minutes clearing loose notes into your task list, reviewing what got done and what slipped, scanning the calendar for the next two weeks, choosing your three most important outcomes and blocking time for them. It turns a reactive week into a planned one.",
              ),
            },
          ],
        },
      ],
    },
    {
      code: 'time-t-focus',
      name: 'Protecting focus',
      description: 'Give important work a fixed place in the calendar and defend it from interruptions.',
      subtopics: [
        {
          code: 'time-st-timeboxing',
          name: 'Time-boxing and time-blocking',
          description: 'Give tasks a fixed slot with a start and an end.',
          readings: [
            {
              code: 'time-rd-timeboxing',
              reading_title: 'Time-boxing and time-blocking',
              reading_text: paras(
                "A to-do list tells you what to do; a calendar tells you when. Time-boxing gives a task a fixed slot with a start and an end, such as 'Draft proposal, Tues 9:00–10:30', and treats it like a meeting with yourself. Time-blocking applies the same idea to a whole day or week, grouping similar work into blocks.",
                "Fixed boxes work partly because of Parkinson's law: work expands to fill the time available. A defined end forces decisions about what 'good enough' looks like. When the box ends, decide consciously, ship it or book another box, rather than drifting into the evening.",
                "Protect boxes for deep work. In his essay 'Maker's Schedule, Manager's Schedule', Paul Graham argued that a single meeting in the middle of an afternoon can break it into pieces too small for hard work. Cluster meetings together where you can, and block two or three longer periods a week for your most demanding tasks.",
              ),
            },
          ],
        },
        {
          code: 'time-st-interruptions',
          name: 'Taming interruptions and context switching',
          description: 'Reduce attention residue and handle interruptions deliberately.',
          readings: [
            {
              code: 'time-rd-interruptions',
              reading_title: 'Taming interruptions and context switching',
              reading_text: paras(
                "Switching tasks has a hidden cost. Sophie Leroy's research on 'attention residue' showed that when we move from one task to another, part of our attention stays with the first, lowering performance on the second. A quick glance at email in the middle of writing a report is rarely quick.",
                "Many interruptions are self-inflicted: checking messages, the news or a half-remembered task. Close email and chat during focus blocks, silence phone notifications and keep a notepad for stray thoughts. Writing 'check invoice status' takes seconds; checking it takes far longer.",
                "For interruptions from others, pause and note where you were in one line, then ask whether it is truly urgent. If not, agree a specific time to follow up: 'Can I come to you at 2pm?' Team agreements help too, such as status messages, shared focus hours or a norm that urgent issues come by phone, so nobody has to guess whether it is OK to wait.",
              ),
            },
          ],
        },
      ],
    },
    {
      code: 'time-t-rhythm',
      name: 'Working rhythm',
      description: 'Work in focused sprints with real breaks, and batch the small stuff.',
      subtopics: [
        {
          code: 'time-st-focus-sprints',
          name: 'Focus sprints and breaks',
          description: 'Use the Pomodoro Technique and restorative breaks.',
          readings: [
            {
              code: 'time-rd-focus-sprints',
              reading_title: 'Focus sprints and breaks',
              reading_text: paras(
                'The Pomodoro Technique, developed by Francesco Cirillo, breaks work into 25-minute intervals separated by 5-minute breaks, with a longer break of 15–30 minutes after four rounds. The fixed interval lowers the barrier to starting, because anyone can manage 25 minutes, and the timer makes progress visible.',
                "Twenty-five minutes isn't magic. Admin and hard-to-start tasks suit short sprints; complex writing or analysis often needs 50–90 minutes to get going. Experiment with the length and keep whatever lets you finish a block feeling you made real progress.",
                'Breaks should actually restore you. Scrolling your phone or checking email keeps your mind busy in much the same way as work. Stand up, move, get some daylight, refill your water. A short walk between blocks often does more for the afternoon than pushing straight through.',
              ),
            },
          ],
        },
        {
          code: 'time-st-batching',
          name: 'Batching email and messages',
          description: 'Process small tasks in scheduled batches instead of all day long.',
          readings: [
            {
              code: 'time-rd-batching',
              reading_title: 'Batching email and messages',
              reading_text: paras(
                'Small tasks such as replies, approvals and updates are individually quick but collectively exhausting when they arrive all day and each one breaks your concentration. Batching means grouping them and dealing with them at set times, for example at 11:00 and 16:00.',
                "When you process a batch, make a decision on every item: delete or archive it, do it now if it takes under two minutes (David Allen's two-minute rule), delegate it, or defer it by adding it to your task list with a date. The aim is an empty or near-empty inbox, with the real work captured somewhere you will see it.",
                'Batching only works if people know what to expect. Tell colleagues when you check messages and how to reach you for something genuinely urgent. Not everything should wait: a customer-facing outage or a safety issue needs immediate attention. The point is that you decide what interrupts you, not the notification sound.',
              ),
            },
          ],
        },
      ],
    },
  ],

  activities: [
    {
      code: 'time-act-eisenhower',
      name: 'Sort with the Eisenhower matrix',
      description: 'Separate important work from merely urgent work.',
      subtopic: 'time-st-eisenhower',
      reading: 'time-rd-eisenhower',
      ...SCORING,
      questions: [
        {
          type: 'mcq',
          stem: 'In the Eisenhower matrix, which quadrant most needs protected, scheduled time because it is most often neglected?',
          comment:
            'Important-but-not-urgent work (planning, development, prevention) never demands attention, so it is crowded out unless you put it in the calendar.',
          points: 10,
          options: [
            { text: 'Important but not urgent', correct: true },
            { text: 'Urgent and important', correct: false },
            { text: 'Urgent but not important', correct: false },
            { text: 'Neither urgent nor important', correct: false },
          ],
        },
        {
          type: 'mcq',
          stem: "A colleague asks you to pull figures for their slide deck, due in an hour. It doesn't affect your own objectives. Where does it most likely sit for you?",
          comment:
            "It is urgent for them, but not important to your goals. Consider whether someone else can help, whether a rough version will do, or whether it's cheap enough to do quickly.",
          points: 10,
          options: [
            { text: 'Urgent but not important', correct: true },
            { text: 'Important but not urgent', correct: false },
            { text: 'Urgent and important', correct: false },
            { text: 'Neither urgent nor important', correct: false },
          ],
        },
        {
          type: 'fill_blanks',
          stem: 'In the Eisenhower matrix, tasks that are urgent but not important are usually best ____ or minimised.',
          comment: 'They need doing, but not necessarily by you. Hand them to the right person or reduce the effort they take.',
          points: 10,
          answers: ['delegated', 'delegate'],
        },
        {
          type: 'order',
          stem: 'Order the steps to sort your task list with the Eisenhower matrix.',
          comment:
            'Capture everything first, judge importance before urgency so deadlines do not cloud your view, then act on the quadrant.',
          points: 15,
          items: [
            'Write every open task in one list',
            'Mark each task important or not, based on your goals',
            'Mark each task urgent or not, based on real deadlines',
            'Do, schedule, delegate or drop according to the quadrant',
          ],
        },
        {
          type: 'flashcard',
          stem: 'The mere urgency effect',
          comment:
            'Zhu, Yang and Hsee found that people pick urgent tasks over important ones even when the important task pays more. Decide importance first, then look at deadlines.',
          points: 5,
        },
      ],
    },
    {
      code: 'time-act-impact',
      name: 'Rank by impact',
      description: 'Use impact versus effort and MoSCoW to choose between competing work.',
      subtopic: 'time-st-impact',
      reading: 'time-rd-impact',
      ...SCORING,
      questions: [
        {
          type: 'mcq',
          stem: 'On an impact–effort grid, which tasks should you usually tackle first?',
          comment: 'Quick wins deliver a lot of value for little effort. High-effort, high-impact projects matter too, but need planning and breaking down.',
          points: 10,
          options: [
            { text: "High impact, low effort: the 'quick wins'", correct: true },
            { text: 'High impact, high effort', correct: false },
            { text: 'Low impact, low effort', correct: false },
            { text: 'Low impact, high effort', correct: false },
          ],
        },
        {
          type: 'fill_blanks',
          stem: 'In MoSCoW prioritisation, the letters stand for Must have, Should have, Could have and ____ have this time.',
          comment: "Agreeing the 'won't haves' explicitly is what stops scope quietly growing beyond what can be delivered.",
          points: 10,
          answers: ["won't", 'wont', 'will not'],
        },
        {
          type: 'order',
          stem: 'Order the MoSCoW categories from highest to lowest priority.',
          comment: "Must haves are non-negotiable; won't haves are consciously excluded for now, not forgotten.",
          points: 15,
          items: ['Must have', 'Should have', 'Could have', "Won't have this time"],
        },
        {
          type: 'flashcard',
          stem: "Ask: what happens if this isn't done?",
          comment: "If the honest answer is 'nothing much for a month', it is not today's priority, however loud the request.",
          points: 5,
        },
        {
          type: 'mcq',
          stem: "Three stakeholders each give you a 'top priority' and you only have time for one this week. What is the best move?",
          comment:
            'Making the trade-off visible lets the people with the context decide. Quietly absorbing the conflict leads to overwork or three half-done tasks.',
          points: 10,
          options: [
            { text: 'Lay out the trade-off and ask your manager or the stakeholders to agree the order', correct: true },
            { text: 'Work late to do all three', correct: false },
            { text: 'Do the easiest first so at least one is finished', correct: false },
            { text: 'Pick the most senior requester without discussing it', correct: false },
          ],
        },
      ],
    },
    {
      code: 'time-act-saying-no',
      name: 'Say no, or not now',
      description: 'Protect your priorities while staying helpful.',
      subtopic: 'time-st-saying-no',
      reading: 'time-rd-saying-no',
      ...SCORING,
      questions: [
        {
          type: 'mcq',
          stem: 'Which response to an extra request best protects your priorities while staying helpful?',
          comment:
            'It makes the cost of saying yes visible and lets the requester help decide. A reflexive yes, a flat no or silence all create problems later.',
          points: 10,
          options: [
            { text: "'I can do it, but it would push the supplier report to Thursday. Which matters more this week?'", correct: true },
            { text: "'Sure, no problem!', and then work late to fit it in", correct: false },
            { text: "'I'm too busy.'", correct: false },
            { text: 'Leave the message unanswered until it goes away', correct: false },
          ],
        },
        {
          type: 'fill_blanks',
          stem: "William Ury's 'positive no' follows the pattern yes, no, ____: affirm what you value, decline the request, then propose an alternative.",
          comment: 'The first yes explains your reason, the no is clear, and the final yes keeps the relationship and the work moving.',
          points: 10,
          answers: ['yes'],
        },
        {
          type: 'order',
          stem: 'Order the steps for renegotiating a deadline you can no longer meet.',
          comment: 'Warn early, explain briefly, give the other person real options, and record what you agree.',
          points: 15,
          items: [
            'Tell the person as soon as you know, not on the due date',
            'Explain briefly what has changed',
            'Offer options: a later date, a smaller scope or extra help',
            'Confirm the new agreement in writing',
          ],
        },
        {
          type: 'flashcard',
          stem: 'Every yes is a no to something else',
          comment: "Before accepting a request, name what you will drop or delay to make room. If you can't name it, the real answer is 'not now'.",
          points: 5,
        },
        {
          type: 'mcq',
          stem: 'Your manager hands you a new urgent project on top of a full week. What is the most useful question to ask?',
          comment: 'It accepts the work while making the trade-off explicit, so your manager can set the priority with full information.',
          points: 10,
          options: [
            { text: "'What should I deprioritise to make room for this?'", correct: true },
            { text: "'Why is this coming to me?'", correct: false },
            { text: "'Can I claim overtime for it?'", correct: false },
            { text: "'Is this really urgent?'", correct: false },
          ],
        },
      ],
    },
    {
      code: 'time-act-weekly-plan',
      name: 'Plan a realistic week',
      description: 'Counter the planning fallacy and run a weekly review.',
      subtopic: 'time-st-weekly-plan',
      reading: 'time-rd-weekly-plan',
      ...SCORING,
      questions: [
        {
          type: 'mcq',
          stem: 'What is the planning fallacy?',
          comment:
            'Kahneman and Tversky described our tendency to underestimate task durations, even when we know similar tasks overran before.',
          points: 10,
          options: [
            { text: 'The tendency to underestimate how long tasks will take, even when similar tasks overran before', correct: true },
            { text: 'The belief that time spent planning is wasted', correct: false },
            { text: 'Deliberately overestimating time needed, to be safe', correct: false },
            { text: 'Planning too far into the future', correct: false },
          ],
        },
        {
          type: 'fill_blanks',
          stem: 'To counter the planning fallacy, leave a ____ of unplanned time in your week for overruns and new requests.',
          comment: 'Unplanned time absorbs the inevitable surprises, so one late task does not knock over the rest of the week.',
          points: 10,
          answers: ['buffer', 'margin', 'cushion'],
        },
        {
          type: 'order',
          stem: 'Order the steps of a 30-minute weekly review.',
          comment: 'Clear your head, learn from last week, look ahead, choose, then commit time in the calendar.',
          points: 15,
          items: [
            'Clear inboxes and capture loose notes into your task list',
            'Review last week: what got done and what slipped',
            'Check the calendar for the next two weeks',
            'Choose your three most important outcomes for the week',
            'Block time in the calendar for those outcomes',
          ],
        },
        {
          type: 'flashcard',
          stem: 'Estimate from history, not hope',
          comment: "Instead of estimating from scratch, ask 'how long did the last three similar tasks actually take?' and plan from that.",
          points: 5,
        },
        {
          type: 'mcq',
          stem: 'Roughly how much of your working week is it realistic to fill with planned tasks?',
          comment:
            'Many practitioners plan around 60–70% and keep the rest for meetings that overrun, new requests and problems nobody foresaw.',
          points: 10,
          options: [
            { text: 'Around 60–70%, leaving room for the unexpected', correct: true },
            { text: '100%, so no time is wasted', correct: false },
            { text: 'Around 20%; the rest will fill itself', correct: false },
            { text: 'None; just respond to what comes in', correct: false },
          ],
        },
      ],
    },
    {
      code: 'time-act-timeboxing',
      name: 'Box your time',
      description: 'Turn tasks into calendar slots with a start and an end.',
      subtopic: 'time-st-timeboxing',
      reading: 'time-rd-timeboxing',
      ...SCORING,
      questions: [
        {
          type: 'mcq',
          stem: 'What is the key difference between a to-do list and time-boxing?',
          comment: 'A list says what; a time box says when and for how long, which turns intention into a commitment.',
          points: 10,
          options: [
            { text: 'Time-boxing gives each task a fixed slot in the calendar with a start and an end', correct: true },
            { text: 'Time-boxing ranks tasks by priority', correct: false },
            { text: 'Time-boxing removes deadlines', correct: false },
            { text: 'To-do lists are for teams; time-boxing is for individuals', correct: false },
          ],
        },
        {
          type: 'fill_blanks',
          stem: "Parkinson's law says that work expands to fill the ____ available for its completion.",
          comment: "A defined end point forces decisions about what 'good enough' looks like.",
          points: 10,
          answers: ['time'],
        },
        {
          type: 'order',
          stem: 'Order the steps to time-box a piece of work.',
          comment: 'Define the outcome, size it, commit it to the calendar, work only on it, and decide consciously when the box ends.',
          points: 15,
          items: [
            'Define the outcome you want from the box',
            'Estimate the time and choose a fixed slot',
            'Put the box in your calendar as an appointment',
            'Work only on that task until the box ends',
            'Review: finished, or book the next box',
          ],
        },
        {
          type: 'flashcard',
          stem: 'Done is a decision',
          comment: "When a time box ends, decide: is this good enough to ship, or worth another box? Don't drift into overtime.",
          points: 5,
        },
        {
          type: 'mcq',
          stem: "What is the central argument of Paul Graham's essay 'Maker's Schedule, Manager's Schedule'?",
          comment:
            'Makers need long unbroken stretches; one meeting in the middle of an afternoon can fragment it. Clustering meetings protects deep work.',
          points: 10,
          options: [
            { text: 'A single mid-afternoon meeting can break up the time needed for deep work', correct: true },
            { text: 'Makers should attend more meetings to stay aligned', correct: false },
            { text: 'Meetings should always be held in the afternoon', correct: false },
            { text: 'Creative work does not need a schedule', correct: false },
          ],
        },
      ],
    },
    {
      code: 'time-act-interruptions',
      name: 'Guard against interruptions',
      description: 'Reduce context switching and handle interruptions on your terms.',
      subtopic: 'time-st-interruptions',
      reading: 'time-rd-interruptions',
      ...SCORING,
      questions: [
        {
          type: 'mcq',
          stem: 'Why is switching between tasks so costly?',
          comment: "Leroy's research showed that attention lingers on the previous task, so performance on the new one drops.",
          points: 10,
          options: [
            { text: 'Attention residue from the previous task lingers and lowers performance on the next', correct: true },
            { text: 'The brain can only work on one task per hour', correct: false },
            { text: 'It only costs time for people new to the job', correct: false },
            { text: 'It increases screen time', correct: false },
          ],
        },
        {
          type: 'fill_blanks',
          stem: "Sophie Leroy's research calls the leftover thoughts about a previous task attention ____.",
          comment: 'Attention residue explains why a quick check of email mid-task costs more than the seconds it takes.',
          points: 10,
          answers: ['residue'],
        },
        {
          type: 'mcq',
          stem: 'Which change most reduces self-interruptions during a focus block?',
          comment:
            'Removing the triggers is more effective than relying on willpower. Checking more often or running tasks in parallel increases switching.',
          points: 10,
          options: [
            { text: 'Closing email and chat, and silencing phone notifications', correct: true },
            { text: "Keeping chat open but setting your status to 'away'", correct: false },
            { text: 'Working on two tasks in parallel', correct: false },
            { text: "Checking email every ten minutes so it doesn't pile up", correct: false },
          ],
        },
        {
          type: 'order',
          stem: 'Order the steps to handle an interruption during focus time.',
          comment: 'A one-line note makes it easy to resume; checking urgency and agreeing a time keeps the other person looked after.',
          points: 15,
          items: [
            'Pause and note where you were in one line',
            'Ask whether it is truly urgent',
            'If not, agree a specific time to follow up',
            'Return to your task, using your note to pick up the thread',
          ],
        },
        {
          type: 'flashcard',
          stem: "Park it, don't chase it",
          comment: "Keep a notepad for stray thoughts during focus blocks. Writing 'check invoice status' takes five seconds; checking it can take fifteen minutes.",
          points: 5,
        },
      ],
    },
    {
      code: 'time-act-focus-sprints',
      name: 'Work in focus sprints',
      description: 'Use timed sprints and real breaks to keep your energy up.',
      subtopic: 'time-st-focus-sprints',
      reading: 'time-rd-focus-sprints',
      ...SCORING,
      questions: [
        {
          type: 'mcq',
          stem: 'In the classic Pomodoro Technique, how long is one work interval?',
          comment: "Francesco Cirillo's original technique uses 25 minutes of work followed by a 5-minute break.",
          points: 10,
          options: [
            { text: '25 minutes', correct: true },
            { text: '10 minutes', correct: false },
            { text: '45 minutes', correct: false },
            { text: '90 minutes', correct: false },
          ],
        },
        {
          type: 'fill_blanks',
          stem: 'In the Pomodoro Technique, after four work intervals you take a longer ____ of around 15 to 30 minutes.',
          comment: 'The longer break lets you recover properly before the next set of intervals.',
          points: 10,
          answers: ['break', 'rest'],
        },
        {
          type: 'order',
          stem: 'Order one full Pomodoro cycle.',
          comment: 'One task, one timed interval, a short break, and a longer break after four rounds.',
          points: 15,
          items: [
            'Choose one task',
            'Set a timer for 25 minutes and work only on that task',
            'Take a 5-minute break away from the screen',
            'After four rounds, take a longer break',
          ],
        },
        {
          type: 'flashcard',
          stem: 'Match the sprint to the task',
          comment: '25 minutes suits admin and hard-to-start work; complex analysis or writing often needs 50 to 90 minutes. Experiment and keep what works.',
          points: 5,
        },
        {
          type: 'mcq',
          stem: 'Which kind of break is most restorative between focus sprints?',
          comment: 'Moving and stepping away from screens lets your attention recover. Scrolling, email or another task keep your mind working.',
          points: 10,
          options: [
            { text: 'A short walk away from screens', correct: true },
            { text: 'Scrolling social media', correct: false },
            { text: 'Catching up on email', correct: false },
            { text: 'Switching to a different work task', correct: false },
          ],
        },
      ],
    },
    {
      code: 'time-act-batching',
      name: 'Batch the small stuff',
      description: 'Process messages and small tasks in scheduled batches.',
      subtopic: 'time-st-batching',
      reading: 'time-rd-batching',
      ...SCORING,
      questions: [
        {
          type: 'mcq',
          stem: 'What does batching mean in time management?',
          comment: 'Grouping similar small tasks at set times cuts the number of switches and protects the rest of your day.',
          points: 10,
          options: [
            { text: 'Grouping similar small tasks, such as replies or approvals, and doing them together at set times', correct: true },
            { text: 'Doing every task as soon as it arrives', correct: false },
            { text: 'Delegating all small tasks', correct: false },
            { text: 'Splitting big tasks into smaller ones', correct: false },
          ],
        },
        {
          type: 'fill_blanks',
          stem: "David Allen's two-minute ____: if something takes less than two minutes, do it now rather than tracking it.",
          comment: 'Tracking a tiny task costs more than doing it. Anything longer gets deferred to your task list.',
          points: 10,
          answers: ['rule'],
        },
        {
          type: 'order',
          stem: 'Order the steps for processing your inbox in a batch.',
          comment: 'Open at a set time, decide on every item, capture what you defer, and close the inbox when the slot ends.',
          points: 15,
          items: [
            'Open the inbox at your scheduled processing time',
            'Decide on each message: delete, do now if under two minutes, delegate or defer',
            'Add deferred items to your task list with a date',
            'Close the inbox when the slot ends',
          ],
        },
        {
          type: 'flashcard',
          stem: 'Set expectations for response times',
          comment: "Tell colleagues when you check messages ('I reply to email at 11 and 4; call me if it's urgent'). Clear norms make batching feel safe for everyone.",
          points: 5,
        },
        {
          type: 'mcq',
          stem: 'Which of these is least suitable for batching?',
          comment: 'A live incident affecting customers needs immediate attention. Routine approvals, replies and updates can wait for a batch.',
          points: 10,
          options: [
            { text: 'A production outage affecting customers', correct: true },
            { text: 'Approving expense claims', correct: false },
            { text: 'Replying to routine emails', correct: false },
            { text: 'Updating task statuses', correct: false },
          ],
        },
      ],
    },
  ],

  revisions: [
    {
      code: 'time-rev-priorities',
      name: 'Review: priorities and commitments',
      description: 'A quick recap of the Eisenhower matrix, impact ranking, saying no and weekly planning.',
      questions: [
        { activity: 'time-act-eisenhower', index: 0 },
        { activity: 'time-act-eisenhower', index: 3 },
        { activity: 'time-act-impact', index: 0 },
        { activity: 'time-act-impact', index: 2 },
        { activity: 'time-act-saying-no', index: 0 },
        { activity: 'time-act-saying-no', index: 2 },
        { activity: 'time-act-weekly-plan', index: 0 },
      ],
    },
    {
      code: 'time-rev-focus',
      name: 'Review: focus and rhythm',
      description: 'A quick recap of time-boxing, interruptions, focus sprints and batching.',
      questions: [
        { activity: 'time-act-timeboxing', index: 0 },
        { activity: 'time-act-timeboxing', index: 2 },
        { activity: 'time-act-interruptions', index: 0 },
        { activity: 'time-act-interruptions', index: 3 },
        { activity: 'time-act-focus-sprints', index: 0 },
        { activity: 'time-act-batching', index: 0 },
        { activity: 'time-act-batching', index: 1 },
      ],
    },
    {
      code: 'time-rev-mixed',
      name: 'Review: time and priorities mix',
      description: 'Mixed questions from across the whole program.',
      questions: [
        { activity: 'time-act-eisenhower', index: 2 },
        { activity: 'time-act-impact', index: 1 },
        { activity: 'time-act-saying-no', index: 1 },
        { activity: 'time-act-weekly-plan', index: 2 },
        { activity: 'time-act-timeboxing', index: 1 },
        { activity: 'time-act-interruptions', index: 2 },
        { activity: 'time-act-focus-sprints', index: 2 },
        { activity: 'time-act-batching', index: 4 },
      ],
    },
  ],

  challenges: [
    {
      code: 'time-drill-eisenhower-sort',
      name: 'Ten-minute Eisenhower sort',
      description: 'Sort your current task list into do, schedule, delegate and drop.',
      type: 'drill',
      calender_required: false,
      time_required_in_minutes: 10,
      reward_points: 20,
      template_url: '/templates/time-drill-eisenhower-sort.docx',
      steps: [
        {
          step_type: 'reading',
          step_display:
            'Gather every open task from your to-do list, inbox and notes. For each one, decide first whether it is important to your goals, then whether it has a real, near deadline. Put it in one of four boxes: Do, Schedule, Delegate or Drop.',
        },
        {
          step_type: 'textbox',
          step_display: 'List your open tasks, marking each one DO, SCHEDULE, DELEGATE or DROP.',
        },
        {
          step_type: 'mcq',
          step_display: "Your 'Do' box has eight items in it. What does that most likely mean?",
          options: [
            { text: 'Some are urgent for someone else and should be delegated or renegotiated', correct: true },
            { text: 'You simply need to work faster this week', correct: false },
            { text: "The matrix doesn't suit your role", correct: false },
          ],
        },
        {
          step_type: 'scale_or_rating',
          step_display: "How much of your time this week is going to 'important, not urgent' work?",
          options: ['Almost none', 'A little', 'Some', 'A fair amount', 'Most of it'],
        },
        { step_type: 'visual_flash_card', step_display: 'Do · Schedule · Delegate · Drop', image_url: null },
      ],
    },
    {
      code: 'time-chal-positive-no',
      name: 'Negotiate one request',
      description: "Use a 'positive no' on a real request that doesn't fit your priorities.",
      type: 'challenge',
      calender_required: false,
      time_required_in_minutes: 30,
      reward_points: 60,
      template_url: null,
      steps: [
        {
          step_type: 'reading',
          step_display:
            "The next time a request arrives that doesn't fit your priorities, don't answer straight away. Plan a Yes–No–Yes response: what you value, what you are declining, and the alternative you can offer. Then deliver it, in person if you can.",
        },
        {
          step_type: 'mcq',
          step_display: 'Which of these is a Yes–No–Yes response?',
          options: [
            {
              text: "'I want the launch to go well, so I can't take on the FAQ this week, but I could review a draft on Monday.'",
              correct: true,
            },
            { text: "'No, sorry, I'm swamped.'", correct: false },
            { text: "'Yes, I'll fit it in somehow.'", correct: false },
          ],
        },
        { step_type: 'textbox', step_display: 'What was the request, and what exactly did you say?' },
        {
          step_type: 'scale_or_rating',
          step_display: 'How did the other person respond?',
          options: ['Very negatively', 'Somewhat negatively', 'Neutrally', 'Somewhat positively', 'Very positively'],
        },
        { step_type: 'textbox', step_display: 'What would you say differently next time?' },
      ],
    },
    {
      code: 'time-day-weekly-review',
      name: 'Weekly review',
      description: 'Block 45 minutes to review last week and plan next week around three outcomes.',
      type: 'day',
      calender_required: true,
      time_required_in_minutes: 45,
      reward_points: 80,
      template_url: '/templates/time-day-weekly-review.docx',
      steps: [
        {
          step_type: 'reading',
          step_display:
            'Book 45 minutes, ideally on Friday afternoon or Monday morning. Clear your inboxes and notes into one task list, review what happened last week, look at the next two weeks in your calendar, choose three outcomes for the coming week and block time for each of them.',
        },
        { step_type: 'textbox', step_display: 'Last week: what got done, what slipped, and why?' },
        { step_type: 'textbox', step_display: 'Your three most important outcomes for next week, and when you have blocked time for each.' },
        {
          step_type: 'mcq',
          step_display: 'Your plan fills every hour of next week. What should you do?',
          options: [
            { text: 'Cut or move work until roughly a third of the week is unplanned', correct: true },
            { text: 'Keep it; a full plan means a productive week', correct: false },
            { text: 'Start earlier each day to fit everything in', correct: false },
          ],
        },
        {
          step_type: 'scale_or_rating',
          step_display: 'How confident are you that you will achieve all three outcomes?',
          options: ['Not at all confident', 'Slightly confident', 'Moderately confident', 'Very confident', 'Completely confident'],
        },
        {
          step_type: 'visual_flash_card',
          step_display: 'Capture · Review · Look ahead · Choose three · Block time',
          image_url: null,
        },
      ],
    },
    {
      code: 'time-chal-focus-block',
      name: 'Book a 90-minute focus block',
      description: 'Schedule and protect one long block for important, not-urgent work.',
      type: 'challenge',
      calender_required: true,
      time_required_in_minutes: 60,
      reward_points: 100,
      template_url: null,
      steps: [
        {
          step_type: 'reading',
          step_display:
            'Choose one important, not-urgent task you have been putting off. Book a 60 to 90-minute block for it in your calendar with a clear title. During the block, close email and chat, put your phone out of reach and keep a notepad for stray thoughts.',
        },
        {
          step_type: 'mcq',
          step_display: 'What is the best way to protect the block?',
          options: [
            {
              text: 'Book it as a calendar event with a clear title, and decline or offer alternatives to clashing meetings',
              correct: true,
            },
            { text: 'Keep it in your head so it stays flexible', correct: false },
            { text: "Mark it as 'free' so people can still book you if they need to", correct: false },
          ],
        },
        {
          step_type: 'scale_or_rating',
          step_display: 'How much of the block did you spend on the planned task?',
          options: ['Under 25%', '25% to 50%', '50% to 75%', '75% to 90%', 'Over 90%'],
        },
        { step_type: 'textbox', step_display: 'What pulled you away, if anything, and how will you guard against it next time?' },
        {
          step_type: 'visual_flash_card',
          step_display: "Your calendar is a budget: if focus time isn't booked, someone else will spend it.",
          image_url: null,
        },
      ],
    },
    {
      code: 'time-drill-interruption-log',
      name: 'Interruption log',
      description: 'Log every interruption for one morning and find the biggest source.',
      type: 'drill',
      calender_required: false,
      time_required_in_minutes: 15,
      reward_points: 30,
      template_url: '/templates/time-drill-interruption-log.docx',
      steps: [
        {
          step_type: 'reading',
          step_display:
            'For one morning, keep a tally of every interruption: who or what it was, and whether it was truly urgent. Count self-interruptions too, such as checking email or your phone when nobody asked you to.',
        },
        { step_type: 'textbox', step_display: 'List your interruptions: the source, and whether each was truly urgent.' },
        {
          step_type: 'scale_or_rating',
          step_display: 'How many interruptions did you log?',
          options: ['0 to 2', '3 to 5', '6 to 10', '11 to 15', 'More than 15'],
        },
        {
          step_type: 'mcq',
          step_display: 'Most of your interruptions were non-urgent chat messages. What is the most effective first fix?',
          options: [
            { text: 'Set a status and agreed response times, and check chat at set intervals', correct: true },
            { text: 'Reply faster so conversations end sooner', correct: false },
            { text: 'Leave all of your team channels', correct: false },
          ],
        },
        {
          step_type: 'visual_flash_card',
          step_display: 'Self-interruptions count too: note every time you checked something nobody asked for.',
          image_url: null,
        },
      ],
    },
    {
      code: 'time-day-batch-inbox',
      name: 'Batched inbox day',
      description: 'For one day, open email and chat only at three scheduled times.',
      type: 'day',
      calender_required: false,
      time_required_in_minutes: 45,
      reward_points: 90,
      template_url: null,
      steps: [
        {
          step_type: 'reading',
          step_display:
            "Today, process email and chat only at three set times, for example 9:30, 13:00 and 16:30, for about 15 minutes each. Let your team know, and tell them how to reach you if something is genuinely urgent. Between slots, keep both closed.",
        },
        {
          step_type: 'visual_flash_card',
          step_display: 'The 4 Ds: Delete · Do (under two minutes) · Delegate · Defer',
          image_url: null,
        },
        {
          step_type: 'mcq',
          step_display: "At 10:00 a message arrives marked 'urgent', but it is a routine report request. What should you do?",
          options: [
            { text: 'Handle it in your next processing slot; it can wait a few hours', correct: true },
            { text: "Answer it immediately because it's marked urgent", correct: false },
            { text: 'Forward it to your manager to deal with', correct: false },
          ],
        },
        {
          step_type: 'scale_or_rating',
          step_display: 'How did you feel between processing slots?',
          options: ['Very anxious', 'Somewhat anxious', 'Neutral', 'Fairly relaxed', 'Completely relaxed'],
        },
        {
          step_type: 'textbox',
          step_display: 'How many times did you open email today compared with a normal day, and what did you notice?',
        },
      ],
    },
  ],

  goals: [
    {
      code: 'time-goal-priorities',
      name: 'Prioritise what matters most',
      description: 'Decide what deserves your time, say no to the rest and plan weeks you can actually deliver.',
      topics: ['time-t-prioritising', 'time-t-commitments'],
      schedule: [
        { learn: ['time-act-eisenhower'], do: ['time-drill-eisenhower-sort'] },
        { learn: ['time-act-impact'], do: [] },
        { learn: ['time-act-saying-no'], do: ['time-chal-positive-no'] },
        { learn: ['time-act-weekly-plan'], do: [] },
        { learn: ['time-rev-priorities'], do: ['time-day-weekly-review'] },
        { learn: ['time-act-timeboxing'], do: [] },
        { learn: ['time-act-batching'], do: ['time-drill-eisenhower-sort'] },
        { learn: ['time-act-eisenhower'], do: [] },
        { learn: ['time-act-impact', 'time-act-interruptions'], do: ['time-chal-positive-no'] },
        { learn: ['time-rev-mixed'], do: [] },
        { learn: ['time-act-saying-no'], do: ['time-chal-focus-block'] },
        { learn: ['time-act-weekly-plan'], do: [] },
        { learn: ['time-act-timeboxing'], do: ['time-day-weekly-review'] },
        { learn: ['time-act-batching'], do: [] },
        { learn: ['time-rev-priorities'], do: ['time-drill-eisenhower-sort'] },
        { learn: ['time-act-eisenhower', 'time-act-impact'], do: [] },
        { learn: ['time-act-interruptions'], do: ['time-chal-positive-no'] },
        { learn: ['time-act-saying-no'], do: [] },
        { learn: ['time-act-weekly-plan'], do: ['time-day-weekly-review'] },
        { learn: ['time-rev-mixed'], do: [] },
      ],
    },
    {
      code: 'time-goal-focus',
      name: 'Protect time for focused work',
      description: 'Carve out uninterrupted time for demanding work and keep small tasks from taking over the day.',
      topics: ['time-t-focus', 'time-t-rhythm'],
      schedule: [
        { learn: ['time-act-timeboxing'], do: ['time-chal-focus-block'] },
        { learn: ['time-act-interruptions'], do: [] },
        { learn: ['time-act-focus-sprints'], do: ['time-drill-interruption-log'] },
        { learn: ['time-act-batching'], do: [] },
        { learn: ['time-rev-focus'], do: ['time-day-batch-inbox'] },
        { learn: ['time-act-eisenhower'], do: [] },
        { learn: ['time-act-weekly-plan'], do: ['time-chal-focus-block'] },
        { learn: ['time-act-timeboxing'], do: [] },
        { learn: ['time-act-interruptions', 'time-act-saying-no'], do: ['time-drill-interruption-log'] },
        { learn: ['time-rev-mixed'], do: [] },
        { learn: ['time-act-focus-sprints'], do: ['time-day-batch-inbox'] },
        { learn: ['time-act-batching'], do: [] },
        { learn: ['time-act-eisenhower'], do: ['time-chal-focus-block'] },
        { learn: ['time-act-weekly-plan'], do: [] },
        { learn: ['time-rev-focus'], do: ['time-drill-interruption-log'] },
        { learn: ['time-act-timeboxing', 'time-act-saying-no'], do: [] },
        { learn: ['time-act-interruptions'], do: ['time-day-batch-inbox'] },
        { learn: ['time-act-focus-sprints'], do: [] },
        { learn: ['time-act-batching'], do: ['time-chal-focus-block'] },
        { learn: ['time-rev-mixed'], do: [] },
      ],
    },
  ],

  assessment: [
    {
      stem: 'At the end of a busy day, which statement sounds most like you?',
      options: [
        { text: "I was busy all day but didn't touch what really mattered", points: 3, goal: 'time-goal-priorities' },
        { text: 'I kept getting pulled away and never finished anything properly', points: 3, goal: 'time-goal-focus' },
        { text: 'I got through my list, but it took longer than planned', points: 1, goal: 'time-goal-priorities' },
      ],
    },
    {
      stem: 'When a new request lands, you usually…',
      options: [
        { text: 'Say yes and work out how to fit it in later', points: 3, goal: 'time-goal-priorities' },
        { text: "Drop what you're doing to look at it", points: 3, goal: 'time-goal-focus' },
        { text: 'Check it against your priorities before answering', points: 1, goal: 'time-goal-focus' },
      ],
    },
    {
      stem: 'How often do you get an hour of uninterrupted work?',
      options: [
        { text: 'Rarely or never', points: 3, goal: 'time-goal-focus' },
        { text: 'A few times a week', points: 2, goal: 'time-goal-focus' },
        { text: 'Most days, but not always on the right things', points: 2, goal: 'time-goal-priorities' },
      ],
    },
    {
      stem: 'Your to-do list is usually…',
      options: [
        { text: 'Long, and everything on it feels urgent', points: 3, goal: 'time-goal-priorities' },
        { text: 'Mostly in my head', points: 2, goal: 'time-goal-priorities' },
        { text: 'Reasonable, but I struggle to get started on the hard items', points: 2, goal: 'time-goal-focus' },
      ],
    },
    {
      stem: 'How do you handle email and chat?',
      options: [
        { text: 'I keep them open all day and reply as messages arrive', points: 3, goal: 'time-goal-focus' },
        { text: 'I use my inbox as my to-do list', points: 2, goal: 'time-goal-priorities' },
        { text: 'I check them at set times', points: 1, goal: 'time-goal-priorities' },
      ],
    },
    {
      stem: 'Which outcome would help you most over the next month?',
      options: [
        { text: 'Knowing what to drop, and feeling fine about it', points: 3, goal: 'time-goal-priorities' },
        { text: 'Regular stretches of deep, focused work', points: 3, goal: 'time-goal-focus' },
        { text: 'Finishing each day with a clear plan for tomorrow', points: 2, goal: 'time-goal-priorities' },
      ],
    },
  ],
};
