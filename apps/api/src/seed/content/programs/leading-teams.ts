import type { ProgramContent } from '../types';

/**
 * First-Time Manager Essentials: a 20-day program for people in their first year of managing.
 * Two goals: one-to-ones (listening, GROW coaching, SBI feedback) and delegation (what to hand over,
 * the delegation ladder, RACI, checkpoints). Every code starts with `mgr-`.
 */

const scoring = {
  reattempt_after_days: 7,
  same_day_bonus: 5,
  all_correct_bonus: 10,
  same_day_all_correct_bonus: 20,
} as const;

export const leadingTeams: ProgramContent = {
  code: 'mgr-first-time-manager-essentials',
  name: 'First-Time Manager Essentials',
  description:
    'A 20-day program for people in their first year of managing others. Build the two habits that shape how your team experiences you: one-to-ones your people look forward to, and delegation that grows them instead of overloading you.',
  program_type: 'program',
  proficiency: 'intermediate',
  display_image_url: null,
  number_of_days: 20,

  topics: [
    {
      code: 'mgr-topic-one-to-one-foundations',
      name: 'One-to-one foundations',
      description: 'Why one-to-ones matter, how to structure them, and how to listen so people open up.',
      subtopics: [
        {
          code: 'mgr-sub-one-to-one-structure',
          name: 'Purpose and structure',
          description: 'What a one-to-one is for, who owns the agenda and how to turn conversations into progress.',
          readings: [
            {
              code: 'mgr-read-one-to-one-structure',
              reading_title: 'Their meeting, not yours',
              reading_text: [
                'A one-to-one is a regular, private conversation between you and each person you manage. Its main purpose is not a status update: you can get those from a project board or a stand-up. It is the place where you learn what is helping or blocking someone, how they feel about their work, and where they want to grow.',
                "The simplest rule is that it is their meeting. Ask your report to own the agenda and keep a shared running document where either of you can add topics during the week. A useful default is thirty minutes every week or fortnight: their topics first, then yours, then a few minutes on development.",
                "Protect the slot. Moving a one-to-one once is normal; moving it repeatedly tells someone they are the first thing to give way when you get busy. If you must, reschedule rather than cancel, and say why.",
                'End every one-to-one by writing the agreed actions, each with an owner and a date, in the shared document. Open the next one by reviewing them. This small loop is what turns conversations into progress.',
              ].join('\n\n'),
            },
          ],
        },
        {
          code: 'mgr-sub-listening-questions',
          name: 'Listening and open questions',
          description: 'Open questions, "And what else?" and reflecting back, so people say what really matters.',
          readings: [
            {
              code: 'mgr-read-listening-questions',
              reading_title: 'Ask, then listen properly',
              reading_text: [
                'Most new managers talk too much in one-to-ones, usually because they want to be helpful. A good target is for your report to speak for at least two thirds of the time.',
                "Use open questions that start with 'what' or 'how': 'What's on your mind this week?', 'How are you finding the new project?', 'What would make next week easier?'. Ask one question at a time, and be careful with 'why', which can sound like an accusation.",
                "When someone answers, resist jumping to advice. Ask 'And what else?' once or twice: the first thing people mention is rarely the most important. Then reflect back what you heard in your own words ('So the main issue is the handover from the sales team, not the deadline itself?'). This checks your understanding and shows you were listening.",
                "Notice what is not said, too: low energy, hesitation, a topic someone keeps avoiding. You can name it gently: 'You went quiet when we talked about the reorganisation. How are you feeling about it?'",
              ].join('\n\n'),
            },
          ],
        },
      ],
    },
    {
      code: 'mgr-topic-coaching-feedback',
      name: 'Coaching and feedback',
      description: 'Coach with the GROW model instead of handing out answers, and give feedback that is specific and easy to act on.',
      subtopics: [
        {
          code: 'mgr-sub-grow-model',
          name: 'Coaching with GROW',
          description: 'Goal, Reality, Options, Will: a simple structure that keeps the thinking with your report.',
          readings: [
            {
              code: 'mgr-read-grow-model',
              reading_title: 'The GROW model in a one-to-one',
              reading_text: [
                'GROW is a simple structure for a coaching conversation, popularised by Sir John Whitmore. It has four stages: Goal, Reality, Options and Will (sometimes called Way forward).',
                "Goal: agree what the person wants from this conversation and from the situation. 'What would a good outcome look like?' Reality: explore what is happening now, with facts rather than judgements. 'What have you tried so far? What is getting in the way?' Options: generate several possible ways forward before choosing one. 'What could you do? What else?' Will: commit to a specific next step. 'What will you do, by when, and how will I know?'",
                'The point of GROW is that the other person does most of the thinking. Your job is to ask questions and hold the structure, not to supply the answer. When you do have a useful idea, offer it as one option among several, after they have shared theirs.',
                'Coaching is not always the right tool. If someone is new to a task, or there is a safety issue or an urgent deadline, telling them clearly is kinder. Coach when the person has the knowledge to find their own answer and there is time to let them.',
              ].join('\n\n'),
            },
          ],
        },
        {
          code: 'mgr-sub-sbi-feedback',
          name: 'Feedback with SBI',
          description: 'Situation, Behaviour, Impact: feedback that describes facts, not character.',
          readings: [
            {
              code: 'mgr-read-sbi-feedback',
              reading_title: 'Situation, Behaviour, Impact',
              reading_text: [
                'The Situation-Behaviour-Impact (SBI) model, developed by the Center for Creative Leadership, keeps feedback specific and fair. Describe the situation (when and where), the behaviour you observed (what the person actually said or did) and the impact it had (on you, the team, the customer or the work).',
                "Compare 'You're not a team player' with 'In Tuesday's planning meeting, you interrupted Priya twice while she was presenting the estimates. She stopped sharing her concerns, and we may have missed a risk.' The second version is hard to argue with because it describes observable facts, not a judgement about character.",
                "After the impact, pause and ask a question: 'How did you see it?' or 'What was going on for you?'. Feedback is a conversation, and the other person may have context you lack. Then agree what happens next.",
                "Use SBI for positive feedback too, and more often than for corrective feedback. 'In the client call this morning, you summarised the three options on one slide. The client decided in ten minutes instead of an hour.' Specific praise tells people exactly what to repeat.",
              ].join('\n\n'),
            },
          ],
        },
      ],
    },
    {
      code: 'mgr-topic-delegation-foundations',
      name: 'Delegation foundations',
      description: 'Decide what to hand over, and how much authority to hand over with it.',
      subtopics: [
        {
          code: 'mgr-sub-what-to-delegate',
          name: 'Choosing what to delegate',
          description: 'Sort your tasks, apply the 70 percent rule and delegate outcomes rather than chores.',
          readings: [
            {
              code: 'mgr-read-what-to-delegate',
              reading_title: 'What should leave your plate',
              reading_text: [
                'Most new managers were promoted because they were good at the work, which makes letting go of it hard. But every hour you spend on a task someone in your team could do is an hour not spent on the work only you can do: setting direction, removing blockers and developing people.',
                'A quick sort helps. List your recurring tasks and mark each one: only me (for example performance reviews or confidential decisions), someone else could do it now, or someone else could do it with some support. The last two groups are your delegation candidates. Prioritise tasks that recur, that would stretch someone in a direction they want to grow, or that you are holding onto out of habit.',
                'Apply the 70 percent rule: if someone can already do a task at least 70 percent as well as you, delegate it. The gap closes with practice, and their version may end up better than yours.',
                "Delegate outcomes, not just tasks. 'Produce the monthly client report so the account team can spot churn risks early' gives more ownership, and leads to better judgement, than 'Fill in this spreadsheet every month'.",
              ].join('\n\n'),
            },
          ],
        },
        {
          code: 'mgr-sub-delegation-ladder',
          name: 'The delegation ladder',
          description: 'Five levels of authority, and why naming the level prevents most delegation problems.',
          readings: [
            {
              code: 'mgr-read-delegation-ladder',
              reading_title: 'How much authority to hand over',
              reading_text: [
                'Delegation is not all or nothing. The delegation ladder describes the levels of authority you can give someone for a task. A common five-rung version is: 1. Do exactly what I ask. 2. Look into it and report back; I decide. 3. Recommend an option; I approve. 4. Decide and act, then tell me what you did. 5. Decide and act; no need to report back.',
                "Most delegation problems come from unspoken levels. You think you gave someone rung 3; they think they are on rung 4 and act without checking. Or they wait for an approval you never expected to give. Name the rung when you hand over work: 'For the vendor choice, recommend one and I'll approve it. For the meeting logistics, just decide.'",
                'Move people up the ladder as their confidence and track record grow. A rung that fits this month should feel too low in three months.',
                'If something goes wrong, step down one rung for a while rather than taking the whole task back. Taking it back teaches the person, and everyone watching, that delegation from you is temporary.',
              ].join('\n\n'),
            },
          ],
        },
      ],
    },
    {
      code: 'mgr-topic-delegation-in-practice',
      name: 'Delegation in practice',
      description: 'Make ownership visible with RACI and follow up without micromanaging.',
      subtopics: [
        {
          code: 'mgr-sub-raci',
          name: 'Clear roles with RACI',
          description: 'Responsible, Accountable, Consulted, Informed: one chart that ends "I thought you were doing it".',
          readings: [
            {
              code: 'mgr-read-raci',
              reading_title: 'Responsible, Accountable, Consulted, Informed',
              reading_text: [
                'When several people touch a piece of work, confusion about who does what is the most common reason it stalls. A RACI chart lists the main tasks or decisions down one side and the people or teams along the top, and marks each cell with one letter.',
                'Responsible: does the work. Accountable: owns the outcome and signs it off; there should be exactly one A per task. Consulted: gives input before the work is done, in a two-way conversation. Informed: is kept up to date after decisions are made, one way.',
                'Two checks catch most problems. Every row needs exactly one A: with none, nobody owns it; with two, nobody really does. And watch for too many Cs: every person you consult adds time, so ask whether they truly need to shape the work or only to hear about it.',
                'When you delegate, you can hand over both the R and the A for a task, but you remain accountable to your own manager for your team\'s overall results. Build the chart together with the people in it, so it records a shared agreement rather than an instruction.',
              ].join('\n\n'),
            },
          ],
        },
        {
          code: 'mgr-sub-follow-up',
          name: 'Following up without micromanaging',
          description: 'Agree checkpoints at the hand-over, avoid reverse delegation and close the loop.',
          readings: [
            {
              code: 'mgr-read-follow-up',
              reading_title: 'Checkpoints, not check-ups',
              reading_text: [
                'Delegation fails in two opposite ways: abdication, where you hand over the work and disappear until it is late, and micromanagement, where you hand it over and then keep asking for updates or redoing parts of it.',
                'The fix is to agree checkpoints at the hand-over. Decide together when and how progress will be shared (for example, a five-minute look at the draft on Wednesday and a final check on Friday) and what would trigger an earlier conversation, such as a missed milestone or a change in budget. Then stick to those checkpoints.',
                "Watch for reverse delegation. When someone brings you a problem on a task you delegated, it is tempting to say 'Leave it with me'. Instead, ask 'What do you recommend?' and keep the next step with them. Otherwise the work, and the worry, come straight back to your desk.",
                'When the work is done, close the loop with a short review: what went well, what they would do differently, and which rung of the delegation ladder the task should sit on next time.',
              ].join('\n\n'),
            },
          ],
        },
      ],
    },
  ],

  activities: [
    {
      code: 'mgr-act-one-to-one-basics',
      name: 'One-to-one basics',
      description: 'What a one-to-one is for and how to structure thirty minutes that matter.',
      subtopic: 'mgr-sub-one-to-one-structure',
      reading: 'mgr-read-one-to-one-structure',
      ...scoring,
      questions: [
        {
          type: 'mcq',
          stem: 'What is the main purpose of a regular one-to-one?',
          comment:
            'Status updates can come from tools and stand-ups. The one-to-one is the only regular space for what helps or blocks someone, how they feel and where they want to grow.',
          points: 10,
          options: [
            { text: 'To get a detailed status update on every task', correct: false },
            { text: 'To understand what helps or blocks the person, how they feel and where they want to grow', correct: true },
            { text: 'To give the manager a fixed slot to assign new work', correct: false },
            { text: 'To review performance ratings each week', correct: false },
          ],
        },
        {
          type: 'mcq',
          stem: 'Who should own the agenda of a one-to-one?',
          comment:
            'It is their meeting. When your report owns the agenda, the time goes on what matters to them; you still add your own topics after theirs.',
          points: 10,
          options: [
            { text: 'The manager, because they run the team', correct: false },
            { text: 'The person being managed, with the manager adding topics', correct: true },
            { text: 'HR, to keep one-to-ones consistent across teams', correct: false },
            { text: 'Nobody: one-to-ones work best unstructured', correct: false },
          ],
        },
        {
          type: 'fill_blanks',
          stem: 'Keep a shared running ____ where both of you can add topics during the week.',
          comment:
            'A shared running document (or agenda) means topics are captured when they come up, and actions from last time are easy to review.',
          points: 10,
          answers: ['document', 'doc', 'agenda'],
        },
        {
          type: 'order',
          stem: 'Put the parts of a typical thirty-minute one-to-one in order.',
          comment:
            'Start by closing the loop on last time, give their topics the best time, add yours, look at development, and finish by writing down actions with owners and dates.',
          points: 15,
          items: [
            'Review the actions agreed last time',
            "Your report's topics",
            'Your topics',
            'Development and growth',
            'Write down new actions with owners and dates',
          ],
        },
        {
          type: 'flashcard',
          stem: 'A clash means you need to move a one-to-one. What should you do?',
          comment:
            'Reschedule rather than cancel, tell the person why, and avoid making it a habit: a one-to-one that keeps moving signals that it is the lowest priority.',
          points: 5,
        },
      ],
    },
    {
      code: 'mgr-act-listening',
      name: 'Listening that opens people up',
      description: 'Open questions, "And what else?" and reflecting back.',
      subtopic: 'mgr-sub-listening-questions',
      reading: 'mgr-read-listening-questions',
      ...scoring,
      questions: [
        {
          type: 'mcq',
          stem: 'Which question is most likely to open up a useful conversation?',
          comment:
            "An open 'what' question invites a real answer. 'Is everything on track?' gets a yes, 'why' can sound like blame, and a leading question tells the person what you want to hear.",
          points: 10,
          options: [
            { text: 'Is everything on track?', correct: false },
            { text: 'Why did the release slip?', correct: false },
            { text: "What's getting in the way this week?", correct: true },
            { text: "You're fine with the new deadline, aren't you?", correct: false },
          ],
        },
        {
          type: 'mcq',
          stem: 'Your report has just described a problem. What is the best next move?',
          comment:
            "'And what else?' keeps them talking. The first thing people mention is rarely the most important, and advice given too early solves the wrong problem.",
          points: 10,
          options: [
            { text: 'Offer your solution straight away', correct: false },
            { text: "Ask 'And what else?'", correct: true },
            { text: 'Share a similar story from your own career', correct: false },
            { text: 'Move on to your own agenda items', correct: false },
          ],
        },
        {
          type: 'fill_blanks',
          stem: 'In a good one-to-one, your report speaks for at least two ____ of the time.',
          comment: 'Aim for your report to talk for at least two thirds of the time. If you are talking more, switch to questions.',
          points: 10,
          answers: ['thirds'],
        },
        {
          type: 'order',
          stem: 'Order these listening moves for when someone raises an issue.',
          comment:
            'Open the topic, listen fully, dig for what else is there, check your understanding by reflecting back, and only then agree a next step.',
          points: 15,
          items: [
            'Ask an open question',
            'Listen without interrupting',
            "Ask 'And what else?'",
            'Reflect back what you heard in your own words',
            'Agree a next step',
          ],
        },
        {
          type: 'flashcard',
          stem: 'What is reflecting back, and why does it help?',
          comment:
            'Summarising what you heard in your own words. It checks your understanding, lets the person correct you and shows you were really listening.',
          points: 5,
        },
      ],
    },
    {
      code: 'mgr-act-grow',
      name: 'Coaching with GROW',
      description: 'Use Goal, Reality, Options and Will to help someone solve their own problem.',
      subtopic: 'mgr-sub-grow-model',
      reading: 'mgr-read-grow-model',
      ...scoring,
      questions: [
        {
          type: 'mcq',
          stem: 'What does the W in GROW stand for?',
          comment: 'Will, sometimes called Way forward: the stage where the person commits to a specific next step and a date.',
          points: 10,
          options: [
            { text: 'Wisdom', correct: false },
            { text: 'Will (or Way forward)', correct: true },
            { text: 'Workload', correct: false },
            { text: 'Wellbeing', correct: false },
          ],
        },
        {
          type: 'mcq',
          stem: 'Which question belongs to the Reality stage?',
          comment:
            "Reality explores what is happening now. 'What would a great outcome look like?' is Goal, 'What else could you do?' is Options and 'What will you do by Friday?' is Will.",
          points: 10,
          options: [
            { text: 'What would a great outcome look like?', correct: false },
            { text: 'What have you tried so far?', correct: true },
            { text: 'What else could you do?', correct: false },
            { text: 'What will you do by Friday?', correct: false },
          ],
        },
        {
          type: 'order',
          stem: 'Put the stages of a GROW conversation in order.',
          comment: 'Goal, Reality, Options, Will. Agree where you are heading before exploring the present, and explore options before committing.',
          points: 15,
          items: [
            'Goal: agree what a good outcome looks like',
            'Reality: explore what is happening now',
            'Options: generate several ways forward',
            'Will: commit to a specific next step',
          ],
        },
        {
          type: 'fill_blanks',
          stem: 'When coaching with GROW, your job is to ask questions and hold the ____, not to supply the answer.',
          comment: 'You hold the structure; the other person does the thinking. Your ideas can come in later as one option among several.',
          points: 10,
          answers: ['structure'],
        },
        {
          type: 'flashcard',
          stem: 'When is coaching NOT the right tool?',
          comment:
            'When someone is new to the task and lacks the knowledge, or when there is a safety issue or an urgent deadline. Clear direction is kinder then.',
          points: 5,
        },
      ],
    },
    {
      code: 'mgr-act-sbi',
      name: 'Feedback with SBI',
      description: 'Give feedback that describes facts and opens a conversation.',
      subtopic: 'mgr-sub-sbi-feedback',
      reading: 'mgr-read-sbi-feedback',
      ...scoring,
      questions: [
        {
          type: 'mcq',
          stem: 'Which statement describes a behaviour in the SBI sense?',
          comment:
            'A behaviour is something you could see or hear. "Rude", "disengaged" and "doesn\'t care" are interpretations, which people tend to dispute.',
          points: 10,
          options: [
            { text: 'You were rude to the client', correct: false },
            { text: 'You seemed disengaged', correct: false },
            { text: 'You joined the call ten minutes late and had your camera off', correct: true },
            { text: "You don't care about deadlines", correct: false },
          ],
        },
        {
          type: 'fill_blanks',
          stem: 'SBI stands for Situation, Behaviour, ____.',
          comment: 'Impact: the effect the behaviour had on you, the team, the customer or the work.',
          points: 10,
          answers: ['impact'],
        },
        {
          type: 'order',
          stem: 'Order the steps of an SBI feedback conversation.',
          comment: 'Set the scene, describe what you observed, explain its effect, then listen and agree what happens next.',
          points: 15,
          items: [
            'Describe the situation',
            'Describe the specific behaviour',
            'Explain the impact',
            'Ask how they saw it',
            'Agree what happens next',
          ],
        },
        {
          type: 'mcq',
          stem: 'What should you do straight after describing the impact?',
          comment:
            'Ask a question and listen. The other person may have context you lack, and feedback lands better as a conversation than a verdict.',
          points: 10,
          options: [
            { text: 'Move on quickly to avoid awkwardness', correct: false },
            { text: "Ask a question such as 'How did you see it?'", correct: true },
            { text: 'Add a second piece of feedback while you have the chance', correct: false },
            { text: 'Remind them of similar feedback from their last review', correct: false },
          ],
        },
        {
          type: 'flashcard',
          stem: 'Should you use SBI for positive feedback?',
          comment: 'Yes, and more often than for corrective feedback. Specific praise tells people exactly what to repeat.',
          points: 5,
        },
      ],
    },
    {
      code: 'mgr-act-what-to-delegate',
      name: 'Choosing what to delegate',
      description: 'Spot the tasks that should leave your plate and hand over outcomes.',
      subtopic: 'mgr-sub-what-to-delegate',
      reading: 'mgr-read-what-to-delegate',
      ...scoring,
      questions: [
        {
          type: 'mcq',
          stem: 'Which task is the best candidate to delegate?',
          comment:
            'A recurring report you have done for years is familiar, well understood and teachable. Performance reviews, confidential decisions and feedback to your own reports stay with you.',
          points: 10,
          options: [
            { text: "Writing a team member's performance review", correct: false },
            { text: 'Preparing the weekly operations report you have done for two years', correct: true },
            { text: 'Deciding on a confidential restructure', correct: false },
            { text: 'Giving feedback to one of your direct reports', correct: false },
          ],
        },
        {
          type: 'fill_blanks',
          stem: 'Under the ____ percent rule, you delegate a task if someone can already do it at least that well compared with you.',
          comment: 'The 70 percent rule. The remaining gap closes with practice, and their version may end up better than yours.',
          points: 10,
          answers: ['70', 'seventy'],
        },
        {
          type: 'mcq',
          stem: 'Which hand-over gives the most ownership?',
          comment:
            'Naming the outcome and who it serves lets the person use their judgement. The other options hand over a chore, or keep the real work with you.',
          points: 10,
          options: [
            { text: "'Fill in this spreadsheet every month.'", correct: false },
            { text: "'Produce the monthly client report so the account team can spot churn risks early.'", correct: true },
            { text: "'Copy last month's report and change the dates.'", correct: false },
            { text: "'Send me the numbers and I'll write the report.'", correct: false },
          ],
        },
        {
          type: 'order',
          stem: 'Order these steps for finding delegation candidates.',
          comment: 'List, sort, shortlist, then match tasks to people and their growth goals.',
          points: 15,
          items: [
            'List your recurring tasks',
            'Mark each one: only me, someone else now, or someone else with support',
            'Shortlist the tasks that recur or would stretch someone',
            "Match each task to a person and their growth goals",
          ],
        },
        {
          type: 'flashcard',
          stem: 'Why is delegating hard for many new managers?',
          comment:
            'They were promoted for being good at the work, so doing it feels safe and productive. But time on tasks others could do is time not spent on direction, unblocking and developing people.',
          points: 5,
        },
      ],
    },
    {
      code: 'mgr-act-delegation-ladder',
      name: 'Climbing the delegation ladder',
      description: 'Match the level of authority to the person and the task, and say it out loud.',
      subtopic: 'mgr-sub-delegation-ladder',
      reading: 'mgr-read-delegation-ladder',
      ...scoring,
      questions: [
        {
          type: 'mcq',
          stem: "You say: 'Look into the three vendors and recommend one; I'll approve it.' Which rung is that?",
          comment: 'Rung 3: they do the research and make a recommendation, and you keep the final approval.',
          points: 10,
          options: [
            { text: 'Rung 1: do exactly what I ask', correct: false },
            { text: 'Rung 2: look into it and report back; I decide', correct: false },
            { text: 'Rung 3: recommend an option; I approve', correct: true },
            { text: 'Rung 5: decide and act; no need to report back', correct: false },
          ],
        },
        {
          type: 'order',
          stem: 'Order the delegation ladder from least to most authority.',
          comment: 'Each rung hands over a little more: from following instructions, to researching, recommending, deciding and reporting, and finally deciding alone.',
          points: 15,
          items: [
            'Do exactly what I ask',
            'Look into it and report back; I decide',
            'Recommend an option; I approve',
            'Decide and act, then tell me',
            'Decide and act; no need to report back',
          ],
        },
        {
          type: 'fill_blanks',
          stem: 'Most delegation problems come from ____ levels of authority.',
          comment: 'Unspoken (or unclear) levels: you think you gave one rung, they think they have another. Name the rung at the hand-over.',
          points: 10,
          answers: ['unspoken', 'unclear', 'implicit'],
        },
        {
          type: 'mcq',
          stem: 'A delegated task goes wrong. What is the better response?',
          comment:
            'Step down one rung for a while. Taking the task back completely teaches the person, and everyone watching, that your delegation does not last.',
          points: 10,
          options: [
            { text: 'Take the task back permanently', correct: false },
            { text: 'Step down one rung for a while', correct: true },
            { text: 'Leave them to sort it out alone', correct: false },
            { text: 'Give it to someone more senior', correct: false },
          ],
        },
        {
          type: 'flashcard',
          stem: 'How should a rung that fits today feel in three months?',
          comment: 'Too low. Move people up the ladder as their confidence and track record grow.',
          points: 5,
        },
      ],
    },
    {
      code: 'mgr-act-raci',
      name: 'Clear roles with RACI',
      description: 'Use Responsible, Accountable, Consulted and Informed to make ownership visible.',
      subtopic: 'mgr-sub-raci',
      reading: 'mgr-read-raci',
      ...scoring,
      questions: [
        {
          type: 'mcq',
          stem: 'How many people should be Accountable for a single task in a RACI chart?',
          comment: 'Exactly one. With none, nobody owns the outcome; with two or more, each assumes the other will act.',
          points: 10,
          options: [
            { text: 'None: accountability sits with the team', correct: false },
            { text: 'Exactly one', correct: true },
            { text: 'At least two, for cover', correct: false },
            { text: 'Everyone who is Responsible', correct: false },
          ],
        },
        {
          type: 'fill_blanks',
          stem: 'In RACI, people who are ____ give input before the work is done.',
          comment: 'Consulted: a two-way conversation before the work or decision. Informed people hear about it afterwards.',
          points: 10,
          answers: ['consulted'],
        },
        {
          type: 'mcq',
          stem: 'What is the difference between Consulted and Informed?',
          comment: 'Consulted people shape the work through two-way input beforehand; Informed people receive a one-way update afterwards.',
          points: 10,
          options: [
            { text: 'Consulted gives two-way input before; Informed gets a one-way update after', correct: true },
            { text: 'Consulted people do the work; Informed people approve it', correct: false },
            { text: 'There is no real difference between them', correct: false },
            { text: 'Informed people must sign off before work starts', correct: false },
          ],
        },
        {
          type: 'order',
          stem: 'Order the steps to build a RACI chart with your team.',
          comment: 'Lay out tasks and people, fill the cells together, then run the two checks: one A per row, and no unnecessary Cs.',
          points: 15,
          items: [
            'List the main tasks or decisions',
            'List the people or teams involved',
            'Mark R, A, C or I in each cell together',
            'Check each row has exactly one A',
            'Challenge any unnecessary Cs',
          ],
        },
        {
          type: 'flashcard',
          stem: "Your team's RACI chart has a row with two As. Why is that a problem?",
          comment: 'When two people own an outcome, neither really does: decisions stall and each assumes the other will act. Agree a single A.',
          points: 5,
        },
      ],
    },
    {
      code: 'mgr-act-follow-up',
      name: 'Following up without micromanaging',
      description: 'Checkpoints, reverse delegation and the review that closes the loop.',
      subtopic: 'mgr-sub-follow-up',
      reading: 'mgr-read-follow-up',
      ...scoring,
      questions: [
        {
          type: 'mcq',
          stem: 'Someone brings you a problem on a task you delegated. What is the best response?',
          comment:
            "'What do you recommend?' keeps the next step with them and builds their judgement. 'Leave it with me' is reverse delegation: the work comes back to you.",
          points: 10,
          options: [
            { text: "'Leave it with me.'", correct: false },
            { text: "'What do you recommend?'", correct: true },
            { text: "'Why didn't you tell me sooner?'", correct: false },
            { text: "'Just do whatever you think is best.'", correct: false },
          ],
        },
        {
          type: 'fill_blanks',
          stem: 'Handing over work and disappearing until it is late is called ____.',
          comment: 'Abdication: the opposite failure to micromanagement. Agreed checkpoints avoid both.',
          points: 10,
          answers: ['abdication', 'abdicating'],
        },
        {
          type: 'order',
          stem: 'Order the life of a well-run delegation.',
          comment: 'Agree what and how much, agree how you will stay in touch, keep to it, then review what to change next time.',
          points: 15,
          items: [
            'Agree the outcome and the rung of the ladder',
            'Agree checkpoints and early-warning triggers',
            'Stick to the agreed checkpoints',
            'Run a short review when the work is done',
          ],
        },
        {
          type: 'mcq',
          stem: 'Which is a good checkpoint agreement?',
          comment:
            'It names when you will look at progress and what should trigger an earlier conversation. The others are either too vague or too frequent.',
          points: 10,
          options: [
            { text: "'Keep me posted.'", correct: false },
            {
              text: "'Let's look at the draft for five minutes on Wednesday and do a final check on Friday. Flag me earlier if a milestone slips.'",
              correct: true,
            },
            { text: "'Send me an update every hour.'", correct: false },
            { text: "'I'll check in whenever I think of it.'", correct: false },
          ],
        },
        {
          type: 'flashcard',
          stem: 'What is reverse delegation?',
          comment:
            "When a delegated task, or the next step on it, drifts back to the manager, often through 'Leave it with me'. Keep the next step with the person by asking what they recommend.",
          points: 5,
        },
      ],
    },
  ],

  revisions: [
    {
      code: 'mgr-rev-one-to-ones',
      name: 'Revision: one-to-ones, coaching and feedback',
      description: 'Revisit the structure of a one-to-one, listening, GROW and SBI.',
      questions: [
        { activity: 'mgr-act-one-to-one-basics', index: 0 },
        { activity: 'mgr-act-one-to-one-basics', index: 3 },
        { activity: 'mgr-act-listening', index: 0 },
        { activity: 'mgr-act-listening', index: 2 },
        { activity: 'mgr-act-grow', index: 2 },
        { activity: 'mgr-act-sbi', index: 0 },
        { activity: 'mgr-act-sbi', index: 1 },
      ],
    },
    {
      code: 'mgr-rev-delegation',
      name: 'Revision: delegation',
      description: 'Revisit what to delegate, the delegation ladder, RACI and follow-up.',
      questions: [
        { activity: 'mgr-act-what-to-delegate', index: 0 },
        { activity: 'mgr-act-what-to-delegate', index: 1 },
        { activity: 'mgr-act-delegation-ladder', index: 0 },
        { activity: 'mgr-act-delegation-ladder', index: 1 },
        { activity: 'mgr-act-raci', index: 0 },
        { activity: 'mgr-act-raci', index: 1 },
        { activity: 'mgr-act-follow-up', index: 0 },
        { activity: 'mgr-act-follow-up', index: 4 },
      ],
    },
    {
      code: 'mgr-rev-coach-and-delegate',
      name: 'Revision: coaching meets delegation',
      description: 'Listening, GROW, choosing what to delegate and the ladder, side by side.',
      questions: [
        { activity: 'mgr-act-listening', index: 3 },
        { activity: 'mgr-act-listening', index: 1 },
        { activity: 'mgr-act-grow', index: 0 },
        { activity: 'mgr-act-grow', index: 4 },
        { activity: 'mgr-act-what-to-delegate', index: 2 },
        { activity: 'mgr-act-what-to-delegate', index: 3 },
        { activity: 'mgr-act-delegation-ladder', index: 2 },
        { activity: 'mgr-act-delegation-ladder', index: 4 },
      ],
    },
  ],

  challenges: [
    {
      code: 'mgr-ch-one-to-one-prep',
      name: 'Prepare your next one-to-one',
      description: 'Ten minutes of preparation that make the next one-to-one about your report, not your to-do list.',
      type: 'drill',
      calender_required: false,
      time_required_in_minutes: 15,
      reward_points: 30,
      template_url: '/templates/mgr-one-to-one-agenda.docx',
      steps: [
        {
          step_type: 'reading',
          step_display:
            'Pick the one-to-one you have coming up soonest. Open your shared running document (or start one from the template), review the actions agreed last time and add one topic of your own. Leave the top of the agenda free for your report\'s topics.',
        },
        {
          step_type: 'mcq',
          step_display: "Your report hasn't added anything to the shared document this week. What do you do?",
          options: [
            { text: 'Fill the agenda with your own topics so the time is not wasted', correct: false },
            { text: "Send a short note asking what they'd like to cover, and open with 'What's on your mind?'", correct: true },
            { text: 'Cancel the one-to-one, as there is nothing to discuss', correct: false },
          ],
        },
        {
          step_type: 'textbox',
          step_display: 'Write the open question you will start with, and the one topic you want to raise yourself.',
        },
        {
          step_type: 'scale_or_rating',
          step_display: "How well do you know what is on this person's mind right now?",
          options: ['Not at all', 'A little', 'Somewhat', 'Quite well', 'Very well'],
        },
      ],
    },
    {
      code: 'mgr-ch-grow-conversation',
      name: 'Coach a real problem with GROW',
      description: 'In a real one-to-one, coach your report through a problem using Goal, Reality, Options and Will.',
      type: 'challenge',
      calender_required: true,
      time_required_in_minutes: 45,
      reward_points: 80,
      template_url: '/templates/mgr-grow-conversation.docx',
      steps: [
        {
          step_type: 'reading',
          step_display:
            'In one of this week\'s one-to-ones, when your report raises a problem, use GROW instead of offering a solution. Keep the question card below next to you and aim to ask at least one question from each stage before you share any ideas of your own.',
        },
        {
          step_type: 'visual_flash_card',
          step_display:
            "GROW question card. Goal: 'What would a good outcome look like?' Reality: 'What have you tried so far?' Options: 'What else could you do?' Will: 'What will you do, and by when?'",
          image_url: null,
        },
        {
          step_type: 'mcq',
          step_display: "Halfway through, your report asks, 'What would you do?' What is the best response?",
          options: [
            { text: 'Give them your answer straight away; they asked for it', correct: false },
            { text: "'Let's hear your options first, then I'll add mine as one more option.'", correct: true },
            { text: 'Refuse to give any view, because coaches never advise', correct: false },
          ],
        },
        {
          step_type: 'textbox',
          step_display: 'After the conversation: what was the problem, and what did your report commit to in the Will stage?',
        },
        {
          step_type: 'scale_or_rating',
          step_display: 'How much of the thinking did your report do?',
          options: ['Hardly any: I mostly told', 'Less than half', 'About half', 'Most of it', 'Nearly all of it'],
        },
        {
          step_type: 'textbox',
          step_display: 'What will you do differently the next time you coach with GROW?',
        },
      ],
    },
    {
      code: 'mgr-ch-sbi-day',
      name: 'A day of specific feedback',
      description: 'Give at least two pieces of SBI feedback today, including one positive.',
      type: 'day',
      calender_required: false,
      time_required_in_minutes: 30,
      reward_points: 60,
      template_url: null,
      steps: [
        {
          step_type: 'reading',
          step_display:
            'Today, give at least two pieces of feedback using Situation, Behaviour, Impact: at least one positive and, if the moment comes up, one corrective. Keep each one under a minute, and end by asking how the other person saw it.',
        },
        {
          step_type: 'mcq',
          step_display: 'Which of these is well-formed SBI feedback?',
          options: [
            { text: "'Great job today!'", correct: false },
            {
              text: "'In this morning's stand-up, you flagged the API risk before anyone asked. We moved the test date and avoided a late surprise.'",
              correct: true,
            },
            { text: "'You need to speak up more in meetings.'", correct: false },
          ],
        },
        {
          step_type: 'textbox',
          step_display: 'Write one piece of SBI feedback you gave today: the situation, the behaviour and the impact.',
        },
        {
          step_type: 'scale_or_rating',
          step_display: 'How did the person respond?',
          options: ['Defensive', 'Uncomfortable', 'Neutral', 'Receptive', 'Engaged and keen to talk'],
        },
        {
          step_type: 'textbox',
          step_display: 'What did you learn when you asked how they saw it?',
        },
      ],
    },
    {
      code: 'mgr-ch-delegation-audit',
      name: 'Run a delegation audit',
      description: 'Sort two weeks of your tasks and pick the two that should leave your plate first.',
      type: 'drill',
      calender_required: false,
      time_required_in_minutes: 20,
      reward_points: 40,
      template_url: '/templates/mgr-delegation-audit.docx',
      steps: [
        {
          step_type: 'reading',
          step_display:
            'List every recurring task you did in the last two weeks. Mark each one: only me, someone else now, or someone else with support. Circle the two tasks that would free the most time or stretch someone the most.',
        },
        {
          step_type: 'mcq',
          step_display: 'Which of these tasks should you keep?',
          options: [
            { text: "Booking rooms for the team's meetings", correct: false },
            { text: 'Deciding a team member\'s performance rating', correct: true },
            { text: 'Updating the project tracker', correct: false },
            { text: 'Drafting the monthly team newsletter', correct: false },
          ],
        },
        {
          step_type: 'textbox',
          step_display: 'Name the two tasks you circled and who could take each one. What would each person gain?',
        },
        {
          step_type: 'scale_or_rating',
          step_display: 'How much of your week goes on tasks someone else could do?',
          options: ['Under 10%', '10-20%', '20-30%', '30-40%', 'Over 40%'],
        },
      ],
    },
    {
      code: 'mgr-ch-raci-chart',
      name: 'Map a piece of work with RACI',
      description: 'Build a RACI chart with the people doing the work and fix any row without exactly one A.',
      type: 'challenge',
      calender_required: true,
      time_required_in_minutes: 60,
      reward_points: 100,
      template_url: '/templates/mgr-raci-chart.docx',
      steps: [
        {
          step_type: 'reading',
          step_display:
            'Pick a piece of work your team is doing that involves at least three people. In a short session with them, fill in the RACI template together: tasks or decisions down the side, people across the top, one letter per cell.',
        },
        {
          step_type: 'visual_flash_card',
          step_display:
            'RACI at a glance. R, Responsible: does the work. A, Accountable: owns the outcome, exactly one per row. C, Consulted: gives input before. I, Informed: updated after.',
          image_url: null,
        },
        {
          step_type: 'mcq',
          step_display: 'Your finished chart shows one row with no A. What do you do?',
          options: [
            { text: 'Leave it: someone will pick it up', correct: false },
            { text: 'Agree who will own the outcome and mark them A', correct: true },
            { text: 'Mark everyone A to be safe', correct: false },
          ],
        },
        {
          step_type: 'textbox',
          step_display: 'Which row caused the most discussion, and what did you agree?',
        },
        {
          step_type: 'scale_or_rating',
          step_display: 'How clear were roles on this work before the session?',
          options: ['Very unclear', 'Unclear', 'Mixed', 'Clear', 'Very clear'],
        },
      ],
    },
    {
      code: 'mgr-ch-ladder-handover',
      name: 'Hand over a task with the ladder',
      description: 'Delegate one real task today, naming the outcome, the rung and the checkpoints.',
      type: 'day',
      calender_required: true,
      time_required_in_minutes: 30,
      reward_points: 70,
      template_url: '/templates/mgr-delegation-handover.docx',
      steps: [
        {
          step_type: 'reading',
          step_display:
            'Choose one task from your delegation audit and hand it over today. In the conversation, explain the outcome and who it serves, say which rung of the delegation ladder you are giving, and agree checkpoints.',
        },
        {
          step_type: 'visual_flash_card',
          step_display:
            'The delegation ladder. 1: Do exactly what I ask. 2: Look into it and report back. 3: Recommend; I approve. 4: Decide and act, then tell me. 5: Decide and act.',
          image_url: null,
        },
        {
          step_type: 'mcq',
          step_display: 'Which hand-over line names the rung clearly?',
          options: [
            { text: "'Can you take care of the supplier thing?'", correct: false },
            { text: "'Please choose the supplier and place the order, then let me know which one you went with.'", correct: true },
            { text: "'Have a look at suppliers at some point.'", correct: false },
          ],
        },
        {
          step_type: 'textbox',
          step_display: 'Write down the task, the rung you gave and the checkpoints you agreed.',
        },
        {
          step_type: 'scale_or_rating',
          step_display: 'How confident did the person seem taking it on?',
          options: ['Very unsure', 'Unsure', 'Neutral', 'Confident', 'Very confident'],
        },
      ],
    },
  ],

  goals: [
    {
      code: 'mgr-goal-one-to-ones',
      name: 'Run effective one-to-ones',
      description:
        'Turn one-to-ones into the most useful half hour of your report\'s week: a structure they own, listening that gets to what matters, coaching with GROW and feedback with SBI.',
      topics: ['mgr-topic-one-to-one-foundations', 'mgr-topic-coaching-feedback'],
      schedule: [
        /* day 1 */ { learn: ['mgr-act-one-to-one-basics'], do: [] },
        /* day 2 */ { learn: ['mgr-act-listening'], do: ['mgr-ch-one-to-one-prep'] },
        /* day 3 */ { learn: ['mgr-act-grow'], do: [] },
        /* day 4 */ { learn: ['mgr-act-sbi'], do: ['mgr-ch-sbi-day'] },
        /* day 5 */ { learn: ['mgr-rev-one-to-ones'], do: [] },
        /* day 6 */ { learn: ['mgr-act-what-to-delegate'], do: ['mgr-ch-grow-conversation'] },
        /* day 7 */ { learn: ['mgr-act-delegation-ladder'], do: [] },
        /* day 8 */ { learn: ['mgr-act-one-to-one-basics'], do: ['mgr-ch-one-to-one-prep'] },
        /* day 9 */ { learn: ['mgr-act-listening'], do: [] },
        /* day 10 */ { learn: ['mgr-rev-coach-and-delegate'], do: ['mgr-ch-delegation-audit'] },
        /* day 11 */ { learn: ['mgr-act-grow'], do: [] },
        /* day 12 */ { learn: ['mgr-act-raci'], do: ['mgr-ch-ladder-handover'] },
        /* day 13 */ { learn: ['mgr-act-sbi'], do: [] },
        /* day 14 */ { learn: ['mgr-act-follow-up'], do: ['mgr-ch-one-to-one-prep'] },
        /* day 15 */ { learn: ['mgr-rev-one-to-ones', 'mgr-act-delegation-ladder'], do: [] },
        /* day 16 */ { learn: ['mgr-act-what-to-delegate'], do: ['mgr-ch-raci-chart'] },
        /* day 17 */ { learn: ['mgr-act-one-to-one-basics'], do: [] },
        /* day 18 */ { learn: ['mgr-act-grow'], do: ['mgr-ch-grow-conversation'] },
        /* day 19 */ { learn: ['mgr-act-listening', 'mgr-act-raci'], do: [] },
        /* day 20 */ { learn: ['mgr-rev-coach-and-delegate'], do: [] },
      ],
    },
    {
      code: 'mgr-goal-delegation',
      name: 'Delegate with confidence',
      description:
        'Free your time for the work only you can do by handing over the right tasks at the right level of authority, with clear roles and checkpoints instead of micromanagement.',
      topics: ['mgr-topic-delegation-foundations', 'mgr-topic-delegation-in-practice'],
      schedule: [
        /* day 1 */ { learn: ['mgr-act-what-to-delegate'], do: [] },
        /* day 2 */ { learn: ['mgr-act-delegation-ladder'], do: ['mgr-ch-delegation-audit'] },
        /* day 3 */ { learn: ['mgr-act-raci'], do: [] },
        /* day 4 */ { learn: ['mgr-act-follow-up'], do: ['mgr-ch-ladder-handover'] },
        /* day 5 */ { learn: ['mgr-rev-delegation'], do: [] },
        /* day 6 */ { learn: ['mgr-act-listening'], do: ['mgr-ch-raci-chart'] },
        /* day 7 */ { learn: ['mgr-act-grow'], do: [] },
        /* day 8 */ { learn: ['mgr-act-what-to-delegate'], do: ['mgr-ch-one-to-one-prep'] },
        /* day 9 */ { learn: ['mgr-act-delegation-ladder'], do: [] },
        /* day 10 */ { learn: ['mgr-rev-coach-and-delegate'], do: ['mgr-ch-grow-conversation'] },
        /* day 11 */ { learn: ['mgr-act-raci'], do: [] },
        /* day 12 */ { learn: ['mgr-act-one-to-one-basics'], do: ['mgr-ch-sbi-day'] },
        /* day 13 */ { learn: ['mgr-act-follow-up'], do: [] },
        /* day 14 */ { learn: ['mgr-act-sbi'], do: ['mgr-ch-delegation-audit'] },
        /* day 15 */ { learn: ['mgr-rev-one-to-ones', 'mgr-act-what-to-delegate'], do: [] },
        /* day 16 */ { learn: ['mgr-act-delegation-ladder'], do: ['mgr-ch-ladder-handover'] },
        /* day 17 */ { learn: ['mgr-act-grow'], do: [] },
        /* day 18 */ { learn: ['mgr-act-raci'], do: ['mgr-ch-raci-chart'] },
        /* day 19 */ { learn: ['mgr-act-one-to-one-basics', 'mgr-act-listening'], do: [] },
        /* day 20 */ { learn: ['mgr-rev-delegation'], do: [] },
      ],
    },
  ],

  assessment: [
    {
      stem: 'Which sentence sounds most like your week?',
      options: [
        { text: "I'm working late on tasks my team could probably do", points: 3, goal: 'mgr-goal-delegation' },
        { text: 'I rarely get to talk with my team about anything except deadlines', points: 3, goal: 'mgr-goal-one-to-ones' },
        { text: "A bit of both, but I'm coping", points: 1, goal: 'mgr-goal-one-to-ones' },
      ],
    },
    {
      stem: 'When someone in your team brings you a problem, you usually…',
      options: [
        { text: "Solve it for them, because it's quicker", points: 3, goal: 'mgr-goal-delegation' },
        { text: "Listen, but I'm not sure which questions to ask", points: 3, goal: 'mgr-goal-one-to-ones' },
        { text: "Ask what they'd recommend and let them run with it", points: 1, goal: 'mgr-goal-one-to-ones' },
      ],
    },
    {
      stem: 'How regular are your one-to-ones?',
      options: [
        { text: 'Weekly or fortnightly, and rarely moved', points: 2, goal: 'mgr-goal-delegation' },
        { text: 'They happen, but often get moved or cancelled', points: 3, goal: 'mgr-goal-one-to-ones' },
        { text: "We don't have a regular slot yet", points: 2, goal: 'mgr-goal-one-to-ones' },
      ],
    },
    {
      stem: 'When you hand over a task, what happens most often?',
      options: [
        { text: "It comes back half-done, or not how I wanted it", points: 3, goal: 'mgr-goal-delegation' },
        { text: 'It usually goes well; I hand over work regularly', points: 2, goal: 'mgr-goal-one-to-ones' },
        { text: 'I rarely hand over tasks in the first place', points: 2, goal: 'mgr-goal-delegation' },
      ],
    },
    {
      stem: 'Which would help you most over the next month?',
      options: [
        { text: "Conversations where my team tells me what's really going on", points: 3, goal: 'mgr-goal-one-to-ones' },
        { text: 'Getting a few hours a week back', points: 3, goal: 'mgr-goal-delegation' },
        { text: 'Giving feedback without it feeling awkward', points: 2, goal: 'mgr-goal-one-to-ones' },
      ],
    },
    {
      stem: 'Which comment from your team feels closest to home?',
      options: [
        { text: "'I'm not really sure how I'm doing.'", points: 3, goal: 'mgr-goal-one-to-ones' },
        { text: "'I'd love more responsibility.'", points: 3, goal: 'mgr-goal-delegation' },
        { text: "'You check my work a lot.'", points: 2, goal: 'mgr-goal-delegation' },
      ],
    },
  ],
};
