import type { ProgramContent } from '../types';

/**
 * Run Meetings People Want to Attend: a 10-day beginner sprint with one goal and no assessment.
 * Covers deciding whether a meeting is needed, outcome-based agendas, facilitation and decision logs.
 * Every code starts with `mtg-`.
 */

const scoring = {
  reattempt_after_days: 7,
  same_day_bonus: 5,
  all_correct_bonus: 10,
  same_day_all_correct_bonus: 20,
} as const;

export const meetingSprint: ProgramContent = {
  code: 'mtg-run-meetings-people-want-to-attend',
  name: 'Run Meetings People Want to Attend',
  description:
    'A 10-day sprint to make your meetings shorter, sharper and worth the time: decide whether a meeting is needed, write agendas as outcomes, facilitate so every voice is heard, and leave with decisions everyone can find later.',
  program_type: 'sprint',
  proficiency: 'beginner',
  display_image_url: null,
  number_of_days: 10,

  topics: [
    {
      code: 'mtg-topic-before-the-meeting',
      name: 'Before the meeting',
      description: 'Most meetings are won or lost before anyone joins: purpose, invite list, length and agenda.',
      subtopics: [
        {
          code: 'mtg-sub-meeting-purpose',
          name: 'Does this need to be a meeting?',
          description: 'Name the purpose, consider a written alternative, and invite only the people the purpose needs.',
          readings: [
            {
              code: 'mtg-read-meeting-purpose',
              reading_title: 'Does this need to be a meeting?',
              reading_text: [
                'Meetings are expensive: a one-hour meeting with eight people costs a full working day. Before you send an invite, write its purpose in one sentence. Most useful meetings do one of three things: make a decision, solve a problem or generate ideas together, or build relationships and alignment.',
                'If the purpose is only to share information, consider sending it in writing instead: a short update, a recorded walkthrough or a shared document with a deadline for comments. People read faster than you can present, and they can do it when it suits them. Keep live time for discussion that genuinely needs the back-and-forth.',
                "Invite only the people the purpose needs. A useful test: would the meeting fail without this person's knowledge, authority or commitment? Everyone else can be informed afterwards through the notes, which frees their time and keeps the discussion focused.",
                'Finally, choose the shortest length that could work. Default to 25 or 50 minutes rather than 30 or 60, which gives people a few minutes between back-to-back meetings.',
              ].join('\n\n'),
            },
          ],
        },
        {
          code: 'mtg-sub-outcome-agenda',
          name: 'Agendas with outcomes',
          description: 'Write each agenda item as the result you want, with a lead, a timebox and a type.',
          readings: [
            {
              code: 'mtg-read-outcome-agenda',
              reading_title: 'Write agendas as outcomes',
              reading_text: [
                "An agenda that lists topics ('Q3 budget', 'Hiring') tells people what will be talked about, but not what should be different when the meeting ends. An outcome-based agenda states the result you want from each item: 'Agree the top three budget cuts for Q3', 'Decide whether to open a second support role'.",
                'For each item, add who leads it, how long it gets, and what kind of item it is: decision, discussion or information. This lets people prepare, and makes it obvious when an item does not need live time.',
                "Send the agenda at least a day ahead, with any pre-reading attached and a clear note of what people should do before the meeting ('Please read the two-page proposal and add questions as comments by Wednesday'). Put the most important item first, while energy is high, not at the end where it gets squeezed.",
                'If you cannot write the outcome for an item, that is a signal: either the item is not ready for a meeting, or you need a short conversation with one or two people first to work out what you need from the group.',
              ].join('\n\n'),
            },
          ],
        },
      ],
    },
    {
      code: 'mtg-topic-in-and-after',
      name: 'In the room and after',
      description: 'Facilitate so everyone contributes, then make decisions and actions stick.',
      subtopics: [
        {
          code: 'mtg-sub-facilitation',
          name: 'Facilitating so everyone contributes',
          description: 'Roles, timeboxes, rounds, silent brainstorming and the parking lot.',
          readings: [
            {
              code: 'mtg-read-facilitation',
              reading_title: 'Facilitate so everyone contributes',
              reading_text: [
                'Whoever runs the meeting has two jobs: reaching the outcomes and making sure the right voices are heard. It helps to split roles: a facilitator who guides the conversation, a timekeeper who calls out when an item is running over, and a note-taker who records decisions and actions.',
                'Open by restating the purpose and the outcomes, so everyone knows what done looks like. Timebox each item, and when time is up, decide explicitly: extend by five minutes, take it offline with named people, or move on.',
                'To hear from everyone, use simple techniques. A round, where each person speaks briefly in turn, stops the loudest voices dominating. Ask people to write ideas silently for two minutes before discussing them: quieter colleagues often have the best ideas and will not interrupt to share them. In video calls, invite people by name and use the chat for parallel input.',
                "Keep a parking lot: a visible list of useful topics that don't belong in this meeting. Parking a topic acknowledges it without derailing the discussion. Review the parking lot at the end and give each item an owner, or drop it.",
              ].join('\n\n'),
            },
          ],
        },
        {
          code: 'mtg-sub-decision-logs',
          name: 'Decision logs and follow-up',
          description: 'Read back decisions, give every action an owner and a date, and keep a decision log.',
          readings: [
            {
              code: 'mtg-read-decision-logs',
              reading_title: 'Decision logs and follow-up',
              reading_text: [
                "Many meetings end with a vague sense of agreement that has dissolved by the afternoon. Before closing, spend the last five minutes reading back the decisions and actions. Each action needs one owner and a due date; 'we' is not an owner.",
                'Record decisions in a decision log: a simple shared table with the date, the decision, who made it, the main reasons and the alternatives considered, and where to find more detail. A decision log stops the same question being reopened every few weeks, helps new joiners understand why things are the way they are, and makes it easy to revisit a decision deliberately when circumstances change.',
                'Send the notes within 24 hours, ideally within the hour. Lead with decisions and actions, not a transcript of the discussion, and include the people who need to be informed but were not invited.',
                "End with a quick check on the meeting itself: 'On a scale of one to five, how useful was this meeting?' or 'What should we do differently next time?'. Small adjustments each week add up to meetings people want to attend.",
              ].join('\n\n'),
            },
          ],
        },
      ],
    },
  ],

  activities: [
    {
      code: 'mtg-act-meeting-purpose',
      name: 'Does this need to be a meeting?',
      description: 'Decide when a meeting is worth it, and who really needs to be there.',
      subtopic: 'mtg-sub-meeting-purpose',
      reading: 'mtg-read-meeting-purpose',
      ...scoring,
      questions: [
        {
          type: 'mcq',
          stem: "A meeting's only purpose is to share a project update. What is the best alternative?",
          comment:
            'Information-only meetings are usually better as a written update with a comment deadline: people read faster than you present, and at a time that suits them.',
          points: 10,
          options: [
            { text: 'Make it a 60-minute presentation', correct: false },
            { text: 'Send a short written update with a deadline for comments', correct: true },
            { text: 'Invite more people so everyone hears it first-hand', correct: false },
            { text: 'Drop the update altogether', correct: false },
          ],
        },
        {
          type: 'fill_blanks',
          stem: 'A one-hour meeting with eight people costs a full working ____.',
          comment: 'Eight people for one hour is eight hours: a full working day. Worth remembering before you send an invite.',
          points: 10,
          answers: ['day'],
        },
        {
          type: 'mcq',
          stem: 'Which test helps you decide whether to invite someone?',
          comment: 'Invite people whose knowledge, authority or commitment the purpose depends on. Others can be informed through the notes.',
          points: 10,
          options: [
            { text: 'Would they feel left out?', correct: false },
            { text: "Would the meeting fail without their knowledge, authority or commitment?", correct: true },
            { text: 'Were they invited last time?', correct: false },
            { text: 'Are they senior enough?', correct: false },
          ],
        },
        {
          type: 'order',
          stem: 'Order the questions to ask yourself before sending an invite.',
          comment: 'Purpose first, because it decides everything else: whether it must be live, who is needed and how long it takes.',
          points: 15,
          items: [
            'What is the purpose, in one sentence?',
            'Does it need live discussion, or could it be written?',
            'Who is needed to achieve the purpose?',
            'What is the shortest length that could work?',
          ],
        },
        {
          type: 'flashcard',
          stem: 'Why default to 25- or 50-minute meetings?',
          comment: 'It leaves a few minutes between back-to-back meetings, so people arrive on time and ready to think.',
          points: 5,
        },
      ],
    },
    {
      code: 'mtg-act-outcome-agenda',
      name: 'Agendas with outcomes',
      description: 'Turn a list of topics into an agenda that says what done looks like.',
      subtopic: 'mtg-sub-outcome-agenda',
      reading: 'mtg-read-outcome-agenda',
      ...scoring,
      questions: [
        {
          type: 'mcq',
          stem: 'Which agenda item is written as an outcome?',
          comment: "'Agree the top three budget cuts for Q3' says what should be different at the end. The others only name a topic.",
          points: 10,
          options: [
            { text: 'Q3 budget', correct: false },
            { text: 'Hiring update', correct: false },
            { text: 'Agree the top three budget cuts for Q3', correct: true },
            { text: 'Any other business', correct: false },
          ],
        },
        {
          type: 'order',
          stem: 'Order the steps for preparing an outcome-based agenda.',
          comment: 'Purpose, outcomes, details per item, priority order, then send it early with pre-reading.',
          points: 15,
          items: [
            "Name the meeting's purpose",
            'Write each item as an outcome',
            'Add a lead, a timebox and the item type',
            'Put the most important item first',
            'Send it a day ahead with any pre-reading',
          ],
        },
        {
          type: 'fill_blanks',
          stem: 'Put the most ____ item first, while energy is high.',
          comment: 'The most important item goes first. Items at the end get squeezed when earlier ones overrun.',
          points: 10,
          answers: ['important'],
        },
        {
          type: 'flashcard',
          stem: "What does it mean if you can't write the outcome for an agenda item?",
          comment: 'The item is not ready for a meeting. Have a short conversation with one or two people first, or leave it out.',
          points: 5,
        },
        {
          type: 'mcq',
          stem: 'Which labels help people prepare for each agenda item?',
          comment: 'Decision, discussion or information. The label tells people how to prepare and shows when an item does not need live time.',
          points: 10,
          options: [
            { text: 'Decision, discussion or information', correct: true },
            { text: 'Urgent, important or optional', correct: false },
            { text: 'Red, amber or green', correct: false },
            { text: 'Old business or new business', correct: false },
          ],
        },
      ],
    },
    {
      code: 'mtg-act-facilitation',
      name: 'Facilitating so everyone contributes',
      description: 'Timeboxes, rounds, silent brainstorming and the parking lot.',
      subtopic: 'mtg-sub-facilitation',
      reading: 'mtg-read-facilitation',
      ...scoring,
      questions: [
        {
          type: 'mcq',
          stem: "Time is up on an item that hasn't reached its outcome. What should the facilitator do?",
          comment: 'Make an explicit choice with the group. Drifting on silently is how the last items on the agenda get lost.',
          points: 10,
          options: [
            { text: 'Keep going until it is resolved', correct: false },
            { text: 'Decide explicitly: extend by five minutes, take it offline with named people, or move on', correct: true },
            { text: 'Skip the rest of the agenda', correct: false },
            { text: 'Ask the most senior person to decide on the spot', correct: false },
          ],
        },
        {
          type: 'order',
          stem: 'Order the steps of a silent brainstorm.',
          comment: 'A clear question, quiet individual thinking, one idea each in a round, then discussion. Quieter voices get heard before the loudest ones set the direction.',
          points: 15,
          items: [
            'State the question clearly',
            'Everyone writes ideas silently for two minutes',
            'Each person shares one idea in a round',
            'Group and discuss the ideas',
          ],
        },
        {
          type: 'fill_blanks',
          stem: "A ____ lot is a visible list of useful topics that don't belong in this meeting.",
          comment: 'A parking lot acknowledges a topic without derailing the meeting. Review it at the end and give each item an owner or drop it.',
          points: 10,
          answers: ['parking'],
        },
        {
          type: 'flashcard',
          stem: 'Name three helpful meeting roles.',
          comment: 'Facilitator (guides the conversation), timekeeper (calls out when items run over) and note-taker (records decisions and actions).',
          points: 5,
        },
      ],
    },
    {
      code: 'mtg-act-decision-logs',
      name: 'Decision logs and follow-up',
      description: 'Close meetings with clear actions and keep decisions where people can find them.',
      subtopic: 'mtg-sub-decision-logs',
      reading: 'mtg-read-decision-logs',
      ...scoring,
      questions: [
        {
          type: 'mcq',
          stem: 'Which action is written well?',
          comment: 'It has one named owner, a clear deliverable and a due date. "We", "someone" and "the team" are not owners.',
          points: 10,
          options: [
            { text: "'We'll look into the vendor issue.'", correct: false },
            { text: "'Priya to send the revised vendor shortlist by Thursday at 5 pm.'", correct: true },
            { text: "'Someone should follow up with finance.'", correct: false },
            { text: "'Team to think about next steps.'", correct: false },
          ],
        },
        {
          type: 'fill_blanks',
          stem: 'Send the meeting notes within ____ hours, ideally within the hour.',
          comment: 'Within 24 hours, while the discussion is fresh, leading with decisions and actions.',
          points: 10,
          answers: ['24', 'twenty-four'],
        },
        {
          type: 'order',
          stem: 'Order the last five minutes of a meeting.',
          comment: 'Read back decisions, confirm owners and dates, deal with the parking lot, then ask how the meeting went.',
          points: 15,
          items: [
            'Read back the decisions',
            "Confirm each action's owner and due date",
            'Review the parking lot',
            'Ask how useful the meeting was',
          ],
        },
        {
          type: 'mcq',
          stem: 'What belongs in a decision log entry?',
          comment: 'Date, decision, who made it, the reasons and the alternatives considered, plus a link to detail. A transcript is too much; the decision alone is too little.',
          points: 10,
          options: [
            { text: 'A full transcript of the discussion', correct: false },
            { text: 'The date, the decision, who made it, the reasons and the alternatives considered', correct: true },
            { text: 'Only the decision itself', correct: false },
            { text: "Every attendee's opinion", correct: false },
          ],
        },
        {
          type: 'flashcard',
          stem: 'Why keep a decision log?',
          comment:
            'It stops decisions being reopened, helps new joiners understand why things are the way they are, and lets you revisit a decision deliberately when things change.',
          points: 5,
        },
      ],
    },
    {
      code: 'mtg-act-meeting-rescue',
      name: 'Rescue a meeting in trouble',
      description: 'Handle the moments that derail meetings: dominant voices, detours and silence.',
      subtopic: 'mtg-sub-facilitation',
      reading: 'mtg-read-facilitation',
      ...scoring,
      questions: [
        {
          type: 'mcq',
          stem: 'One person is dominating the discussion. Which move helps most without embarrassing them?',
          comment: 'A round gives everyone a turn by design, so nobody has to be singled out.',
          points: 10,
          options: [
            { text: 'Ask them in front of everyone to stop talking', correct: false },
            { text: 'Switch to a round so each person speaks briefly in turn', correct: true },
            { text: 'End the meeting early', correct: false },
            { text: 'Let it run and hope others speak up', correct: false },
          ],
        },
        {
          type: 'mcq',
          stem: 'Someone raises an important but unrelated topic. What do you do?',
          comment: 'Park it visibly and give it an owner at the end. It is acknowledged without derailing the outcomes of this meeting.',
          points: 10,
          options: [
            { text: "Discuss it now, since it's important", correct: false },
            { text: 'Add it to the parking lot and give it an owner at the end', correct: true },
            { text: "Tell them it's off-topic and move on", correct: false },
            { text: 'Book another meeting about it on the spot', correct: false },
          ],
        },
        {
          type: 'order',
          stem: 'Order the life of a good meeting.',
          comment: 'Question the need, prepare outcomes, open with purpose, run to time while capturing decisions, and follow up fast.',
          points: 15,
          items: [
            'Decide whether it needs to be a meeting',
            'Send an outcome-based agenda',
            'Restate the purpose and outcomes at the start',
            'Timebox items and capture decisions',
            'Send notes with decisions and actions within 24 hours',
          ],
        },
        {
          type: 'fill_blanks',
          stem: 'In a video call, invite quieter people by ____ and use the chat for parallel input.',
          comment: 'Inviting people by name gives them a clear opening; the chat lets others contribute without interrupting.',
          points: 10,
          answers: ['name'],
        },
        {
          type: 'flashcard',
          stem: 'Which question can you ask at the end of every meeting to improve the next one?',
          comment: "'On a scale of one to five, how useful was this meeting?' or 'What should we do differently next time?'",
          points: 5,
        },
      ],
    },
  ],

  revisions: [
    {
      code: 'mtg-rev-plan-and-run',
      name: 'Revision: plan and run the meeting',
      description: 'Revisit purpose, outcome agendas, facilitation and decision logs.',
      questions: [
        { activity: 'mtg-act-meeting-purpose', index: 0 },
        { activity: 'mtg-act-meeting-purpose', index: 2 },
        { activity: 'mtg-act-outcome-agenda', index: 0 },
        { activity: 'mtg-act-outcome-agenda', index: 1 },
        { activity: 'mtg-act-facilitation', index: 1 },
        { activity: 'mtg-act-facilitation', index: 2 },
        { activity: 'mtg-act-decision-logs', index: 0 },
      ],
    },
    {
      code: 'mtg-rev-meeting-toolkit',
      name: 'Revision: your meeting toolkit',
      description: 'The whole sprint in one revision, from invite to decision log.',
      questions: [
        { activity: 'mtg-act-meeting-purpose', index: 1 },
        { activity: 'mtg-act-outcome-agenda', index: 3 },
        { activity: 'mtg-act-facilitation', index: 0 },
        { activity: 'mtg-act-decision-logs', index: 3 },
        { activity: 'mtg-act-decision-logs', index: 1 },
        { activity: 'mtg-act-meeting-rescue', index: 0 },
        { activity: 'mtg-act-meeting-rescue', index: 2 },
        { activity: 'mtg-act-meeting-rescue', index: 1 },
      ],
    },
  ],

  challenges: [
    {
      code: 'mtg-ch-calendar-audit',
      name: "Audit next week's calendar",
      description: 'Check each meeting you run or attend for a clear purpose, and act on one that lacks it.',
      type: 'drill',
      calender_required: false,
      time_required_in_minutes: 20,
      reward_points: 40,
      template_url: null,
      steps: [
        {
          step_type: 'reading',
          step_display:
            'Open your calendar for next week. For each meeting you organise or attend, write its purpose in one sentence and note whether it really needs to be live. Pick one you could shorten, replace with a written update, or decline.',
        },
        {
          step_type: 'mcq',
          step_display: 'A weekly status meeting mostly repeats what is already in the project tracker. What is the best move?',
          options: [
            { text: "Keep it: it's how the team has always worked", correct: false },
            { text: 'Propose a written weekly update plus a shorter fortnightly discussion', correct: true },
            { text: 'Quietly stop attending', correct: false },
          ],
        },
        {
          step_type: 'textbox',
          step_display: 'Which meeting did you pick, and what will you change or propose?',
        },
        {
          step_type: 'scale_or_rating',
          step_display: "How many of next week's meetings have a clear purpose?",
          options: ['None', 'A few', 'About half', 'Most', 'All of them'],
        },
      ],
    },
    {
      code: 'mtg-ch-outcome-agenda',
      name: 'Send an outcome-based agenda',
      description: 'Rewrite the agenda for a real upcoming meeting as outcomes and send it a day ahead.',
      type: 'challenge',
      calender_required: true,
      time_required_in_minutes: 30,
      reward_points: 60,
      template_url: '/templates/mtg-outcome-agenda.docx',
      steps: [
        {
          step_type: 'reading',
          step_display:
            'Choose a meeting you are running in the next few days. Using the template, rewrite each agenda item as an outcome, add a lead, a timebox and a type, put the most important item first and send it at least a day ahead.',
        },
        {
          step_type: 'visual_flash_card',
          step_display:
            "Outcome agenda line: Outcome ('Agree the top three budget cuts for Q3') | Lead (Sam) | Time (15 min) | Type (Decision). Pre-reading and what to do before the meeting go at the top.",
          image_url: null,
        },
        {
          step_type: 'mcq',
          step_display: "One item on your draft reads 'Website'. What is the best rewrite?",
          options: [
            { text: "'Website discussion'", correct: false },
            { text: "'Decide which three pages to update before the launch'", correct: true },
            { text: "'Website (important!)'", correct: false },
          ],
        },
        {
          step_type: 'textbox',
          step_display: 'Paste your agenda items as outcomes.',
        },
        {
          step_type: 'scale_or_rating',
          step_display: 'After the meeting: how many outcomes did you reach?',
          options: ['None', 'A few', 'About half', 'Most', 'All of them'],
        },
      ],
    },
    {
      code: 'mtg-ch-facilitate',
      name: 'Facilitate with a round and a parking lot',
      description: 'Run a real meeting using at least one round and a visible parking lot.',
      type: 'challenge',
      calender_required: true,
      time_required_in_minutes: 60,
      reward_points: 100,
      template_url: null,
      steps: [
        {
          step_type: 'reading',
          step_display:
            'In your next meeting, restate the purpose and outcomes at the start, use a round or a two-minute silent brainstorm for at least one item, and keep a visible parking lot. Ask someone else to keep time so you can focus on the conversation.',
        },
        {
          step_type: 'mcq',
          step_display: 'Halfway through, a colleague raises a budget question unrelated to the outcomes. What do you do?',
          options: [
            { text: 'Answer it fully to keep them happy', correct: false },
            { text: "Say 'Good point, let's park it', add it to the parking lot and carry on", correct: true },
            { text: 'Ignore it and move on', correct: false },
          ],
        },
        {
          step_type: 'textbox',
          step_display: 'Which technique did you use, and what did you notice about who spoke?',
        },
        {
          step_type: 'scale_or_rating',
          step_display: 'How evenly was speaking time shared?',
          options: ['One person dominated', 'Two or three people dominated', 'Somewhat uneven', 'Mostly even', 'Everyone contributed'],
        },
        {
          step_type: 'textbox',
          step_display: 'What was on the parking lot at the end, and who now owns each item?',
        },
      ],
    },
    {
      code: 'mtg-ch-decision-log',
      name: 'Start a decision log',
      description: 'Set up a shared decision log for your team and record this week\'s decisions.',
      type: 'day',
      calender_required: false,
      time_required_in_minutes: 30,
      reward_points: 70,
      template_url: '/templates/mtg-decision-log.docx',
      steps: [
        {
          step_type: 'reading',
          step_display:
            'Today, create a shared decision log for your team from the template, somewhere everyone can find it. Record at least two decisions made this week, then share the link in your next meeting notes.',
        },
        {
          step_type: 'visual_flash_card',
          step_display:
            'Decision log columns: Date | Decision | Decided by | Reasons | Alternatives considered | Link to detail.',
          image_url: null,
        },
        {
          step_type: 'textbox',
          step_display: 'Write one decision you logged, with its reasons and the alternatives considered.',
        },
        {
          step_type: 'scale_or_rating',
          step_display: 'How often do decisions in your team get reopened?',
          options: ['Never', 'Rarely', 'Sometimes', 'Often', 'Almost always'],
        },
      ],
    },
    {
      // No steps: a challenge done in the learner's own calendar, scheduled on its page (learner-core §2).
      code: 'mtg-ch-agenda-ahead',
      name: 'Share an agenda a day ahead',
      description:
        'Pick one meeting you run this week. The day before, send the invitees its agenda written as outcomes, with one line on what each person should bring. Afterwards, note whether people came better prepared.',
      type: 'challenge',
      calender_required: true,
      time_required_in_minutes: 30,
      reward_points: 50,
      template_url: null,
      steps: [],
    },
  ],

  goals: [
    {
      code: 'mtg-goal-better-meetings',
      name: 'Run meetings people want to attend',
      description:
        'Make every meeting you run earn its place: a clear purpose, an agenda written as outcomes, facilitation that hears every voice, and decisions and actions that last beyond the call.',
      topics: ['mtg-topic-before-the-meeting', 'mtg-topic-in-and-after'],
      schedule: [
        /* day 1 */ { learn: ['mtg-act-meeting-purpose'], do: ['mtg-ch-calendar-audit'] },
        /* day 2 */ { learn: ['mtg-act-outcome-agenda'], do: ['mtg-ch-agenda-ahead'] },
        /* day 3 */ { learn: ['mtg-act-facilitation'], do: ['mtg-ch-outcome-agenda'] },
        /* day 4 */ { learn: ['mtg-act-decision-logs'], do: [] },
        /* day 5 */ { learn: ['mtg-rev-plan-and-run'], do: [] },
        /* day 6 */ { learn: ['mtg-act-meeting-rescue'], do: ['mtg-ch-facilitate'] },
        /* day 7 */ { learn: ['mtg-act-facilitation'], do: [] },
        /* day 8 */ { learn: ['mtg-act-meeting-purpose'], do: ['mtg-ch-decision-log'] },
        /* day 9 */ { learn: ['mtg-act-outcome-agenda'], do: [] },
        /* day 10 */ { learn: ['mtg-rev-meeting-toolkit'], do: [] },
      ],
    },
  ],

  assessment: [],
};
