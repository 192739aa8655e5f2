import type { ProgramContent } from '../types';

/**
 * Customer-Centric Problem Solving: a 20-day beginner program. Two goals: understanding what customers
 * really need (jobs to be done, interviews, journey maps, moments that matter) and solving problems at
 * the root (problem statements, 5 Whys, fishbone diagrams, small tests and closing the loop).
 * Every code starts with `cx-`.
 */

const scoring = {
  reattempt_after_days: 7,
  same_day_bonus: 5,
  all_correct_bonus: 10,
  same_day_all_correct_bonus: 20,
} as const;

export const customerCentricity: ProgramContent = {
  code: 'cx-customer-centric-problem-solving',
  name: 'Customer-Centric Problem Solving',
  description:
    'A 20-day program for anyone whose work touches customers. Learn to see problems through the customer\'s eyes, then dig past the symptoms to causes you can actually fix, using jobs to be done, journey maps, the 5 Whys and small, measurable tests.',
  program_type: 'program',
  proficiency: 'beginner',
  display_image_url: null,
  number_of_days: 20,

  topics: [
    {
      code: 'cx-topic-customer-needs',
      name: 'Customer needs',
      description: 'Understand the progress customers are trying to make, and how to learn about it from them directly.',
      subtopics: [
        {
          code: 'cx-sub-jobs-to-be-done',
          name: 'Jobs to be done',
          description: 'Customers hire products to make progress. Describe the job, not the feature.',
          readings: [
            {
              code: 'cx-read-jobs-to-be-done',
              reading_title: 'Customers hire products to get a job done',
              reading_text: [
                "Jobs to be done (JTBD) is a way of understanding customers by focusing on the progress they are trying to make, rather than on who they are or which features they ask for. The idea, popularised by Clayton Christensen, is that customers 'hire' a product or service to do a job in their life, and 'fire' it when something else does the job better.",
                "A job has three layers. The functional job is the practical task ('get my expenses approved before month end'). The emotional job is how they want to feel ('not worry that I've made a mistake'). The social job is how they want to be seen ('look organised in front of my manager').",
                "A useful format is the job statement: When [situation], I want to [motivation], so I can [expected outcome]. For example: 'When a delivery is late, I want to know the new arrival time straight away, so I can rearrange my day.' Notice that the statement names no feature or solution.",
                'Jobs stay stable while solutions change. People have always needed to get from A to B on time; the job remains while horses, trains and ride-hailing apps come and go. Designing around the job, not the current solution, helps you spot better answers.',
              ].join('\n\n'),
            },
          ],
        },
        {
          code: 'cx-sub-customer-interviews',
          name: 'Listening to customers',
          description: 'Ask about real past events, not opinions about the future, and listen for workarounds.',
          readings: [
            {
              code: 'cx-read-customer-interviews',
              reading_title: 'Ask about what happened, not what might',
              reading_text: [
                "The fastest way to understand customers is to talk to them, but how you ask matters. People are poor at predicting their own behaviour and generous with compliments. 'Would you use a feature that does X?' nearly always gets a yes that means very little.",
                "Instead, ask about specific past events. 'Tell me about the last time you had to change a booking. What happened? What did you do next? What was the hardest part?' Real stories reveal the job, the workarounds and the emotions far better than opinions do.",
                'Keep your own ideas out of the conversation until the end. Once you describe your solution, people start reacting politely to it instead of telling you about their world. Listen for workarounds such as spreadsheets, sticky notes and repeated phone calls: they show a need strong enough that people already spend effort on it.',
                "Take notes in the customer's words, not your interpretation, and talk to at least five people before drawing conclusions. One vivid story can mislead; a pattern across several people usually does not.",
              ].join('\n\n'),
            },
          ],
        },
      ],
    },
    {
      code: 'cx-topic-customer-journeys',
      name: 'Customer journeys',
      description: 'See the whole experience from the outside in, and find the moments customers remember.',
      subtopics: [
        {
          code: 'cx-sub-journey-mapping',
          name: 'Customer journey mapping',
          description: 'Map the stages, touchpoints, thoughts and feelings of a customer reaching their goal.',
          readings: [
            {
              code: 'cx-read-journey-mapping',
              reading_title: 'Seeing the whole journey',
              reading_text: [
                'A customer journey map shows the steps a customer goes through to achieve a goal with your organisation, from first noticing a need to getting help after the sale. It puts the customer\'s experience, not your internal departments, at the centre.',
                'A simple map has the stages across the top (for example Discover, Choose, Buy, Use, Get help) and rows underneath for what the customer is doing, thinking and feeling at each stage, the touchpoints they use (website, email, phone, invoice), and the pain points and opportunities you find.',
                'Build the map from evidence: interview notes, support tickets, call recordings, analytics and, ideally, walking through the journey yourself as a customer would. A map built only from internal opinions usually shows the journey as the organisation designed it, not as customers live it.',
                'The most valuable parts of a map are often the hand-offs between teams, where a customer has to repeat information or wait for someone else to act. These gaps rarely belong to one department, so nobody fixes them unless someone makes them visible.',
              ].join('\n\n'),
            },
          ],
        },
        {
          code: 'cx-sub-moments-that-matter',
          name: 'Moments that matter',
          description: 'Peaks, endings and effort: where to focus when everything looks like a pain point.',
          readings: [
            {
              code: 'cx-read-moments-that-matter',
              reading_title: 'Pain points and moments that matter',
              reading_text: [
                'Not every step of a journey matters equally. Research on the peak-end rule by Daniel Kahneman and colleagues shows that people judge an experience largely by its most intense moment and by how it ended, rather than by the average of every moment.',
                'So a smooth purchase can be undone by one frustrating delivery failure, and a problem handled quickly and warmly can leave a customer more loyal than if nothing had gone wrong. Find the peaks and the endings on your journey map and ask how each one feels to the customer.',
                "Effort is one of the strongest predictors of whether customers stay. A Customer Effort Score asks a simple question after an interaction, such as 'How easy was it to get your issue resolved?'. High-effort signals include being transferred between teams, repeating information, and having to contact you more than once about the same issue.",
                'When you prioritise fixes, weigh how often a pain point happens, how much it hurts, and whether it sits at a peak or an ending. A small fix to a frequent, high-effort moment often beats a big project on a step customers barely notice.',
              ].join('\n\n'),
            },
          ],
        },
      ],
    },
    {
      code: 'cx-topic-root-causes',
      name: 'Finding root causes',
      description: 'Define the problem precisely, then dig beneath the symptoms with the 5 Whys.',
      subtopics: [
        {
          code: 'cx-sub-problem-statements',
          name: 'Defining the problem',
          description: 'Who, what, where and when, and impact: a problem statement with no solution hidden inside.',
          readings: [
            {
              code: 'cx-read-problem-statements',
              reading_title: 'Define the problem before you solve it',
              reading_text: [
                "Teams often jump straight to solutions: 'We need a new ticketing system', 'We should hire another agent'. A clear problem statement slows this down just enough to make sure you are solving the right thing.",
                "A good problem statement describes who is affected, what is happening, where and when, and what the impact is, using facts where you have them. For example: 'Since March, 18 percent of new business customers contact support in their first week because they can't find their invoice. Each contact takes about 8 minutes of agent time and delays their first payment.'",
                "Keep solutions out of the statement. 'We don't have a chatbot' is not a problem; it is a solution in disguise. Ask: 'What is the customer unable to do, and what does that cost them and us?'",
                'Finally, check the statement with someone who sees the problem first-hand, such as a frontline colleague or, better, a customer. If they do not recognise it, you are not ready to look for causes yet.',
              ].join('\n\n'),
            },
          ],
        },
        {
          code: 'cx-sub-five-whys',
          name: 'The 5 Whys',
          description: 'Ask why until you reach a cause that, once fixed, stops the problem coming back.',
          readings: [
            {
              code: 'cx-read-five-whys',
              reading_title: 'Asking why, five times',
              reading_text: [
                "The 5 Whys is a simple root cause technique from the Toyota Production System. Start with a clearly stated problem and ask 'Why did this happen?'. Then ask why about that answer, and keep going, usually around five times, until you reach a cause that, if fixed, would stop the problem recurring.",
                "For example: customers receive the wrong replacement part. Why? The warehouse picked the wrong item. Why? The order showed an old part number. Why? The catalogue wasn't updated when the supplier changed the number. Why? Nobody owns catalogue updates for supplier changes. Giving someone that ownership solves the problem; retraining the picker would not.",
                "Good 5 Whys sessions stick to facts and check each answer with evidence before moving on. They focus on processes, not on blaming individuals: 'Why did Sam make a mistake?' leads nowhere, while 'Why did the process allow the mistake?' leads to a fix.",
                'Five is a guide, not a rule. Stop when you reach a cause you can act on that explains the problem. If one step has several plausible answers, follow each branch separately, or switch to a fishbone diagram.',
              ].join('\n\n'),
            },
          ],
        },
      ],
    },
    {
      code: 'cx-topic-fixing-and-learning',
      name: 'Fixing and learning',
      description: 'Explore complex causes with a fishbone, test fixes small and close the loop with customers.',
      subtopics: [
        {
          code: 'cx-sub-fishbone',
          name: 'Fishbone diagrams',
          description: 'Map the possible causes of a complex problem by category before choosing where to dig.',
          readings: [
            {
              code: 'cx-read-fishbone',
              reading_title: 'Fishbone diagrams for complex problems',
              reading_text: [
                'Some problems have several contributing causes. A fishbone diagram, also called an Ishikawa or cause-and-effect diagram, helps a team explore them systematically rather than settling on the first idea.',
                "Write the problem at the 'head' of the fish on the right. Draw a spine back to the left, and add bones for categories of cause. A common set for service teams is People, Process, Tools, Policy, Environment and Measurement. Under each bone, the team brainstorms possible causes, and asks 'why?' about each to add smaller bones.",
                'The diagram shows possible causes, not proven ones. Once it is full, the team picks the most likely causes and checks them against data such as ticket tags, timings or call samples. Often two or three causes explain most of the problem.',
                'Fishbone diagrams and the 5 Whys work well together. Use the fishbone to map the territory, then run the 5 Whys on the most likely branch to reach a cause you can fix.',
              ].join('\n\n'),
            },
          ],
        },
        {
          code: 'cx-sub-test-and-close-loop',
          name: 'Test small and close the loop',
          description: 'Plan-Do-Study-Act, baselines, and telling people what changed because of them.',
          readings: [
            {
              code: 'cx-read-test-and-close-loop',
              reading_title: 'Test small, then close the loop',
              reading_text: [
                'Once you believe you have found a root cause, resist launching a big fix everywhere at once. Run a small test first using the Plan-Do-Study-Act (PDSA) cycle: plan a change and predict what will happen, do it on a small scale, study the results against your prediction, and act by adopting, adapting or abandoning the change.',
                'Decide up front how you will know whether it worked. Pick one or two measures tied to your problem statement, such as the share of new customers who contact support in their first week, and record the starting value before you change anything.',
                'Then close the loop. Tell the customers and colleagues who raised the problem what you found and what you changed. Customers who see their feedback acted on are more likely to give it again, and frontline colleagues who see their reports lead somewhere keep reporting.',
                'Finally, make the fix stick: update the process document, the training material or the system setting, and name an owner. Problems that are fixed only in people\'s memories tend to come back.',
              ].join('\n\n'),
            },
          ],
        },
      ],
    },
  ],

  activities: [
    {
      code: 'cx-act-jobs-to-be-done',
      name: 'Jobs to be done',
      description: 'Describe what customers are trying to achieve, without jumping to features.',
      subtopic: 'cx-sub-jobs-to-be-done',
      reading: 'cx-read-jobs-to-be-done',
      ...scoring,
      questions: [
        {
          type: 'mcq',
          stem: 'Which is the best example of a job to be done?',
          comment:
            'A job describes the progress a customer wants in a situation. An app feature and a discount are solutions, and an age bracket is a segment, not a job.',
          points: 10,
          options: [
            { text: 'A mobile app with push notifications', correct: false },
            { text: 'When my delivery is late, know the new arrival time so I can rearrange my day', correct: true },
            { text: 'Customers aged 25 to 34 in large cities', correct: false },
            { text: 'A 10% discount on the next order', correct: false },
          ],
        },
        {
          type: 'fill_blanks',
          stem: "Customers 'hire' a product to get a job done, and ____ it when something else does the job better.",
          comment: "They 'fire' it. That is why you compete with anything that does the same job, not only with similar products.",
          points: 10,
          answers: ['fire', 'drop', 'replace'],
        },
        {
          type: 'order',
          stem: 'Put the parts of a job statement in order.',
          comment: 'When [situation], I want to [motivation], so I can [expected outcome]. The situation comes first because it triggers the job.',
          points: 15,
          items: ['When [situation]', 'I want to [motivation]', 'so I can [expected outcome]'],
        },
        {
          type: 'mcq',
          stem: "'I want to look organised in front of my manager' is which kind of job?",
          comment: 'It is a social job: how the customer wants to be seen by others. Functional jobs are practical tasks; emotional jobs are about how they feel.',
          points: 10,
          options: [
            { text: 'Functional', correct: false },
            { text: 'Emotional', correct: false },
            { text: 'Social', correct: true },
            { text: 'Financial', correct: false },
          ],
        },
        {
          type: 'flashcard',
          stem: 'Why design around the job rather than the current solution?',
          comment: 'Jobs stay stable while solutions change. Focusing on the job helps you find better answers than the ones customers already know.',
          points: 5,
        },
      ],
    },
    {
      code: 'cx-act-customer-interviews',
      name: 'Listening to customers',
      description: 'Ask questions that get real stories instead of polite opinions.',
      subtopic: 'cx-sub-customer-interviews',
      reading: 'cx-read-customer-interviews',
      ...scoring,
      questions: [
        {
          type: 'mcq',
          stem: 'Which interview question will give you the most reliable insight?',
          comment:
            'Asking about a specific past event gets facts and emotions. Hypothetical, leading and pricing questions get predictions and compliments.',
          points: 10,
          options: [
            { text: 'Would you use a feature that reminds you about renewals?', correct: false },
            { text: 'Tell me about the last time you renewed your contract. What happened?', correct: true },
            { text: "Don't you think renewals are too complicated?", correct: false },
            { text: 'How much would you pay for automatic renewal?', correct: false },
          ],
        },
        {
          type: 'fill_blanks',
          stem: 'Listen for ____, such as spreadsheets and sticky notes, that show a need is already costing customers effort.',
          comment: 'Workarounds are strong evidence: people only build them when the need is real and current solutions fall short.',
          points: 10,
          answers: ['workarounds', 'workaround'],
        },
        {
          type: 'mcq',
          stem: 'When should you describe your own solution idea in a customer interview?',
          comment:
            'At the end, if at all. Once customers hear your idea they react to it politely instead of telling you about their world.',
          points: 10,
          options: [
            { text: 'At the start, to give context', correct: false },
            { text: 'In the middle, once they seem engaged', correct: false },
            { text: 'At the end, if at all', correct: true },
            { text: 'Whenever they mention a related problem', correct: false },
          ],
        },
        {
          type: 'order',
          stem: 'Order the parts of a good customer interview.',
          comment: 'Set up, get a real story, dig into it, only then test ideas, and write up while it is fresh.',
          points: 15,
          items: [
            'Explain the purpose and ask permission to take notes',
            'Ask about a specific recent event',
            "Follow up with 'What happened next?' and 'What was hardest?'",
            'Only then share or test any ideas',
            'Thank them and write up your notes the same day',
          ],
        },
        {
          type: 'flashcard',
          stem: 'How many customers should you talk to before drawing conclusions?',
          comment: 'At least five. One vivid story can mislead; a pattern across several people is far more trustworthy.',
          points: 5,
        },
      ],
    },
    {
      code: 'cx-act-journey-mapping',
      name: 'Mapping the customer journey',
      description: 'Build a journey map from evidence and find the gaps between teams.',
      subtopic: 'cx-sub-journey-mapping',
      reading: 'cx-read-journey-mapping',
      ...scoring,
      questions: [
        {
          type: 'mcq',
          stem: 'What should sit at the centre of a customer journey map?',
          comment: "The customer's experience of reaching their goal. Org charts and feature lists describe the inside of the organisation, not the journey.",
          points: 10,
          options: [
            { text: 'Your organisation chart', correct: false },
            { text: "The customer's experience of reaching their goal", correct: true },
            { text: 'The product feature list', correct: false },
            { text: 'Your sales pipeline metrics', correct: false },
          ],
        },
        {
          type: 'order',
          stem: 'Order these typical journey stages.',
          comment: 'Discover, Choose, Buy, Use, Get help. Your own stages may differ, but they should follow the customer, not your departments.',
          points: 15,
          items: ['Discover', 'Choose', 'Buy', 'Use', 'Get help'],
        },
        {
          type: 'fill_blanks',
          stem: 'Build the map from ____, such as interview notes and support tickets, rather than internal opinions.',
          comment: 'Evidence shows the journey as customers live it; opinions tend to show it as the organisation designed it.',
          points: 10,
          answers: ['evidence', 'data'],
        },
        {
          type: 'mcq',
          stem: 'Where do journey maps most often reveal valuable problems?',
          comment:
            'Hand-offs between teams, where customers repeat themselves or wait, rarely belong to one department, so nobody fixes them until the map makes them visible.',
          points: 10,
          options: [
            { text: 'At hand-offs between teams, where customers repeat information or wait', correct: true },
            { text: "In steps entirely inside one team's control", correct: false },
            { text: 'In the stages with the biggest marketing budget', correct: false },
            { text: 'In steps customers complete on their own without trouble', correct: false },
          ],
        },
        {
          type: 'flashcard',
          stem: 'Which rows does a simple journey map have under each stage?',
          comment: 'What the customer is doing, thinking and feeling; the touchpoints they use; and the pain points and opportunities.',
          points: 5,
        },
      ],
    },
    {
      code: 'cx-act-moments-that-matter',
      name: 'Moments that matter',
      description: 'Use the peak-end rule and customer effort to decide which pain points to fix first.',
      subtopic: 'cx-sub-moments-that-matter',
      reading: 'cx-read-moments-that-matter',
      ...scoring,
      questions: [
        {
          type: 'mcq',
          stem: 'According to the peak-end rule, people judge an experience mostly by…',
          comment: 'Its most intense moment and how it ended. That is why peaks and endings deserve extra attention on a journey map.',
          points: 10,
          options: [
            { text: 'the average of every moment', correct: false },
            { text: 'its most intense moment and how it ended', correct: true },
            { text: 'the first moment only', correct: false },
            { text: 'the price they paid', correct: false },
          ],
        },
        {
          type: 'fill_blanks',
          stem: 'A Customer ____ Score asks customers how easy it was to get their issue resolved.',
          comment: 'Customer Effort Score. Effort is one of the strongest predictors of whether customers stay.',
          points: 10,
          answers: ['effort'],
        },
        {
          type: 'mcq',
          stem: 'Which of these is a high-effort signal?',
          comment: 'Transfers and repeating information are classic high-effort moments. The other options describe low-effort or positive experiences.',
          points: 10,
          options: [
            { text: 'The customer resolves the issue through self-service in two minutes', correct: false },
            { text: 'The customer is transferred twice and repeats their account number each time', correct: true },
            { text: 'The customer receives a confirmation email', correct: false },
            { text: 'The customer rates the agent five stars', correct: false },
          ],
        },
        {
          type: 'order',
          stem: 'Order these steps to prioritise pain points.',
          comment: 'List them, weigh frequency and severity, give extra weight to peaks and endings, then choose the fixes with the best impact for the effort.',
          points: 15,
          items: [
            'List the pain points from your journey map',
            'Estimate how often each one happens',
            'Rate how much each one hurts the customer',
            'Flag the ones at a peak or an ending',
            'Choose the fixes with the biggest impact for the effort',
          ],
        },
        {
          type: 'flashcard',
          stem: 'Can a problem that was handled well increase loyalty?',
          comment:
            'Yes. Because peaks and endings shape memory, a problem resolved quickly and warmly can leave a customer more loyal than if nothing had gone wrong.',
          points: 5,
        },
      ],
    },
    {
      code: 'cx-act-problem-statements',
      name: 'Defining the problem',
      description: 'Write problem statements that are specific, factual and free of hidden solutions.',
      subtopic: 'cx-sub-problem-statements',
      reading: 'cx-read-problem-statements',
      ...scoring,
      questions: [
        {
          type: 'mcq',
          stem: 'Which is the best problem statement?',
          comment: 'It says who, what, when and why it matters, with a number. The others are a solution, a vague judgement and a blame statement.',
          points: 10,
          options: [
            { text: 'We need a chatbot', correct: false },
            { text: 'Support is bad', correct: false },
            {
              text: "Since March, 18% of new business customers contact support in their first week because they can't find their invoice",
              correct: true,
            },
            { text: 'Agents should work harder', correct: false },
          ],
        },
        {
          type: 'fill_blanks',
          stem: "'We don't have a chatbot' is a ____ in disguise, not a problem.",
          comment: "A solution in disguise. Ask what the customer is unable to do, and what that costs them and you.",
          points: 10,
          answers: ['solution'],
        },
        {
          type: 'order',
          stem: 'Order the elements of a problem statement.',
          comment: 'Who is affected, what is happening, where and when, and what the impact is.',
          points: 15,
          items: ['Who is affected', 'What is happening', 'Where and when it happens', 'What the impact is'],
        },
        {
          type: 'mcq',
          stem: 'Who should you check your problem statement with?',
          comment: 'Someone who sees the problem first-hand, ideally a customer. If they do not recognise it, you are not ready to look for causes.',
          points: 10,
          options: [
            { text: 'Only your manager', correct: false },
            { text: 'Someone who sees the problem first-hand, ideally a customer', correct: true },
            { text: 'The finance team', correct: false },
            { text: 'Nobody: move straight on to causes', correct: false },
          ],
        },
        {
          type: 'flashcard',
          stem: 'Which question turns a disguised solution back into a problem?',
          comment: "'What is the customer unable to do, and what does that cost them and us?'",
          points: 5,
        },
      ],
    },
    {
      code: 'cx-act-five-whys',
      name: 'The 5 Whys',
      description: 'Follow a chain of causes from symptom to something you can fix.',
      subtopic: 'cx-sub-five-whys',
      reading: 'cx-read-five-whys',
      ...scoring,
      questions: [
        {
          type: 'mcq',
          stem: 'In the wrong-part example, which action fixes the root cause?',
          comment:
            'Nobody owned catalogue updates for supplier changes, so giving that ownership to a named team stops the problem recurring. Retraining and extra checks treat the symptom.',
          points: 10,
          options: [
            { text: 'Retrain the warehouse picker', correct: false },
            { text: 'Give a named team ownership of catalogue updates when suppliers change', correct: true },
            { text: 'Send each affected customer an apology', correct: false },
            { text: 'Add a second person to check every order', correct: false },
          ],
        },
        {
          type: 'order',
          stem: 'Order the chain from the wrong-part example, starting with the symptom.',
          comment: 'Each step answers "why?" about the one before, ending at a cause that can be fixed.',
          points: 15,
          items: [
            'Customer receives the wrong replacement part',
            'Warehouse picked the wrong item',
            'Order showed an old part number',
            "Catalogue wasn't updated when the supplier changed the number",
            'Nobody owns catalogue updates for supplier changes',
          ],
        },
        {
          type: 'fill_blanks',
          stem: 'Good 5 Whys sessions ask why the ____ allowed a mistake, not why a person made it.',
          comment: 'Ask about the process (or system). Blaming individuals ends the investigation without preventing the next mistake.',
          points: 10,
          answers: ['process', 'system'],
        },
        {
          type: 'mcq',
          stem: 'When should you stop asking why?',
          comment: 'Five is a guide. Stop when you reach a cause you can act on that explains the problem.',
          points: 10,
          options: [
            { text: 'After exactly five whys', correct: false },
            { text: 'When you reach a cause you can act on that explains the problem', correct: true },
            { text: 'When you find someone to hold responsible', correct: false },
            { text: 'When the meeting runs out of time', correct: false },
          ],
        },
        {
          type: 'flashcard',
          stem: "What should you do when one 'why' has several plausible answers?",
          comment: 'Follow each branch separately, or switch to a fishbone diagram to map the possible causes.',
          points: 5,
        },
      ],
    },
    {
      code: 'cx-act-fishbone',
      name: 'Fishbone diagrams',
      description: 'Map possible causes by category, then check the likely ones against data.',
      subtopic: 'cx-sub-fishbone',
      reading: 'cx-read-fishbone',
      ...scoring,
      questions: [
        {
          type: 'mcq',
          stem: 'What goes at the head of a fishbone diagram?',
          comment: 'The problem. The bones hold categories and possible causes that lead to it.',
          points: 10,
          options: [
            { text: 'The proposed solution', correct: false },
            { text: 'The problem', correct: true },
            { text: "The team members' names", correct: false },
            { text: 'The most likely cause', correct: false },
          ],
        },
        {
          type: 'fill_blanks',
          stem: 'A fishbone diagram is also known as a cause-and-effect or ____ diagram.',
          comment: 'Ishikawa diagram, after Kaoru Ishikawa, who popularised it in quality management.',
          points: 10,
          answers: ['Ishikawa'],
        },
        {
          type: 'order',
          stem: 'Order the steps of a fishbone session.',
          comment: 'Name the problem, set up categories, brainstorm causes, choose the likely ones, then test them against data.',
          points: 15,
          items: [
            'Write the problem at the head',
            'Add category bones such as People, Process and Tools',
            'Brainstorm possible causes under each bone',
            'Pick the most likely causes',
            'Check those causes against data',
          ],
        },
        {
          type: 'mcq',
          stem: 'Your fishbone diagram is full. What does it show?',
          comment: 'Possible causes. They still need checking against data such as ticket tags, timings or call samples.',
          points: 10,
          options: [
            { text: 'Proven causes', correct: false },
            { text: 'Possible causes to be checked against data', correct: true },
            { text: 'The agreed solution', correct: false },
            { text: 'Who is to blame', correct: false },
          ],
        },
        {
          type: 'flashcard',
          stem: 'How do a fishbone diagram and the 5 Whys work together?',
          comment: 'Use the fishbone to map the possible causes, then run the 5 Whys on the most likely branch to reach a cause you can fix.',
          points: 5,
        },
      ],
    },
    {
      code: 'cx-act-test-and-close-loop',
      name: 'Test small and close the loop',
      description: 'Run a Plan-Do-Study-Act test, measure it and tell people what changed.',
      subtopic: 'cx-sub-test-and-close-loop',
      reading: 'cx-read-test-and-close-loop',
      ...scoring,
      questions: [
        {
          type: 'mcq',
          stem: 'You have found a likely root cause. What should you do next?',
          comment: 'Test the change small and compare the result with your prediction. A big launch risks spreading a fix that does not work.',
          points: 10,
          options: [
            { text: 'Roll the fix out to every region at once', correct: false },
            { text: 'Run a small test and compare the result with your prediction', correct: true },
            { text: 'Write a report and wait for next quarter\'s planning', correct: false },
            { text: 'Ask customers whether they would like the fix', correct: false },
          ],
        },
        {
          type: 'order',
          stem: 'Order the steps of the PDSA cycle.',
          comment: 'Plan, Do, Study, Act. The prediction in the Plan step is what makes the Study step meaningful.',
          points: 15,
          items: [
            'Plan the change and predict the result',
            'Do it on a small scale',
            'Study the results against the prediction',
            'Act: adopt, adapt or abandon the change',
          ],
        },
        {
          type: 'fill_blanks',
          stem: 'Telling customers what you changed because of their feedback is called closing the ____.',
          comment: 'Closing the loop. People who see their feedback acted on are more likely to give it again.',
          points: 10,
          answers: ['loop'],
        },
        {
          type: 'mcq',
          stem: 'Which step does most to make a fix stick?',
          comment: 'Update the process, training or system, and name an owner. Fixes that live only in memory tend to fade.',
          points: 10,
          options: [
            { text: 'Mention it in the team chat', correct: false },
            { text: 'Update the process document or system setting and name an owner', correct: true },
            { text: 'Rely on everyone remembering the new way', correct: false },
            { text: 'Celebrate the fix and move on', correct: false },
          ],
        },
        {
          type: 'flashcard',
          stem: 'Why record a starting value before you change anything?',
          comment: 'Without a baseline you cannot tell whether the change made a difference. Pick one or two measures tied to the problem statement.',
          points: 5,
        },
      ],
    },
  ],

  revisions: [
    {
      code: 'cx-rev-customer-needs',
      name: 'Revision: customer needs and journeys',
      description: 'Revisit jobs to be done, interviews, journey maps and moments that matter.',
      questions: [
        { activity: 'cx-act-jobs-to-be-done', index: 0 },
        { activity: 'cx-act-jobs-to-be-done', index: 2 },
        { activity: 'cx-act-customer-interviews', index: 0 },
        { activity: 'cx-act-customer-interviews', index: 1 },
        { activity: 'cx-act-journey-mapping', index: 1 },
        { activity: 'cx-act-moments-that-matter', index: 0 },
        { activity: 'cx-act-moments-that-matter', index: 1 },
      ],
    },
    {
      code: 'cx-rev-root-causes',
      name: 'Revision: root causes and fixes',
      description: 'Revisit problem statements, the 5 Whys, fishbone diagrams and PDSA.',
      questions: [
        { activity: 'cx-act-problem-statements', index: 0 },
        { activity: 'cx-act-problem-statements', index: 1 },
        { activity: 'cx-act-five-whys', index: 0 },
        { activity: 'cx-act-five-whys', index: 1 },
        { activity: 'cx-act-fishbone', index: 1 },
        { activity: 'cx-act-fishbone', index: 3 },
        { activity: 'cx-act-test-and-close-loop', index: 1 },
      ],
    },
    {
      code: 'cx-rev-customer-to-cause',
      name: 'Revision: from customer need to root cause',
      description: 'Jobs, journeys, problem statements and the 5 Whys together.',
      questions: [
        { activity: 'cx-act-jobs-to-be-done', index: 3 },
        { activity: 'cx-act-jobs-to-be-done', index: 4 },
        { activity: 'cx-act-journey-mapping', index: 0 },
        { activity: 'cx-act-journey-mapping', index: 2 },
        { activity: 'cx-act-problem-statements', index: 2 },
        { activity: 'cx-act-problem-statements', index: 3 },
        { activity: 'cx-act-five-whys', index: 2 },
        { activity: 'cx-act-five-whys', index: 3 },
      ],
    },
  ],

  challenges: [
    {
      code: 'cx-ch-job-statements',
      name: 'Write three job statements',
      description: 'Turn what you know about one customer group into three solution-free job statements.',
      type: 'drill',
      calender_required: false,
      time_required_in_minutes: 15,
      reward_points: 30,
      template_url: null,
      steps: [
        {
          step_type: 'reading',
          step_display:
            'Think of one customer group you serve. Using support tickets, sales notes or your own conversations, write three job statements in the format: When [situation], I want to [motivation], so I can [expected outcome]. Keep features and solutions out of them.',
        },
        {
          step_type: 'visual_flash_card',
          step_display:
            "Job statement: When [situation], I want to [motivation], so I can [expected outcome]. Example: 'When a delivery is late, I want to know the new arrival time straight away, so I can rearrange my day.'",
          image_url: null,
        },
        {
          step_type: 'mcq',
          step_display: 'Which of these is a well-formed job statement?',
          options: [
            { text: "'When I log in, I want a dark mode, so I can use the app.'", correct: false },
            {
              text: "'When my invoice is wrong, I want it corrected before my month-end close, so I can report accurate numbers.'",
              correct: true,
            },
            { text: "'I want better customer service.'", correct: false },
          ],
        },
        {
          step_type: 'textbox',
          step_display: 'Write your three job statements.',
        },
        {
          step_type: 'scale_or_rating',
          step_display: 'How confident are you that these reflect real customer needs rather than your assumptions?',
          options: ['Pure guesswork', 'Mostly assumptions', 'Partly evidence', 'Mostly evidence', 'Backed by several customer conversations'],
        },
      ],
    },
    {
      code: 'cx-ch-customer-conversation',
      name: 'Talk to a customer about their last experience',
      description: 'Hold a short conversation with a real customer about a specific recent event.',
      type: 'challenge',
      calender_required: true,
      time_required_in_minutes: 45,
      reward_points: 80,
      template_url: '/templates/cx-interview-guide.docx',
      steps: [
        {
          step_type: 'reading',
          step_display:
            'Arrange a 20-minute conversation with a customer, or sit in on a call with a colleague who talks to customers every day. Use the interview guide to ask about a specific recent event, and keep any solution ideas until the end.',
        },
        {
          step_type: 'mcq',
          step_display: "The customer says: 'It would be great if you had an app.' What do you ask next?",
          options: [
            { text: "'Great idea. Which features should it have?'", correct: false },
            { text: "'Tell me about the last time you needed that. What were you trying to do?'", correct: true },
            { text: "'We're already planning one!'", correct: false },
          ],
        },
        {
          step_type: 'textbox',
          step_display: 'Describe the event they told you about, using their own words where you can.',
        },
        {
          step_type: 'textbox',
          step_display: 'Which workarounds did you hear about, and what job do they point to?',
        },
        {
          step_type: 'scale_or_rating',
          step_display: 'How much of the conversation did the customer spend talking?',
          options: ['Under 20%', '20-40%', '40-60%', '60-80%', 'Over 80%'],
        },
      ],
    },
    {
      code: 'cx-ch-journey-map',
      name: 'Map one customer journey',
      description: 'Spend a day gathering evidence and mapping one journey from the customer\'s side.',
      type: 'day',
      calender_required: true,
      time_required_in_minutes: 60,
      reward_points: 100,
      template_url: '/templates/cx-journey-map.docx',
      steps: [
        {
          step_type: 'reading',
          step_display:
            "Pick one journey, such as a new customer's first month. Today, gather evidence: read ten recent support tickets, walk through the journey yourself and talk to one frontline colleague. Then fill in the journey map template.",
        },
        {
          step_type: 'visual_flash_card',
          step_display:
            'Journey map layout: stages across the top (Discover, Choose, Buy, Use, Get help); rows below for Doing, Thinking, Feeling, Touchpoints, and Pain points and opportunities.',
          image_url: null,
        },
        {
          step_type: 'mcq',
          step_display: 'You cannot find any evidence for one stage. What is the best approach?',
          options: [
            { text: 'Fill it in with what the process is supposed to do', correct: false },
            { text: 'Mark it as a gap and plan how to gather evidence', correct: true },
            { text: 'Leave that stage off the map', correct: false },
          ],
        },
        {
          step_type: 'textbox',
          step_display: 'Which hand-off between teams causes the most pain, and what happens to the customer there?',
        },
        {
          step_type: 'scale_or_rating',
          step_display: 'How painful is the worst moment you found, from the customer\'s point of view?',
          options: ['Barely noticeable', 'Mildly annoying', 'Frustrating', 'Very frustrating', 'Enough to make them leave'],
        },
      ],
    },
    {
      code: 'cx-ch-problem-statement',
      name: 'Sharpen a problem statement',
      description: 'Rewrite a problem your team is discussing so it is specific, factual and solution-free.',
      type: 'drill',
      calender_required: false,
      time_required_in_minutes: 20,
      reward_points: 40,
      template_url: null,
      steps: [
        {
          step_type: 'reading',
          step_display:
            'Take a customer problem your team is currently discussing. Rewrite it as a problem statement that covers who is affected, what is happening, where and when, and the impact, with numbers where you have them. Remove any solution words.',
        },
        {
          step_type: 'mcq',
          step_display: 'Which phrase should be removed from a problem statement?',
          options: [
            { text: "'new business customers'", correct: false },
            { text: "'within their first week'", correct: false },
            { text: "'so we need a self-service portal'", correct: true },
            { text: "'takes about 8 minutes of agent time'", correct: false },
          ],
        },
        {
          step_type: 'textbox',
          step_display: 'Write the before and after versions of your problem statement.',
        },
        {
          step_type: 'scale_or_rating',
          step_display: 'How much evidence supports your statement?',
          options: ['None yet', 'One anecdote', 'A few examples', 'Data from one source', 'Data from several sources'],
        },
      ],
    },
    {
      code: 'cx-ch-five-whys-session',
      name: 'Run a 5 Whys session',
      description: 'Lead a short root cause session with the people closest to a recurring customer problem.',
      type: 'challenge',
      calender_required: true,
      time_required_in_minutes: 40,
      reward_points: 80,
      template_url: '/templates/cx-five-whys.docx',
      steps: [
        {
          step_type: 'reading',
          step_display:
            'Invite two or three colleagues who see a recurring problem first-hand. Start from your problem statement and ask why, checking each answer against evidence before moving on. Stop when you reach a cause you can act on.',
        },
        {
          step_type: 'visual_flash_card',
          step_display:
            '5 Whys ground rules: start from a clear problem statement; check each answer with evidence; ask about the process, not the person; follow separate branches separately; stop at a cause you can act on.',
          image_url: null,
        },
        {
          step_type: 'mcq',
          step_display: "A colleague says: 'It happened because Alex forgot.' What do you ask next?",
          options: [
            { text: "'Why did Alex forget?'", correct: false },
            { text: "'What in the process made it easy to forget?'", correct: true },
            { text: "'Has anyone spoken to Alex about it?'", correct: false },
          ],
        },
        {
          step_type: 'textbox',
          step_display: 'Write your chain of whys, from the problem to the root cause.',
        },
        {
          step_type: 'textbox',
          step_display: 'Which action did the group agree, who owns it, and how will you know it worked?',
        },
        {
          step_type: 'scale_or_rating',
          step_display: 'How confident are you that you reached the real root cause?',
          options: ['Not confident', 'Slightly confident', 'Moderately confident', 'Confident', 'Very confident'],
        },
      ],
    },
    {
      code: 'cx-ch-close-the-loop',
      name: 'Close the loop with a customer',
      description: 'Tell someone who raised a problem what changed because of them.',
      type: 'day',
      calender_required: false,
      time_required_in_minutes: 30,
      reward_points: 60,
      template_url: null,
      steps: [
        {
          step_type: 'reading',
          step_display:
            'Find a piece of customer feedback or a complaint that has led to a change, however small. Today, contact the customer, or the colleague who passed it on, thank them and tell them what you changed.',
        },
        {
          step_type: 'mcq',
          step_display: 'Which message best closes the loop?',
          options: [
            { text: "'Thanks for your feedback, we value it.'", correct: false },
            {
              text: "'Thanks for telling us the invoice was hard to find. We've added a link to it in the welcome email, so you'll see it from next month.'",
              correct: true,
            },
            { text: "'Your ticket has been closed.'", correct: false },
          ],
        },
        {
          step_type: 'textbox',
          step_display: 'Write the message you sent.',
        },
        {
          step_type: 'scale_or_rating',
          step_display: 'How did they respond?',
          options: ['No reply yet', 'Neutral', 'Slightly positive', 'Positive', 'Delighted'],
        },
      ],
    },
  ],

  goals: [
    {
      code: 'cx-goal-understand-customers',
      name: 'Understand what customers really need',
      description:
        'See your work from the outside in: describe the jobs customers are trying to get done, learn from real conversations and map the journey to find the moments that matter most.',
      topics: ['cx-topic-customer-needs', 'cx-topic-customer-journeys'],
      schedule: [
        /* day 1 */ { learn: ['cx-act-jobs-to-be-done'], do: [] },
        /* day 2 */ { learn: ['cx-act-customer-interviews'], do: ['cx-ch-job-statements'] },
        /* day 3 */ { learn: ['cx-act-journey-mapping'], do: [] },
        /* day 4 */ { learn: ['cx-act-moments-that-matter'], do: ['cx-ch-customer-conversation'] },
        /* day 5 */ { learn: ['cx-rev-customer-needs'], do: [] },
        /* day 6 */ { learn: ['cx-act-problem-statements'], do: ['cx-ch-journey-map'] },
        /* day 7 */ { learn: ['cx-act-five-whys'], do: [] },
        /* day 8 */ { learn: ['cx-act-jobs-to-be-done'], do: ['cx-ch-job-statements'] },
        /* day 9 */ { learn: ['cx-act-customer-interviews'], do: [] },
        /* day 10 */ { learn: ['cx-rev-customer-to-cause'], do: ['cx-ch-problem-statement'] },
        /* day 11 */ { learn: ['cx-act-journey-mapping'], do: [] },
        /* day 12 */ { learn: ['cx-act-fishbone'], do: ['cx-ch-customer-conversation'] },
        /* day 13 */ { learn: ['cx-act-moments-that-matter'], do: [] },
        /* day 14 */ { learn: ['cx-act-test-and-close-loop'], do: ['cx-ch-close-the-loop'] },
        /* day 15 */ { learn: ['cx-rev-customer-needs', 'cx-act-five-whys'], do: [] },
        /* day 16 */ { learn: ['cx-act-problem-statements'], do: ['cx-ch-five-whys-session'] },
        /* day 17 */ { learn: ['cx-act-jobs-to-be-done'], do: [] },
        /* day 18 */ { learn: ['cx-act-journey-mapping'], do: ['cx-ch-journey-map'] },
        /* day 19 */ { learn: ['cx-act-customer-interviews', 'cx-act-fishbone'], do: [] },
        /* day 20 */ { learn: ['cx-rev-customer-to-cause'], do: [] },
      ],
    },
    {
      code: 'cx-goal-solve-root-causes',
      name: 'Solve problems at the root',
      description:
        'Stop fixing the same customer problem every week: define it precisely, find the root cause with the 5 Whys and fishbone diagrams, test fixes small and close the loop.',
      topics: ['cx-topic-root-causes', 'cx-topic-fixing-and-learning'],
      schedule: [
        /* day 1 */ { learn: ['cx-act-problem-statements'], do: [] },
        /* day 2 */ { learn: ['cx-act-five-whys'], do: ['cx-ch-problem-statement'] },
        /* day 3 */ { learn: ['cx-act-fishbone'], do: [] },
        /* day 4 */ { learn: ['cx-act-test-and-close-loop'], do: ['cx-ch-five-whys-session'] },
        /* day 5 */ { learn: ['cx-rev-root-causes'], do: [] },
        /* day 6 */ { learn: ['cx-act-jobs-to-be-done'], do: ['cx-ch-customer-conversation'] },
        /* day 7 */ { learn: ['cx-act-journey-mapping'], do: [] },
        /* day 8 */ { learn: ['cx-act-problem-statements'], do: ['cx-ch-close-the-loop'] },
        /* day 9 */ { learn: ['cx-act-five-whys'], do: [] },
        /* day 10 */ { learn: ['cx-rev-customer-to-cause'], do: ['cx-ch-problem-statement'] },
        /* day 11 */ { learn: ['cx-act-fishbone'], do: [] },
        /* day 12 */ { learn: ['cx-act-customer-interviews'], do: ['cx-ch-journey-map'] },
        /* day 13 */ { learn: ['cx-act-test-and-close-loop'], do: [] },
        /* day 14 */ { learn: ['cx-act-moments-that-matter'], do: ['cx-ch-five-whys-session'] },
        /* day 15 */ { learn: ['cx-rev-customer-needs', 'cx-act-problem-statements'], do: [] },
        /* day 16 */ { learn: ['cx-act-five-whys'], do: ['cx-ch-job-statements'] },
        /* day 17 */ { learn: ['cx-act-journey-mapping'], do: [] },
        /* day 18 */ { learn: ['cx-act-fishbone'], do: ['cx-ch-close-the-loop'] },
        /* day 19 */ { learn: ['cx-act-jobs-to-be-done', 'cx-act-customer-interviews'], do: [] },
        /* day 20 */ { learn: ['cx-rev-root-causes'], do: [] },
      ],
    },
  ],

  assessment: [
    {
      stem: 'A customer complaint lands on your desk. What usually happens next?',
      options: [
        { text: 'I fix it as fast as I can and move on to the next one', points: 3, goal: 'cx-goal-solve-root-causes' },
        { text: "I'm often not sure what the customer was really trying to do", points: 3, goal: 'cx-goal-understand-customers' },
        { text: 'I log it and check whether it has happened before', points: 1, goal: 'cx-goal-solve-root-causes' },
      ],
    },
    {
      stem: 'How often do you hear directly from customers?',
      options: [
        { text: 'Every week or more', points: 2, goal: 'cx-goal-solve-root-causes' },
        { text: 'A few times a year', points: 3, goal: 'cx-goal-understand-customers' },
        { text: 'Never: I rely on reports from other teams', points: 3, goal: 'cx-goal-understand-customers' },
      ],
    },
    {
      stem: 'Which frustration sounds most familiar?',
      options: [
        { text: 'The same problems keep coming back', points: 3, goal: 'cx-goal-solve-root-causes' },
        { text: "We built or changed something customers didn't use", points: 3, goal: 'cx-goal-understand-customers' },
        { text: 'We argue about what the real problem even is', points: 2, goal: 'cx-goal-solve-root-causes' },
      ],
    },
    {
      stem: 'When your team plans improvements, the ideas usually come from…',
      options: [
        { text: 'Internal opinions and what competitors are doing', points: 3, goal: 'cx-goal-understand-customers' },
        { text: 'Customer data and conversations', points: 2, goal: 'cx-goal-solve-root-causes' },
        { text: 'Whoever argues most convincingly in the meeting', points: 2, goal: 'cx-goal-understand-customers' },
      ],
    },
    {
      stem: 'What would you most like to be able to do a month from now?',
      options: [
        { text: 'Explain clearly what our customers are trying to achieve', points: 3, goal: 'cx-goal-understand-customers' },
        { text: 'Find out why a problem happens instead of patching it', points: 3, goal: 'cx-goal-solve-root-causes' },
        { text: 'Show that a change actually made a difference', points: 2, goal: 'cx-goal-solve-root-causes' },
      ],
    },
    {
      stem: 'Which technique would you most like to learn first?',
      options: [
        { text: 'Customer journey mapping', points: 3, goal: 'cx-goal-understand-customers' },
        { text: 'The 5 Whys', points: 3, goal: 'cx-goal-solve-root-causes' },
        { text: 'Jobs-to-be-done interviews', points: 2, goal: 'cx-goal-understand-customers' },
      ],
    },
  ],
};
