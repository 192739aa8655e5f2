import type { ProgramContent } from '../types';

/** Reading text: short paragraphs separated by blank lines. */
const paras = (...p: string[]): string => p.join('\n\n');

/** Scoring rules shared by every activity in this sprint. */
const SCORING = {
  reattempt_after_days: 7,
  same_day_bonus: 5,
  all_correct_bonus: 10,
  same_day_all_correct_bonus: 20,
} as const;

export const feedbackSprint: ProgramContent = {
  code: 'fbk-feedback-sprint',
  name: 'Giving Feedback That Lands',
  description:
    'A ten-day sprint on giving feedback people can hear and act on. Learn the Situation–Behaviour–Impact model, turn observations into next steps, choose the right moment and handle defensive reactions, then practise on real conversations.',
  program_type: 'sprint',
  proficiency: 'beginner',
  display_image_url: null,
  number_of_days: 10,

  topics: [
    {
      code: 'fbk-t-sbi',
      name: 'The SBI model',
      description: 'Structure feedback around facts and their effect, then turn it into a next step.',
      subtopics: [
        {
          code: 'fbk-st-sbi-basics',
          name: 'Situation, Behaviour, Impact',
          description: 'Describe a specific moment, an observable action and its effect.',
          readings: [
            {
              code: 'fbk-rd-sbi',
              reading_title: 'Situation, Behaviour, Impact',
              reading_text: paras(
                'The Situation–Behaviour–Impact (SBI) model, developed by the Center for Creative Leadership, gives feedback a simple, factual structure. You describe the situation (when and where), the behaviour (what the person actually said or did) and the impact (what happened as a result, including the effect on you or others).',
                "For example: 'In Tuesday's client call (situation), you interrupted the client twice while they were describing the problem (behaviour), and they went quiet for the rest of the call, so we didn't hear their main concern (impact).' There is no label such as 'rude' to argue about: just a moment, an action and its effect.",
                "Behaviour is something a camera could record. 'You were dismissive' is a judgement; 'You looked at your phone while Sam was presenting' is behaviour. Replacing adjectives about the person with observable actions makes feedback easier to hear and much easier to act on. The same applies to praise: 'Your one-page summary let the board approve the budget in five minutes' tells people exactly what to repeat.",
              ),
            },
          ],
        },
        {
          code: 'fbk-st-next-step',
          name: 'From observation to next step',
          description: 'Explore intent, look forward and agree one concrete change.',
          readings: [
            {
              code: 'fbk-rd-next-step',
              reading_title: 'From observation to next step',
              reading_text: paras(
                "SBI describes what happened; the conversation that follows decides whether anything changes. After sharing your observation, ask for the other person's perspective: 'What was going on for you?' An extended version of the model, sometimes called SBII, adds this step of exploring intent, because people usually have reasons you can't see.",
                "Then look forward. Marshall Goldsmith's idea of 'feedforward' is to focus on suggestions for the future rather than dissecting the past: 'Next time a client starts describing a problem, what would help you hold back until they've finished?' Agree one concrete next step, ideally one the other person proposes.",
                "Make positive feedback just as specific. Generic praise ('great job') is pleasant but forgettable. Specific praise reinforces the behaviour you want more of, and it builds the trust that makes developmental feedback easier to hear later.",
              ),
            },
          ],
        },
      ],
    },
    {
      code: 'fbk-t-conversation',
      name: 'Having the conversation',
      description: 'Pick the right moment and setting, and respond well when feedback meets resistance.',
      subtopics: [
        {
          code: 'fbk-st-timing',
          name: 'Timing, setting and asking permission',
          description: 'Give feedback soon, privately and with the other person ready to listen.',
          readings: [
            {
              code: 'fbk-rd-timing',
              reading_title: 'Timing, setting and asking permission',
              reading_text: paras(
                'Feedback is most useful close to the event, while the details are fresh, but not in the heat of the moment. For developmental feedback, aim for a private conversation within a day or two, once any emotions have settled. Saving everything for an annual review means the person can no longer remember, or change, the moment you are describing.',
                "Before the conversation, check your intent: is this to help them, or to vent? Write your SBI in one or two sentences so you don't drift into generalisations. Then open with a simple request: 'Have you got ten minutes? I'd like to share an observation about this morning's call.' It signals respect and lets them choose a moment when they can listen.",
                'Feedback can flow upwards too. When giving feedback to a manager, the same structure applies, and focusing on the impact on the team or the work keeps it about shared goals. Many people appreciate public recognition, but not everyone does: ask how people like to be recognised, and keep corrective feedback private.',
              ),
            },
          ],
        },
        {
          code: 'fbk-st-reactions',
          name: 'Handling reactions and following up',
          description: 'Stay curious when people push back, and follow up on agreed changes.',
          readings: [
            {
              code: 'fbk-rd-reactions',
              reading_title: 'Handling reactions and following up',
              reading_text: paras(
                "Even well-delivered feedback can sting. In Thanks for the Feedback, Douglas Stone and Sheila Heen describe three triggers: truth triggers ('that's wrong'), relationship triggers ('who are you to tell me?') and identity triggers ('I'm a failure'). Recognising which one is in play helps you respond to the real concern.",
                "If the person pushes back, get curious rather than firmer: 'I didn't know that. Tell me more.' You may learn something that changes your view, or you can return to the impact together. If they go quiet, don't assume agreement; ask, 'How does that land with you?' If they become upset, pause, acknowledge it and offer to pick the conversation up later.",
                'Feedback rarely changes things in a single conversation. Note the next step you agreed, watch for the new behaviour, and when you see it, say so specifically. That follow-up is often what turns a one-off conversation into a lasting change.',
              ),
            },
          ],
        },
      ],
    },
  ],

  activities: [
    {
      code: 'fbk-act-sbi',
      name: 'Build an SBI statement',
      description: 'Learn the three parts of the Situation–Behaviour–Impact model.',
      subtopic: 'fbk-st-sbi-basics',
      reading: 'fbk-rd-sbi',
      ...SCORING,
      questions: [
        {
          type: 'mcq',
          stem: "In the SBI feedback model, what does the 'I' stand for?",
          comment: 'Situation, Behaviour, Impact. The impact explains why the behaviour matters, to you, the team or the work.',
          points: 10,
          options: [
            { text: 'Impact', correct: true },
            { text: 'Improvement', correct: false },
            { text: 'Intention', correct: false },
            { text: 'Insight', correct: false },
          ],
        },
        {
          type: 'order',
          stem: 'Put this SBI statement in order.',
          comment: 'Anchor the moment, describe the observable behaviour, then explain its effect.',
          points: 15,
          items: [
            "'In Tuesday's client call…'",
            "'…you interrupted the client twice while they were describing the problem…'",
            "'…and they went quiet for the rest of the call, so we didn't hear their main concern.'",
          ],
        },
        {
          type: 'fill_blanks',
          stem: "In SBI, the ____ anchors feedback to a specific time and place, such as 'in this morning's stand-up'.",
          comment: 'A specific situation helps the other person recall the moment and stops feedback sounding like a general verdict.',
          points: 10,
          answers: ['situation'],
        },
        {
          type: 'flashcard',
          stem: 'Why SBI works',
          comment: "It replaces judgement ('you were rude') with observable facts and their effect, which are harder to dispute and easier to act on.",
          points: 5,
        },
        {
          type: 'mcq',
          stem: "Which is the strongest 'impact' statement?",
          comment: 'It names a concrete consequence for the team and the work. The others are judgements or generalisations, not effects.',
          points: 10,
          options: [
            { text: "'…which meant the team had to rework the figures the night before the deadline.'", correct: true },
            { text: "'…which shows you don't care about quality.'", correct: false },
            { text: "'…which is typical.'", correct: false },
            { text: "'…which everyone noticed.'", correct: false },
          ],
        },
      ],
    },
    {
      code: 'fbk-act-behaviour',
      name: 'Describe behaviour, not character',
      description: 'Swap judgements and labels for observable actions.',
      subtopic: 'fbk-st-sbi-basics',
      reading: 'fbk-rd-sbi',
      ...SCORING,
      questions: [
        {
          type: 'mcq',
          stem: 'Which of these describes behaviour rather than a judgement?',
          comment: 'It is specific and observable. The others are labels about the person that invite argument rather than change.',
          points: 10,
          options: [
            { text: "'You arrived 15 minutes after the start of Monday's and Wednesday's meetings.'", correct: true },
            { text: "'You're unreliable.'", correct: false },
            { text: "'You don't respect other people's time.'", correct: false },
            { text: "'You seem disorganised lately.'", correct: false },
          ],
        },
        {
          type: 'fill_blanks',
          stem: 'A useful test: behaviour is something a ____ could have seen or heard.',
          comment: "If a camera couldn't record it, it's probably an interpretation. Describe what you saw and heard instead.",
          points: 10,
          answers: ['camera', 'video camera', 'bystander', 'observer'],
        },
        {
          type: 'flashcard',
          stem: 'Replace the adjective',
          comment: 'If your feedback contains an adjective about the person (careless, defensive, brilliant), replace it with what they actually did or said.',
          points: 5,
        },
        {
          type: 'order',
          stem: 'Order these pieces of praise from vaguest to most specific.',
          comment: 'The most specific praise names the behaviour and its impact, so the person knows exactly what to repeat.',
          points: 15,
          items: [
            "'Great job.'",
            "'Great job on the report.'",
            "'The report's summary was really clear.'",
            "'Your one-page summary let the board approve the budget in five minutes.'",
          ],
        },
        {
          type: 'mcq',
          stem: "Why is 'You're always late' weak feedback, even if it's often true?",
          comment: "'Always' invites the person to argue about the exceptions instead of discussing the effect. A specific instance is harder to dispute.",
          points: 10,
          options: [
            { text: "'Always' invites an argument about exceptions rather than a discussion of the effect", correct: true },
            { text: 'It is too short to be taken seriously', correct: false },
            { text: 'It is too positive', correct: false },
            { text: 'It focuses on a behaviour', correct: false },
          ],
        },
      ],
    },
    {
      code: 'fbk-act-next-step',
      name: 'Make it actionable',
      description: 'Turn an observation into a shared, forward-looking next step.',
      subtopic: 'fbk-st-next-step',
      reading: 'fbk-rd-next-step',
      ...SCORING,
      questions: [
        {
          type: 'mcq',
          stem: 'You have shared your SBI observation. What is the most effective next move?',
          comment: 'Asking for their view surfaces context you may not have, and a next step agreed together is far more likely to happen.',
          points: 10,
          options: [
            { text: 'Ask for their view and agree a next step together', correct: true },
            { text: 'End the conversation quickly so it does not drag on', correct: false },
            { text: 'Give three more examples to prove the point', correct: false },
            { text: 'Tell them exactly what to do and leave', correct: false },
          ],
        },
        {
          type: 'fill_blanks',
          stem: "Marshall Goldsmith's ____ technique focuses on suggestions for the future rather than the past.",
          comment: "You can't change the past, but you can agree what to try next time. That makes the conversation less defensive.",
          points: 10,
          answers: ['feedforward', 'feed-forward', 'feed forward'],
        },
        {
          type: 'order',
          stem: 'Order the stages of an extended SBI conversation.',
          comment: 'Describe the situation, behaviour and impact, then explore their intent before agreeing what happens next.',
          points: 15,
          items: [
            'Describe the situation',
            'Describe the behaviour',
            'Describe the impact',
            'Ask about their intent',
            'Agree a next step',
          ],
        },
        {
          type: 'flashcard',
          stem: 'Positive feedback needs specifics too',
          comment: "'Thanks for the great work' is pleasant but forgettable. Use SBI for praise so people know exactly what to keep doing.",
          points: 5,
        },
      ],
    },
    {
      code: 'fbk-act-timing',
      name: 'Pick the moment',
      description: 'Choose when, where and how to open a feedback conversation.',
      subtopic: 'fbk-st-timing',
      reading: 'fbk-rd-timing',
      ...SCORING,
      questions: [
        {
          type: 'mcq',
          stem: 'When is the best time to give developmental feedback about something that happened in a meeting?',
          comment: 'Soon enough that details are fresh, privately so nobody loses face, and calm enough that both of you can think.',
          points: 10,
          options: [
            { text: 'Soon after, in private, once emotions have settled', correct: true },
            { text: 'During the meeting, in front of everyone, so it is immediate', correct: false },
            { text: 'At the annual performance review', correct: false },
            { text: 'Only once it has happened three times', correct: false },
          ],
        },
        {
          type: 'fill_blanks',
          stem: "Asking '____ I share an observation about the meeting?' gives the other person some control and prepares them to listen.",
          comment: 'A simple request for permission signals respect and lets them choose a moment when they can really hear you.',
          points: 10,
          answers: ['can', 'may', 'could'],
        },
        {
          type: 'order',
          stem: 'Order the steps to prepare for a feedback conversation.',
          comment: 'Check your intent, prepare a concise SBI, choose the moment, then open by checking they are ready.',
          points: 15,
          items: [
            'Check your intent: is this to help them?',
            'Write your SBI in one or two sentences',
            'Choose a private time soon after the event',
            'Open by asking whether now is a good time',
          ],
        },
        {
          type: 'flashcard',
          stem: 'Recognise in public, develop in private',
          comment: 'Many people like public recognition, but not all. Ask how people prefer to be recognised, and keep corrective feedback private.',
          points: 5,
        },
        {
          type: 'mcq',
          stem: 'You notice your manager often talks over junior colleagues in meetings. What is the best approach?',
          comment: 'Feedback can flow upwards. A private conversation with a clear SBI, focused on the impact on the team, is respectful and hard to dismiss.',
          points: 10,
          options: [
            { text: "Ask for a private moment, use SBI and focus on the impact on the team's ideas", correct: true },
            { text: 'Say nothing; feedback only flows downwards', correct: false },
            { text: 'Send an anonymous note', correct: false },
            { text: 'Raise it in front of the team at the next meeting', correct: false },
          ],
        },
      ],
    },
    {
      code: 'fbk-act-reactions',
      name: 'When feedback meets resistance',
      description: 'Respond to defensiveness, silence and upset, and follow up afterwards.',
      subtopic: 'fbk-st-reactions',
      reading: 'fbk-rd-reactions',
      ...SCORING,
      questions: [
        {
          type: 'mcq',
          stem: "The person responds, 'That's not fair, I was covering for Sam.' What is the best reply?",
          comment: 'Curiosity surfaces context you lacked and lowers defensiveness. Then you can look at the impact together.',
          points: 10,
          options: [
            { text: "'I didn't know that. Tell me more.'", correct: true },
            { text: "'That's no excuse.'", correct: false },
            { text: 'Drop the topic to keep the peace', correct: false },
            { text: 'Repeat your point more firmly', correct: false },
          ],
        },
        {
          type: 'fill_blanks',
          stem: 'Stone and Heen describe three feedback triggers: truth, relationship and ____ triggers.',
          comment: "Identity triggers hit how people see themselves ('I'm a failure'); they call for reassurance about the person, not the point.",
          points: 10,
          answers: ['identity'],
        },
        {
          type: 'order',
          stem: 'Order the steps for following up after a feedback conversation.',
          comment: 'Record the agreement, watch for the change, recognise it specifically, then keep checking in.',
          points: 15,
          items: [
            'Note the agreed next step and date',
            'Notice when they try the new approach',
            'Give specific positive feedback on the change',
            'Check in briefly on how it is going',
          ],
        },
        {
          type: 'flashcard',
          stem: 'Silence is not agreement',
          comment: "If the person goes quiet, ask 'How does that land with you?' rather than assuming the message was accepted.",
          points: 5,
        },
        {
          type: 'mcq',
          stem: 'The person becomes visibly upset. What is the best response?',
          comment: 'Acknowledging the emotion and offering a pause shows care without abandoning the feedback.',
          points: 10,
          options: [
            { text: 'Pause, acknowledge how they feel and offer to continue later', correct: true },
            { text: 'Carry on quickly to get it over with', correct: false },
            { text: 'Withdraw the feedback entirely', correct: false },
            { text: "Tell them not to take it personally", correct: false },
          ],
        },
      ],
    },
  ],

  revisions: [
    {
      code: 'fbk-rev-sbi',
      name: 'Review: SBI essentials',
      description: 'A quick recap of Situation–Behaviour–Impact and making feedback actionable.',
      questions: [
        { activity: 'fbk-act-sbi', index: 0 },
        { activity: 'fbk-act-sbi', index: 1 },
        { activity: 'fbk-act-behaviour', index: 0 },
        { activity: 'fbk-act-behaviour', index: 3 },
        { activity: 'fbk-act-next-step', index: 1 },
        { activity: 'fbk-act-next-step', index: 2 },
      ],
    },
    {
      code: 'fbk-rev-conversations',
      name: 'Review: feedback conversations',
      description: 'A quick recap of timing, permission, reactions and follow-up.',
      questions: [
        { activity: 'fbk-act-timing', index: 0 },
        { activity: 'fbk-act-timing', index: 2 },
        { activity: 'fbk-act-reactions', index: 0 },
        { activity: 'fbk-act-reactions', index: 1 },
        { activity: 'fbk-act-sbi', index: 4 },
        { activity: 'fbk-act-next-step', index: 0 },
      ],
    },
  ],

  challenges: [
    {
      code: 'fbk-drill-sbi-draft',
      name: 'Draft one SBI',
      description: 'Write an SBI statement for a real moment you want to give feedback on.',
      type: 'drill',
      calender_required: false,
      time_required_in_minutes: 15,
      reward_points: 30,
      template_url: '/templates/fbk-drill-sbi-draft.docx',
      steps: [
        {
          step_type: 'reading',
          step_display:
            'Think of a moment in the last week when a colleague did something you would like them to keep doing, or do differently. You will draft an SBI statement for it, one part at a time. Stick to what a camera could have recorded.',
        },
        { step_type: 'textbox', step_display: 'Situation: when and where did it happen?' },
        { step_type: 'textbox', step_display: 'Behaviour: what exactly did they say or do?' },
        { step_type: 'textbox', step_display: 'Impact: what happened as a result, for you, the team or the work?' },
        {
          step_type: 'mcq',
          step_display: 'Check your draft. Which of these would a camera NOT be able to record?',
          options: [
            { text: "'She was disrespectful.'", correct: true },
            { text: "'She checked her phone while the client was speaking.'", correct: false },
            { text: "'She left before the Q&A.'", correct: false },
          ],
        },
        {
          step_type: 'scale_or_rating',
          step_display: 'How confident are you that your statement is free of judgements and labels?',
          options: ['Not at all confident', 'Slightly confident', 'Fairly confident', 'Very confident', 'Completely confident'],
        },
      ],
    },
    {
      code: 'fbk-chal-positive-sbi',
      name: 'Give specific positive feedback',
      description: 'Recognise a colleague using SBI, so they know exactly what to repeat.',
      type: 'challenge',
      calender_required: false,
      time_required_in_minutes: 20,
      reward_points: 50,
      template_url: null,
      steps: [
        {
          step_type: 'reading',
          step_display:
            "Today, give one colleague specific positive feedback using SBI. Skip 'great job' and name the situation, what they did and the difference it made. Deliver it in person or in a direct message, in the way you think they would most appreciate.",
        },
        {
          step_type: 'visual_flash_card',
          step_display: 'Praise that sticks: Situation + Behaviour + Impact + thank you.',
          image_url: null,
        },
        { step_type: 'textbox', step_display: 'Write down the SBI you delivered.' },
        {
          step_type: 'scale_or_rating',
          step_display: 'How did they respond?',
          options: ['No visible reaction', 'Slightly pleased', 'Pleased', 'Very pleased', 'Delighted, and keen to do it again'],
        },
      ],
    },
    {
      code: 'fbk-chal-developmental',
      name: 'Deliver developmental feedback',
      description: 'Plan and hold one developmental feedback conversation using SBI.',
      type: 'challenge',
      calender_required: true,
      time_required_in_minutes: 45,
      reward_points: 100,
      template_url: '/templates/fbk-chal-developmental.docx',
      steps: [
        {
          step_type: 'reading',
          step_display:
            'Choose a low-stakes piece of developmental feedback, something you have observed in the last few days. Schedule a private conversation, prepare your SBI, ask permission to share it, explore their view and agree one next step together.',
        },
        {
          step_type: 'mcq',
          step_display: 'Which opening is best?',
          options: [
            { text: "'Have you got ten minutes? I'd like to share an observation from the client call.'", correct: true },
            { text: "'We need to talk about your attitude.'", correct: false },
            { text: "'Don't take this the wrong way, but…'", correct: false },
          ],
        },
        { step_type: 'textbox', step_display: 'Write the SBI you plan to use.' },
        { step_type: 'textbox', step_display: 'Afterwards: how did they respond, and what next step did you agree?' },
        {
          step_type: 'scale_or_rating',
          step_display: 'How well did the conversation go?',
          options: ['Very badly', 'Badly', 'Mixed', 'Well', 'Very well'],
        },
        {
          step_type: 'visual_flash_card',
          step_display: 'Observe · Ask · Agree · Follow up',
          image_url: null,
        },
      ],
    },
    {
      code: 'fbk-day-ask-for-feedback',
      name: 'Ask for feedback',
      description: 'Ask two colleagues for one specific piece of feedback and simply listen.',
      type: 'day',
      calender_required: false,
      time_required_in_minutes: 30,
      reward_points: 60,
      template_url: null,
      steps: [
        {
          step_type: 'reading',
          step_display:
            "Giving good feedback is easier when you know how it feels to receive it. Today, ask two colleagues one specific question: 'What's one thing I could do to make [a piece of your work] more useful to you?' Listen, thank them and resist the urge to explain or defend.",
        },
        {
          step_type: 'mcq',
          step_display: 'Which request is most likely to get useful feedback?',
          options: [
            { text: "'What's one thing I could do to make my project updates more useful to you?'", correct: true },
            { text: "'Any feedback for me?'", correct: false },
            { text: "'Was my presentation OK?'", correct: false },
          ],
        },
        { step_type: 'textbox', step_display: 'What did you hear? Write it down without editing or defending it.' },
        {
          step_type: 'scale_or_rating',
          step_display: 'How easy was it to listen without explaining yourself?',
          options: ['Very hard', 'Hard', 'Manageable', 'Easy', 'Very easy'],
        },
      ],
    },
  ],

  goals: [
    {
      code: 'fbk-goal-feedback',
      name: 'Give feedback that lands',
      description: 'Give specific, timely feedback, positive and developmental, that colleagues can hear and act on.',
      topics: ['fbk-t-sbi', 'fbk-t-conversation'],
      schedule: [
        { learn: ['fbk-act-sbi'], do: ['fbk-drill-sbi-draft'] },
        { learn: ['fbk-act-behaviour'], do: [] },
        { learn: ['fbk-act-next-step'], do: ['fbk-chal-positive-sbi'] },
        { learn: ['fbk-act-timing'], do: [] },
        { learn: ['fbk-rev-sbi'], do: ['fbk-day-ask-for-feedback'] },
        { learn: ['fbk-act-reactions'], do: [] },
        { learn: ['fbk-rev-conversations'], do: ['fbk-chal-developmental'] },
        { learn: ['fbk-act-sbi'], do: [] },
        { learn: ['fbk-act-behaviour'], do: ['fbk-drill-sbi-draft'] },
        { learn: ['fbk-act-next-step', 'fbk-rev-sbi'], do: [] },
      ],
    },
  ],

  assessment: [],
};
