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

export const effectiveCommunication: ProgramContent = {
  code: 'comm-effective-communication',
  name: 'Effective Communication at Work',
  description:
    "Write messages people read and act on, and make yourself heard in meetings. Over 20 working days you'll practise BLUF writing, choosing the right tone and channel, structuring a point with PREP, disagreeing constructively and listening to understand.",
  program_type: 'program',
  proficiency: 'beginner',
  display_image_url: null,
  number_of_days: 20,

  topics: [
    {
      code: 'comm-t-clear-writing',
      name: 'Structure messages for busy readers',
      description: 'Lead with the point and lay messages out so they can be understood in seconds.',
      subtopics: [
        {
          code: 'comm-st-bluf',
          name: 'Bottom line up front (BLUF)',
          description: 'Put the decision, answer or request in the first two sentences.',
          readings: [
            {
              code: 'comm-rd-bluf',
              reading_title: 'Bottom line up front',
              reading_text: paras(
                "Most workplace messages are read on a phone, between meetings, in a few seconds. If your reader has to reach the fourth paragraph to find out what you need, many won't get there, and the ones who do will have to read it twice. BLUF, short for 'bottom line up front', is a habit borrowed from military writing that fixes this: put the conclusion, decision or request in the first one or two sentences.",
                "A BLUF opening answers three questions at once: what do you need, from whom, and by when? Compare 'I wanted to give you an update on the supplier situation' with 'Please approve switching to Northgate Print by Thursday; it saves £3,200 and keeps the launch date.' The second version can be acted on from the preview pane.",
                "After the bottom line, add only the supporting points the reader needs to trust your request, usually two or three reasons or facts. Background, history and attachments come last, for anyone who wants them. If you find the bottom line hard to write, that is useful information: you may not yet know what you are asking for.",
                'BLUF is not rude. You can still open with a short greeting and close warmly. What changes is the order: respect for the reader\'s time comes first.',
              ),
            },
          ],
        },
        {
          code: 'comm-st-scannable',
          name: 'Subject lines and scannable layout',
          description: 'Write subject lines that help people triage, and messages that can be skimmed.',
          readings: [
            {
              code: 'comm-rd-scannable',
              reading_title: 'Subject lines and scannable layout',
              reading_text: paras(
                "Readers triage their inbox from the subject line. 'Quick question' or 'Update' forces them to open the message just to decide whether it matters. A useful subject line says what the message is about and what kind of response it needs: 'DECISION by Thu: Q3 print supplier' or 'FYI: new expenses policy from 1 June'.",
                "Inside the message, design for skimming. Keep paragraphs to two or three sentences. Use a bulleted list when you have parallel items such as options, dates or steps, and keep it to one level. Make the action visible: a line such as 'Action for you: confirm the venue by Friday' is far easier to find than the same request buried mid-paragraph.",
                'Stick to one topic per message. Mixing a budget question, a holiday request and a project update in one email almost guarantees that one of them gets missed, and makes the thread impossible to find later. If different people own different requests, send them separate, shorter messages.',
                "Before you send, look at the message on a phone-sized screen. If the request isn't visible without scrolling, move it up or cut what sits above it.",
              ),
            },
          ],
        },
      ],
    },
    {
      code: 'comm-t-tone-channel',
      name: 'Tone, brevity and channel',
      description: 'Sound warm and direct in writing, and pick the channel that suits the message.',
      subtopics: [
        {
          code: 'comm-st-tone',
          name: 'Getting the tone right in writing',
          description: 'Avoid accidental curtness, over-apologising and loaded phrases.',
          readings: [
            {
              code: 'comm-rd-tone',
              reading_title: 'Getting the tone right in writing',
              reading_text: paras(
                "In writing, your reader can't hear your voice or see your face, so they fill the gaps themselves, often with the least generous interpretation, especially when they are under pressure. Research by Justin Kruger and Nicholas Epley found that email senders consistently overestimated how well their tone, including sarcasm and seriousness, would come across. What feels neutral to you can read as curt or irritated.",
                "Some words carry more weight than you intend. 'As I said', 'obviously' and 'per my last email' suggest the reader should have known better. 'Just' and 'sorry to bother you' can make a perfectly reasonable request sound apologetic. A string of hedges ('I was maybe wondering if possibly…') makes it hard to tell what you actually want.",
                'Aim for warm and direct: one genuine line of appreciation or context, a clear request and a friendly close is usually enough. If a message is emotionally charged, such as a complaint, a refusal or disappointing news, draft it, wait a while and reread it as if you were the recipient on a bad day. Often the best fix for a sensitive message is not better wording but a conversation.',
              ),
            },
          ],
        },
        {
          code: 'comm-st-channel',
          name: 'Choosing the right channel',
          description: 'Decide between chat, email, documents, calls and face-to-face conversations.',
          readings: [
            {
              code: 'comm-rd-channel',
              reading_title: 'Choosing the right channel',
              reading_text: paras(
                "Every channel has strengths. Chat is quick and informal, good for short coordination ('Room changed to 3B'). Email and shared documents suit information people will need to find later: decisions, instructions, agreements and anything that needs a record. Calls and face-to-face conversations carry tone and allow instant back-and-forth, which makes them best for anything sensitive, complex or likely to cause disagreement.",
                'A common trap is escalating a misunderstanding in writing. Each reply gets longer, the tone gets sharper and nobody changes their mind. A simple rule helps: if a thread goes back and forth three times without resolution, switch to a conversation. Afterwards, send a short written summary of what was agreed so everyone has the same record.',
                "Consider urgency and the reader's situation too. Something that genuinely needs an answer within the hour deserves a call or a direct message, not an email that may sit unread until tomorrow. Equally, a non-urgent request doesn't need to interrupt someone in the middle of focused work. Matching the channel to the message is a form of respect.",
              ),
            },
          ],
        },
      ],
    },
    {
      code: 'comm-t-speaking-up',
      name: 'Contributing in meetings',
      description: 'Make clear, concise contributions and disagree without derailing the discussion.',
      subtopics: [
        {
          code: 'comm-st-prep',
          name: 'Structuring a point with PREP',
          description: 'Use Point, Reason, Example, Point to speak briefly and clearly.',
          readings: [
            {
              code: 'comm-rd-prep',
              reading_title: 'Structuring a point with PREP',
              reading_text: paras(
                'Many people stay quiet in meetings not because they have nothing to say, but because they worry about rambling or losing their thread. A simple structure removes much of that worry. PREP stands for Point, Reason, Example, Point: say what you think, say why, give one concrete example, then restate the point.',
                "For example: 'I'd suggest we pilot the new rota with one team first. It lets us find problems before they affect every shift. When we rolled out the booking tool to everyone at once, it took a month to fix. So: one team for four weeks, then decide.' That takes under 30 seconds and is easy to follow, respond to and remember.",
                'PREP works best with a little preparation. Before the meeting, look at the agenda and note one or two points you want to make. Then try to say something within the first ten minutes: a question, a build on someone else\'s idea or your prepared point. The longer you wait, the higher the bar feels.',
                "Drop the disclaimers. Openers such as 'This is probably a silly idea, but…' or 'I'm not sure if this is relevant…' tell people to take you less seriously before you have said anything. 'Can I add one point before we move on?' is polite and clear.",
              ),
            },
          ],
        },
        {
          code: 'comm-st-disagree',
          name: 'Disagreeing and handling interruptions',
          description: 'Challenge ideas constructively and keep the floor when you are talked over.',
          readings: [
            {
              code: 'comm-rd-disagree',
              reading_title: 'Disagreeing and handling interruptions',
              reading_text: paras(
                "Good decisions need people to say when they see a problem. Disagreement becomes damaging when it sounds personal or absolute: 'that won't work', 'you haven't thought this through'. It stays productive when it is about the idea, specific, and offered with a way forward.",
                "A reliable pattern is to acknowledge what is useful in the idea, state your concern specifically, give evidence, then propose an alternative or a question. 'I like the ambition of a May launch. My concern is testing: the current plan gives us three days, and last time that led to a week of fixes. Could we compare May with a mid-June date?'",
                "If you are interrupted, you don't need to win a battle of volume. Pause, then say calmly, 'I'd like to finish my point, then I'd love to hear yours.' Most people will stop. If you see someone else being talked over, you can help: 'I'd like to hear the rest of Priya's point. Priya, you were saying…' Small moves like this make a meeting safer for everyone to speak up.",
              ),
            },
          ],
        },
      ],
    },
    {
      code: 'comm-t-listening',
      name: 'Listening and questions',
      description: 'Listen to understand and ask questions that move a discussion forward.',
      subtopics: [
        {
          code: 'comm-st-active-listening',
          name: 'Active listening',
          description: 'Give full attention, paraphrase and summarise.',
          readings: [
            {
              code: 'comm-rd-active-listening',
              reading_title: 'Active listening',
              reading_text: paras(
                'Most of us listen to reply: while the other person speaks, we are preparing our answer. Active listening means listening to understand, and showing the other person that you have. It is one of the fastest ways to build trust, and it saves hours of work based on a misunderstanding.',
                "The core skills are simple. Give full attention: close the laptop, look at the speaker and resist reading messages. Let them finish. Then paraphrase, restating what you heard in your own words ('So the main worry is how the client will react to the fee change?'), and ask a clarifying question. At the end of the conversation, summarise what was agreed and who will do what.",
                "Avoid the common traps: jumping in with advice before the person has finished, reassuring too quickly ('don't worry, it'll be fine') or turning the conversation to your own experience. Each can feel helpful, but each signals that you have stopped listening. A good test is whether the other person could reply 'Yes, that's exactly it' to your summary.",
              ),
            },
          ],
        },
        {
          code: 'comm-st-questions',
          name: 'Asking questions that move discussion forward',
          description: 'Use open, probing and closed questions deliberately.',
          readings: [
            {
              code: 'comm-rd-questions',
              reading_title: 'Asking questions that move discussion forward',
              reading_text: paras(
                "A well-chosen question often contributes more than a strong opinion. Open questions, usually starting with 'what' or 'how', invite people to think and explain: 'What would need to be true for this to work?' Closed questions such as 'Is it finished?' or 'Did you check?' are useful for confirming facts, but they close a conversation down if used too early.",
                "Be careful with 'why'. 'Why did you do it that way?' can sound like an accusation even when you are simply curious. 'What led you to that approach?' asks for the same information without the edge.",
                "The funnel technique helps when exploring a problem: start broad ('What's happening with the rollout?'), narrow with probing questions ('Which sites are affected?'), confirm details with closed questions ('So it's only the two northern sites?') and finish by agreeing the next step. In a meeting that is going round in circles, try: 'What would we need to know to decide this today?' It turns debate into a list of actions.",
              ),
            },
          ],
        },
      ],
    },
  ],

  activities: [
    {
      code: 'comm-act-bluf',
      name: 'Lead with the point',
      description: 'Practise putting the bottom line up front.',
      subtopic: 'comm-st-bluf',
      reading: 'comm-rd-bluf',
      ...SCORING,
      questions: [
        {
          type: 'mcq',
          stem: 'What does BLUF stand for?',
          comment:
            'Bottom line up front: state the conclusion, decision or request in the first sentence or two, then add supporting detail for readers who want it.',
          points: 10,
          options: [
            { text: 'Bottom line up front', correct: true },
            { text: 'Brief, logical, useful, friendly', correct: false },
            { text: 'Background leads up to findings', correct: false },
            { text: 'Be little, understand fully', correct: false },
          ],
        },
        {
          type: 'mcq',
          stem: 'You need your manager to approve a workshop budget. Which opening sentence best applies BLUF?',
          comment:
            'It states the request, the amount, the deadline and the reason in one line. The other openings make the reader hunt for what you need.',
          points: 10,
          options: [
            {
              text: "'Please approve £4,800 for the March customer workshop by Friday so we can secure the venue.'",
              correct: true,
            },
            { text: "'As you may know, we have been discussing the customer workshop for a few weeks now.'", correct: false },
            { text: "'I wanted to give you some background on how planning for the workshop has gone so far.'", correct: false },
            { text: "'Hope you had a great weekend! A quick one about the workshop when you get a chance.'", correct: false },
          ],
        },
        {
          type: 'fill_blanks',
          stem: 'In a BLUF message, the ____ or request appears in the first one or two sentences.',
          comment:
            "The reader should know what you need from the preview pane. Background comes after, not before, the main point.",
          points: 10,
          answers: ['conclusion', 'main point', 'point', 'bottom line', 'decision'],
        },
        {
          type: 'order',
          stem: 'Put the parts of a BLUF email in the recommended order.',
          comment:
            'Lead with the bottom line, make the action and deadline explicit, support it with a few key reasons, and leave background for last.',
          points: 15,
          items: [
            'State the bottom line: the decision, answer or request',
            'Say what you need from the reader and by when',
            'Give the two or three key supporting reasons or facts',
            'Add background and attachments for anyone who wants more detail',
          ],
        },
        {
          type: 'flashcard',
          stem: 'The five-second test',
          comment:
            'If a colleague read only your first two sentences, for five seconds, would they know what you want and by when? If not, move the ask up.',
          points: 5,
        },
      ],
    },
    {
      code: 'comm-act-scannable',
      name: 'Make it skimmable',
      description: 'Write subject lines and layouts that busy readers can scan.',
      subtopic: 'comm-st-scannable',
      reading: 'comm-rd-scannable',
      ...SCORING,
      questions: [
        {
          type: 'mcq',
          stem: 'Which subject line is most useful to a busy reader?',
          comment:
            'It tells the reader what the message is about, what kind of response it needs and by when, so they can triage it without opening it.',
          points: 10,
          options: [
            { text: "'Decision needed by Thu: supplier for Q3 print run'", correct: true },
            { text: "'Quick question'", correct: false },
            { text: "'Supplier'", correct: false },
            { text: "'Following up on our conversation last week'", correct: false },
          ],
        },
        {
          type: 'fill_blanks',
          stem: 'Keep each message to one ____, so replies and follow-ups stay in a single, findable thread.',
          comment:
            'Messages that mix several subjects get partial replies and are hard to search for later. One topic per message keeps things tidy.',
          points: 10,
          answers: ['topic', 'subject', 'purpose'],
        },
        {
          type: 'flashcard',
          stem: 'Action tags in subject lines',
          comment:
            'Start the subject with a tag such as ACTION, DECISION, FYI or REPLY BY [date] so readers can prioritise straight from the inbox list.',
          points: 5,
        },
        {
          type: 'order',
          stem: 'Order these steps for turning a wall of text into a scannable message.',
          comment:
            'Start from the bottom line, then structure the rest, then make actions stand out, and finally check it as the reader will see it.',
          points: 15,
          items: [
            'Write the bottom line as the opening sentence',
            'Group the remaining content into short paragraphs by theme',
            'Turn parallel items such as options or dates into a bulleted list',
            'Label the action items and deadlines so they stand out',
            "Reread on a phone-sized screen and cut anything that doesn't earn its place",
          ],
        },
        {
          type: 'mcq',
          stem: 'A draft email contains three separate requests for three different colleagues. What is the clearest approach?',
          comment:
            'Separate, short messages give each person one clear ask that they own, and each thread stays about one thing.',
          points: 10,
          options: [
            { text: 'Send three short messages, each to the person who owns that request', correct: true },
            { text: 'Send one long email to all three and highlight their names in bold', correct: false },
            { text: 'List all three requests in the subject line', correct: false },
            { text: 'Hold the requests until the next team meeting', correct: false },
          ],
        },
      ],
    },
    {
      code: 'comm-act-tone',
      name: 'Tone check',
      description: 'Spot phrases that land badly and rewrite them to be warm and direct.',
      subtopic: 'comm-st-tone',
      reading: 'comm-rd-tone',
      ...SCORING,
      questions: [
        {
          type: 'mcq',
          stem: "Your message reads: 'As I said in my last email, the deadline is Friday.' How is it most likely to land?",
          comment:
            "'As I said' implies the reader should have remembered. Without your tone of voice, readers tend to pick the less generous reading.",
          points: 10,
          options: [
            { text: 'As impatient or reproachful, even if you meant it neutrally', correct: true },
            { text: 'As friendly and helpful', correct: false },
            { text: 'As neutral, because it only states a fact', correct: false },
            { text: 'As more polite, because it is formal', correct: false },
          ],
        },
        {
          type: 'fill_blanks',
          stem: 'Research on email shows that senders overestimate how clearly their ____ comes across, so reread anything sensitive from the reader\'s point of view.',
          comment:
            'Kruger and Epley found that senders were far more confident than they should have been that readers would detect sarcasm or seriousness.',
          points: 10,
          answers: ['tone'],
        },
        {
          type: 'order',
          stem: 'Order the steps of a quick tone check before sending a sensitive message.',
          comment:
            "Start with the reader's perspective, remove loaded wording, add genuine warmth, and finally ask whether writing is the right channel at all.",
          points: 15,
          items: [
            'Read the message as if you were the recipient on a bad day',
            "Replace loaded words such as 'obviously', 'just' or 'as I said'",
            'Add a line of context or appreciation where it is genuine',
            'Decide whether the topic would be better handled in a call',
          ],
        },
        {
          type: 'flashcard',
          stem: 'Warm but brief',
          comment:
            "Concise is not the same as curt. One genuine line ('Thanks for turning this round so quickly') plus a clear ask reads warmer than three paragraphs of pleasantries.",
          points: 5,
        },
        {
          type: 'mcq',
          stem: "Which is the best rewrite of 'Why isn't the report done yet?'",
          comment:
            'It asks for status without blame, explains why the timing matters and offers help. The others are either vague and over-hedged or curt.',
          points: 10,
          options: [
            {
              text: "'Where are we on the report? I need it by 3pm for the board pack. Let me know if anything is blocking you.'",
              correct: true,
            },
            { text: "'Just wondering if you've maybe had any chance to look at the report at all?'", correct: false },
            { text: "'The report is late. Please send it ASAP.'", correct: false },
            { text: "'Report??'", correct: false },
          ],
        },
      ],
    },
    {
      code: 'comm-act-channel',
      name: 'Right message, right channel',
      description: 'Choose between chat, email, calls and face-to-face conversations.',
      subtopic: 'comm-st-channel',
      reading: 'comm-rd-channel',
      ...SCORING,
      questions: [
        {
          type: 'mcq',
          stem: "You've exchanged five increasingly tense chat messages about a misunderstanding. What is the best next step?",
          comment:
            'Written threads tend to escalate. A conversation restores tone and speeds things up; a short written summary afterwards keeps a shared record.',
          points: 10,
          options: [
            { text: 'Suggest a quick call, then summarise what you agreed in writing', correct: true },
            { text: 'Write a longer message explaining your position in full', correct: false },
            { text: 'Copy in your manager so there is a record', correct: false },
            { text: 'Stop replying and wait for it to blow over', correct: false },
          ],
        },
        {
          type: 'fill_blanks',
          stem: 'Use email or shared documents for information people will need to ____ later, such as decisions, instructions and agreements.',
          comment:
            'Chat scrolls away quickly. Anything people will need to look up later belongs somewhere searchable and durable.',
          points: 10,
          answers: ['find', 'refer to', 'reference', 'look up', 'search for'],
        },
        {
          type: 'order',
          stem: 'Rank these channels from most to least suitable for giving a colleague difficult news.',
          comment:
            'The richer the channel, the more tone and reaction you can read. Difficult news deserves a conversation; group chat is the least suitable because it is public and stripped of tone.',
          points: 15,
          items: ['In person or on a video call', 'Phone call', 'Email', 'Group chat'],
        },
        {
          type: 'flashcard',
          stem: 'The three-exchange rule',
          comment:
            'If a written thread goes back and forth three times without resolution, switch to a conversation. Then send a two-line summary of what was agreed.',
          points: 5,
        },
        {
          type: 'mcq',
          stem: 'Which message is best suited to team chat rather than email?',
          comment:
            'Short, time-sensitive coordination that nobody will need to look up next month is what chat does best.',
          points: 10,
          options: [
            { text: "'Heads-up: today's 2pm stand-up has moved to 2:30.'", correct: true },
            { text: "A proposal for next year's training budget", correct: false },
            { text: "Formal feedback on a colleague's performance", correct: false },
            { text: 'The terms agreed with a new supplier', correct: false },
          ],
        },
      ],
    },
    {
      code: 'comm-act-prep',
      name: 'Make your point with PREP',
      description: 'Structure a short, clear contribution using Point, Reason, Example, Point.',
      subtopic: 'comm-st-prep',
      reading: 'comm-rd-prep',
      ...SCORING,
      questions: [
        {
          type: 'mcq',
          stem: 'In the PREP structure, what does the final P stand for?',
          comment:
            'PREP is Point, Reason, Example, Point. Restating the point at the end makes it easy to remember and respond to.',
          points: 10,
          options: [
            { text: 'Point: restate your main point', correct: true },
            { text: 'Proposal: suggest a new idea', correct: false },
            { text: 'Pause: wait for questions', correct: false },
            { text: 'Priority: say how urgent it is', correct: false },
          ],
        },
        {
          type: 'order',
          stem: 'Put this PREP contribution in order.',
          comment: 'Point, Reason, Example, Point: the listener knows your view from the first sentence and hears it again at the end.',
          points: 15,
          items: [
            "'I think we should pilot the new rota with one team first.'",
            "'It lets us spot problems before they affect every shift.'",
            "'When we rolled out the booking tool to everyone at once, it took a month to fix the issues.'",
            "'So: one team for four weeks, then we decide.'",
          ],
        },
        {
          type: 'fill_blanks',
          stem: 'A PREP contribution starts and ends with your ____.',
          comment: 'Say the point first so people know where you are going, and repeat it last so it sticks.',
          points: 10,
          answers: ['point', 'main point'],
        },
        {
          type: 'flashcard',
          stem: 'Speak early',
          comment:
            "Aim to contribute something, even a question or a build on someone's idea, within the first ten minutes of a meeting. The longer you wait, the higher the bar feels.",
          points: 5,
        },
        {
          type: 'mcq',
          stem: 'You have an idea but the meeting is moving fast. Which opener gets you in politely and clearly?',
          comment:
            "It is courteous and confident. Disclaimers such as 'this is probably silly' invite people to discount your idea before they hear it.",
          points: 10,
          options: [
            { text: "'Can I add one point before we move on? I think…'", correct: true },
            { text: "'Sorry, this is probably a silly idea, but…'", correct: false },
            { text: "'I don't know if this is relevant at all, but…'", correct: false },
            { text: 'Say nothing and email the idea to the chair afterwards', correct: false },
          ],
        },
      ],
    },
    {
      code: 'comm-act-disagree',
      name: 'Disagree without derailing',
      description: 'Challenge ideas constructively and handle interruptions calmly.',
      subtopic: 'comm-st-disagree',
      reading: 'comm-rd-disagree',
      ...SCORING,
      questions: [
        {
          type: 'mcq',
          stem: 'Which phrasing disagrees most constructively?',
          comment:
            'It acknowledges the idea, names a specific concern and proposes something to explore. The others are absolute, personal or so vague that the concern is lost.',
          points: 10,
          options: [
            {
              text: "'I see the appeal of launching in May. My concern is testing time. Could we look at what a June date would give us?'",
              correct: true,
            },
            { text: "'That won't work.'", correct: false },
            { text: "'With respect, I think that's completely wrong.'", correct: false },
            { text: "'Maybe, I don't know, it's fine either way.'", correct: false },
          ],
        },
        {
          type: 'fill_blanks',
          stem: "When interrupted, a calm 'I'd like to ____ my point, then I'd love to hear yours' lets you keep the floor without escalating.",
          comment: 'It is polite, firm and signals that you will listen too, so it rarely provokes a battle of volume.',
          points: 10,
          answers: ['finish', 'complete'],
        },
        {
          type: 'mcq',
          stem: 'A colleague repeatedly talks over a quieter teammate in a meeting. As another participant, what is a helpful response?',
          comment:
            'Bringing the conversation back to the person who was cut off helps them and the meeting, without turning it into a confrontation.',
          points: 10,
          options: [
            { text: "'I'd like to hear the rest of Priya's point. Priya, you were saying…'", correct: true },
            { text: "Stay silent; it isn't your meeting", correct: false },
            { text: 'Interrupt the colleague back so they see how it feels', correct: false },
            { text: 'Report the colleague to HR straight after the meeting', correct: false },
          ],
        },
        {
          type: 'order',
          stem: 'Order the steps for disagreeing with an idea in a meeting.',
          comment:
            'Acknowledging first shows you listened; a specific concern with evidence is hard to dismiss; ending with an alternative moves the discussion forward.',
          points: 15,
          items: [
            'Acknowledge what is useful in the idea',
            'State your concern specifically',
            'Offer evidence or an example',
            'Propose an alternative or a question to explore',
          ],
        },
        {
          type: 'flashcard',
          stem: 'Disagree with ideas, not people',
          comment:
            "Talk about the plan, the data or the risk ('this timeline leaves no testing window'), not the person ('you haven't thought this through').",
          points: 5,
        },
      ],
    },
    {
      code: 'comm-act-listening',
      name: 'Listen to understand',
      description: 'Practise attention, paraphrasing and summarising.',
      subtopic: 'comm-st-active-listening',
      reading: 'comm-rd-active-listening',
      ...SCORING,
      questions: [
        {
          type: 'mcq',
          stem: "A colleague says, 'I'm worried the client will push back on the new fees.' Which reply best shows active listening?",
          comment:
            'It paraphrases the concern and asks a clarifying question. The others reassure too quickly, switch to your own story or jump to advice.',
          points: 10,
          options: [
            { text: "'So your main concern is how they'll react to the price change. What makes you think they'll push back?'", correct: true },
            { text: "'Don't worry, they'll be fine.'", correct: false },
            { text: "'That happened to me last year with a client…'", correct: false },
            { text: "'Just send them the fee schedule and see.'", correct: false },
          ],
        },
        {
          type: 'fill_blanks',
          stem: "Paraphrasing means restating what someone said in your own ____ to check you've understood.",
          comment: 'Using your own words, rather than repeating theirs, shows you have processed the meaning and gives them a chance to correct you.',
          points: 10,
          answers: ['words'],
        },
        {
          type: 'order',
          stem: 'Order the steps of a listening loop.',
          comment: 'Attention first, then let them finish, then check understanding, then dig deeper, and close by summarising.',
          points: 15,
          items: [
            'Give full attention: close the laptop and face the speaker',
            'Let them finish without planning your reply',
            'Paraphrase what you heard',
            'Ask a clarifying question',
            'Summarise what was agreed and the next steps',
          ],
        },
        {
          type: 'flashcard',
          stem: 'Listening to reply vs listening to understand',
          comment:
            "If you are rehearsing your answer while someone talks, you're listening to reply. Hold your view until you can summarise theirs to their satisfaction.",
          points: 5,
        },
        {
          type: 'mcq',
          stem: 'On a video call, which habit most undermines listening?',
          comment: 'Multitasking splits attention and others notice it. Nodding, camera on and brief notes all support listening.',
          points: 10,
          options: [
            { text: 'Answering messages while others speak', correct: true },
            { text: 'Nodding occasionally', correct: false },
            { text: 'Keeping your camera on', correct: false },
            { text: 'Noting key points briefly', correct: false },
          ],
        },
      ],
    },
    {
      code: 'comm-act-questions',
      name: 'Questions that open things up',
      description: 'Choose open, probing and closed questions deliberately.',
      subtopic: 'comm-st-questions',
      reading: 'comm-rd-questions',
      ...SCORING,
      questions: [
        {
          type: 'mcq',
          stem: 'Which of these is an open question?',
          comment: "Open questions can't be answered with yes or no, so they invite people to think and explain.",
          points: 10,
          options: [
            { text: "'What would need to be true for this plan to work?'", correct: true },
            { text: "'Is this plan going to work?'", correct: false },
            { text: "'Did you check the figures?'", correct: false },
            { text: "'Shall we go with option B?'", correct: false },
          ],
        },
        {
          type: 'fill_blanks',
          stem: "Questions starting with 'what' or '____' invite fuller answers than 'why' questions, which can sound accusatory.",
          comment: "'How' and 'what' ask for explanation without implying blame. 'What led you to that?' is gentler than 'Why did you do that?'",
          points: 10,
          answers: ['how'],
        },
        {
          type: 'order',
          stem: 'Order the stages of the funnel technique for exploring a problem.',
          comment: 'Go from broad to narrow: open questions to explore, probing questions for specifics, closed questions to confirm, then agree action.',
          points: 15,
          items: [
            'Start broad with an open question',
            'Narrow down with probing questions about specifics',
            'Confirm details with closed questions',
            'Summarise and agree the next step',
          ],
        },
        {
          type: 'flashcard',
          stem: 'A question that unsticks meetings',
          comment:
            "'What would we need to know to decide this today?' turns a circular debate into a list of missing information and owners.",
          points: 5,
        },
        {
          type: 'mcq',
          stem: 'A meeting is drifting with ten minutes left. Which question best brings it back on track?',
          comment: 'It names the time constraint and focuses everyone on the outcome. The others are either vague or postpone the decision.',
          points: 10,
          options: [
            { text: "'We've got ten minutes left. What do we need to decide before we leave?'", correct: true },
            { text: "'Can we all focus, please?'", correct: false },
            { text: "'Does anyone have anything else?'", correct: false },
            { text: "'Shall we book another meeting to finish this?'", correct: false },
          ],
        },
      ],
    },
  ],

  revisions: [
    {
      code: 'comm-rev-writing',
      name: 'Review: clear writing',
      description: 'A quick recap of BLUF, scannable layout, tone and channel choice.',
      questions: [
        { activity: 'comm-act-bluf', index: 0 },
        { activity: 'comm-act-bluf', index: 3 },
        { activity: 'comm-act-scannable', index: 0 },
        { activity: 'comm-act-scannable', index: 3 },
        { activity: 'comm-act-tone', index: 4 },
        { activity: 'comm-act-channel', index: 0 },
        { activity: 'comm-act-channel', index: 3 },
      ],
    },
    {
      code: 'comm-rev-meetings',
      name: 'Review: speaking up and listening',
      description: 'A quick recap of PREP, constructive disagreement, active listening and good questions.',
      questions: [
        { activity: 'comm-act-prep', index: 1 },
        { activity: 'comm-act-prep', index: 4 },
        { activity: 'comm-act-disagree', index: 0 },
        { activity: 'comm-act-disagree', index: 3 },
        { activity: 'comm-act-listening', index: 0 },
        { activity: 'comm-act-listening', index: 2 },
        { activity: 'comm-act-questions', index: 0 },
      ],
    },
    {
      code: 'comm-rev-mixed',
      name: 'Review: communication mix',
      description: 'Mixed questions from across the whole program.',
      questions: [
        { activity: 'comm-act-bluf', index: 1 },
        { activity: 'comm-act-scannable', index: 1 },
        { activity: 'comm-act-tone', index: 0 },
        { activity: 'comm-act-channel', index: 2 },
        { activity: 'comm-act-prep', index: 0 },
        { activity: 'comm-act-disagree', index: 1 },
        { activity: 'comm-act-listening', index: 1 },
        { activity: 'comm-act-questions', index: 3 },
      ],
    },
  ],

  challenges: [
    {
      code: 'comm-drill-bluf-rewrite',
      name: 'BLUF rewrite',
      description: 'Rewrite the opening of a real email so the reader knows what you need within two sentences.',
      type: 'drill',
      calender_required: false,
      time_required_in_minutes: 15,
      reward_points: 30,
      template_url: '/templates/comm-drill-bluf-rewrite.docx',
      steps: [
        {
          step_type: 'reading',
          step_display:
            'Pick a real email you need to send today, or one you sent this week that got a slow or confused reply. You will rewrite its opening so that a busy reader knows what you need, and by when, within the first two sentences.',
        },
        {
          step_type: 'mcq',
          step_display: 'Which of these is a bottom line rather than background?',
          options: [
            { text: "'Can you confirm by Wednesday whether we keep the 9am slot?'", correct: true },
            { text: "'We've had a few scheduling changes recently.'", correct: false },
            { text: "'Following up on the meeting last Tuesday.'", correct: false },
          ],
        },
        { step_type: 'textbox', step_display: 'Paste or type the first two sentences of your original message.' },
        {
          step_type: 'textbox',
          step_display: 'Now rewrite them BLUF-style: the decision, answer or request first, including any deadline.',
        },
        {
          step_type: 'scale_or_rating',
          step_display: 'How confident are you that a busy reader could act on your new opening without reading further?',
          options: ['Not at all confident', 'Slightly confident', 'Fairly confident', 'Very confident', 'Completely confident'],
        },
        {
          step_type: 'visual_flash_card',
          step_display: 'BLUF in one line: the ask, by when, why, then detail.',
          image_url: null,
        },
      ],
    },
    {
      code: 'comm-chal-inbox-audit',
      name: 'Sent-folder audit',
      description: 'Review your last ten sent messages for clarity and find the two habits worth changing.',
      type: 'challenge',
      calender_required: false,
      time_required_in_minutes: 30,
      reward_points: 60,
      template_url: '/templates/comm-chal-inbox-audit.docx',
      steps: [
        {
          step_type: 'reading',
          step_display:
            'Open your sent folder and pick the last ten work messages longer than two lines. For each one, check: is the purpose clear in the first two sentences? Is it about one topic? Is it clear who needs to do what, and by when? Would it be readable on a phone without scrolling?',
        },
        {
          step_type: 'scale_or_rating',
          step_display: 'How many of the ten messages stated their purpose in the first two sentences?',
          options: ['0 to 2', '3 to 4', '5 to 6', '7 to 8', '9 to 10'],
        },
        {
          step_type: 'mcq',
          step_display: 'Look at a message that received no reply. Which change is most likely to help next time?',
          options: [
            { text: 'Put a specific request and date in the first line', correct: true },
            { text: 'Add more background so the reader fully understands', correct: false },
            { text: 'Mark the message as high importance', correct: false },
          ],
        },
        {
          step_type: 'textbox',
          step_display: 'Name the two writing habits you will change, with an example of each from your audit.',
        },
        {
          step_type: 'visual_flash_card',
          step_display: 'Audit checklist: purpose in line one, one topic, a clear owner, a deadline, readable on a phone.',
          image_url: null,
        },
      ],
    },
    {
      code: 'comm-day-one-screen',
      name: 'One-screen day',
      description: 'For one working day, make every message you send fit on a single phone screen.',
      type: 'day',
      calender_required: false,
      time_required_in_minutes: 60,
      reward_points: 100,
      template_url: null,
      steps: [
        {
          step_type: 'reading',
          step_display:
            'Today, every email and message you send must fit on one phone screen. Lead with the bottom line. If something needs more detail, put it in an attachment or a shared document and link to it, or pick up the phone instead.',
        },
        {
          step_type: 'visual_flash_card',
          step_display: "The one-screen rule: if it doesn't fit on a phone screen, cut it, split it or call.",
          image_url: null,
        },
        {
          step_type: 'mcq',
          step_display: 'Which content is the best candidate to move out of the body of a message?',
          options: [
            { text: 'Detailed background and data the reader may want to check', correct: true },
            { text: 'The deadline', correct: false },
            { text: 'The specific request', correct: false },
          ],
        },
        {
          step_type: 'textbox',
          step_display: 'At the end of the day: which message was hardest to shorten, and what did you cut?',
        },
        {
          step_type: 'scale_or_rating',
          step_display: 'How quickly did people respond compared with a normal day?',
          options: ['Much slower', 'Slightly slower', 'About the same', 'Slightly faster', 'Much faster'],
        },
      ],
    },
    {
      code: 'comm-drill-prep-point',
      name: 'Prepare one PREP point',
      description: 'Prepare a short, structured contribution for your next meeting.',
      type: 'drill',
      calender_required: false,
      time_required_in_minutes: 10,
      reward_points: 20,
      template_url: null,
      steps: [
        {
          step_type: 'reading',
          step_display:
            'Look at your calendar and pick a meeting in the next two days where you would like to contribute. Check the agenda, choose one point you want to make and prepare it with PREP: Point, Reason, Example, Point.',
        },
        { step_type: 'textbox', step_display: 'Which meeting is it, and what is the one point you want to make?' },
        {
          step_type: 'mcq',
          step_display: 'Which is the strongest Example for a PREP point arguing for shorter status meetings?',
          options: [
            {
              text: "'Last month our 60-minute status call overran three times, and two actions were still missed.'",
              correct: true,
            },
            { text: "'Everyone knows long meetings are boring.'", correct: false },
            { text: "'Shorter meetings are a best practice.'", correct: false },
          ],
        },
        { step_type: 'textbox', step_display: 'Write your PREP contribution: Point, Reason, Example, Point, one sentence each.' },
        {
          step_type: 'scale_or_rating',
          step_display: 'How ready do you feel to say this out loud?',
          options: ['Not ready', 'Slightly ready', 'Somewhat ready', 'Ready', 'Very ready'],
        },
      ],
    },
    {
      code: 'comm-chal-speak-first-ten',
      name: 'Speak in the first ten minutes',
      description: 'Make one clear contribution in the first ten minutes of a meeting and notice what changes.',
      type: 'challenge',
      calender_required: true,
      time_required_in_minutes: 45,
      reward_points: 80,
      template_url: '/templates/comm-chal-speak-first-ten.docx',
      steps: [
        {
          step_type: 'reading',
          step_display:
            "Choose a meeting today or tomorrow and schedule this challenge for it. Your goal is simple: say one clear thing within the first ten minutes. It can be your prepared point, a clarifying question about the meeting's goal, or a build on someone else's idea.",
        },
        {
          step_type: 'mcq',
          step_display: 'Which of these is a useful early contribution?',
          options: [
            { text: "A clarifying question about what the meeting needs to decide", correct: true },
            { text: "Apologising in advance for not having much to add", correct: false },
            { text: 'An unrelated update, just to get talking', correct: false },
          ],
        },
        { step_type: 'textbox', step_display: 'What did you say, and at what point in the meeting?' },
        {
          step_type: 'scale_or_rating',
          step_display: 'How comfortable did it feel?',
          options: ['Very uncomfortable', 'Uncomfortable', 'Neutral', 'Comfortable', 'Very comfortable'],
        },
        {
          step_type: 'textbox',
          step_display: 'What happened next? Did speaking early change how you took part in the rest of the meeting?',
        },
        {
          step_type: 'visual_flash_card',
          step_display: 'Early, short, specific: one clear sentence in the first ten minutes beats a perfect speech at the end.',
          image_url: null,
        },
      ],
    },
    {
      code: 'comm-day-listening',
      name: 'Listening day',
      description: 'For one day, paraphrase before you reply in every important conversation.',
      type: 'day',
      calender_required: false,
      time_required_in_minutes: 60,
      reward_points: 100,
      template_url: null,
      steps: [
        {
          step_type: 'reading',
          step_display:
            "In every one-to-one, call or meeting today, paraphrase what you heard at least once before giving your own view: 'So what I'm hearing is… Have I got that right?' Notice how people respond and whether it changes the conversation.",
        },
        {
          step_type: 'visual_flash_card',
          step_display: "Before you reply: 'So what I'm hearing is…', then check: 'Have I got that right?'",
          image_url: null,
        },
        {
          step_type: 'mcq',
          step_display: "A colleague says, 'I'm snowed under this week.' Which reply is a paraphrase?",
          options: [
            { text: "'Sounds like your workload is really heavy right now.'", correct: true },
            { text: "'Everyone's busy at the moment.'", correct: false },
            { text: "'Have you tried time-blocking?'", correct: false },
          ],
        },
        {
          step_type: 'scale_or_rating',
          step_display: 'How often did you paraphrase before replying today?',
          options: ['Never', 'Once', 'A few times', 'In most conversations', 'In every conversation'],
        },
        {
          step_type: 'textbox',
          step_display: 'Describe one moment where paraphrasing changed the direction of a conversation.',
        },
      ],
    },
  ],

  goals: [
    {
      code: 'comm-goal-writing',
      name: 'Write clearer emails and messages',
      description: 'Write messages that busy colleagues understand at a glance and act on quickly.',
      topics: ['comm-t-clear-writing', 'comm-t-tone-channel'],
      schedule: [
        { learn: ['comm-act-bluf'], do: ['comm-drill-bluf-rewrite'] },
        { learn: ['comm-act-scannable'], do: [] },
        { learn: ['comm-act-tone'], do: ['comm-chal-inbox-audit'] },
        { learn: ['comm-act-channel'], do: [] },
        { learn: ['comm-rev-writing'], do: ['comm-day-one-screen'] },
        { learn: ['comm-act-listening'], do: [] },
        { learn: ['comm-act-questions'], do: ['comm-drill-bluf-rewrite'] },
        { learn: ['comm-act-bluf'], do: [] },
        { learn: ['comm-act-scannable', 'comm-act-prep'], do: ['comm-day-listening'] },
        { learn: ['comm-rev-mixed'], do: [] },
        { learn: ['comm-act-tone'], do: ['comm-chal-inbox-audit'] },
        { learn: ['comm-act-channel'], do: [] },
        { learn: ['comm-act-listening'], do: ['comm-day-one-screen'] },
        { learn: ['comm-act-questions'], do: [] },
        { learn: ['comm-rev-writing'], do: ['comm-drill-bluf-rewrite'] },
        { learn: ['comm-act-bluf', 'comm-act-scannable'], do: [] },
        { learn: ['comm-act-prep'], do: ['comm-chal-inbox-audit'] },
        { learn: ['comm-act-tone'], do: [] },
        { learn: ['comm-act-channel'], do: ['comm-day-one-screen'] },
        { learn: ['comm-rev-mixed'], do: [] },
      ],
    },
    {
      code: 'comm-goal-meetings',
      name: 'Speak up confidently in meetings',
      description: 'Make clear contributions, disagree constructively and listen in a way that moves discussions forward.',
      topics: ['comm-t-speaking-up', 'comm-t-listening'],
      schedule: [
        { learn: ['comm-act-prep'], do: ['comm-drill-prep-point'] },
        { learn: ['comm-act-disagree'], do: [] },
        { learn: ['comm-act-listening'], do: ['comm-chal-speak-first-ten'] },
        { learn: ['comm-act-questions'], do: [] },
        { learn: ['comm-rev-meetings'], do: ['comm-day-listening'] },
        { learn: ['comm-act-bluf'], do: [] },
        { learn: ['comm-act-channel'], do: ['comm-drill-prep-point'] },
        { learn: ['comm-act-prep'], do: [] },
        { learn: ['comm-act-disagree', 'comm-act-tone'], do: ['comm-chal-speak-first-ten'] },
        { learn: ['comm-rev-mixed'], do: [] },
        { learn: ['comm-act-listening'], do: ['comm-day-listening'] },
        { learn: ['comm-act-questions'], do: [] },
        { learn: ['comm-act-bluf'], do: ['comm-drill-prep-point'] },
        { learn: ['comm-act-channel'], do: [] },
        { learn: ['comm-rev-meetings'], do: ['comm-chal-speak-first-ten'] },
        { learn: ['comm-act-prep', 'comm-act-tone'], do: [] },
        { learn: ['comm-act-disagree'], do: ['comm-day-listening'] },
        { learn: ['comm-act-listening'], do: [] },
        { learn: ['comm-act-questions'], do: ['comm-chal-speak-first-ten'] },
        { learn: ['comm-rev-mixed'], do: [] },
      ],
    },
  ],

  assessment: [
    {
      stem: 'Thinking about a typical working week, which situation frustrates you most?',
      options: [
        { text: 'People misunderstand or ignore my emails and messages', points: 3, goal: 'comm-goal-writing' },
        { text: "I leave meetings wishing I'd said something", points: 3, goal: 'comm-goal-meetings' },
        { text: 'Both happen now and then, but not often', points: 1, goal: 'comm-goal-writing' },
      ],
    },
    {
      stem: 'When you disagree with a proposal in a meeting, you usually…',
      options: [
        { text: 'Say nothing and follow up by email afterwards', points: 3, goal: 'comm-goal-meetings' },
        { text: 'Mention it to a colleague after the meeting', points: 2, goal: 'comm-goal-meetings' },
        { text: 'Raise it clearly in the meeting', points: 1, goal: 'comm-goal-writing' },
      ],
    },
    {
      stem: 'How long does it usually take you to write an important email?',
      options: [
        { text: 'Far longer than I would like; I rewrite it several times', points: 3, goal: 'comm-goal-writing' },
        { text: 'Not long, but people often come back with questions', points: 2, goal: 'comm-goal-writing' },
        { text: 'A few minutes, and it usually does the job', points: 1, goal: 'comm-goal-meetings' },
      ],
    },
    {
      stem: 'How do colleagues most often respond to your written messages?',
      options: [
        { text: 'They reply asking what I actually need', points: 3, goal: 'comm-goal-writing' },
        { text: 'Longer messages often go unanswered', points: 2, goal: 'comm-goal-writing' },
        { text: 'They respond quickly and act on them', points: 2, goal: 'comm-goal-meetings' },
      ],
    },
    {
      stem: 'Before an important meeting, you…',
      options: [
        { text: 'Worry about being put on the spot', points: 3, goal: 'comm-goal-meetings' },
        { text: 'Turn up and see how it goes', points: 2, goal: 'comm-goal-meetings' },
        { text: 'Prepare the one or two points you want to make', points: 1, goal: 'comm-goal-writing' },
      ],
    },
    {
      stem: 'Which would make the biggest difference to your work over the next month?',
      options: [
        { text: 'Writing messages that people read and act on', points: 3, goal: 'comm-goal-writing' },
        { text: 'Being heard in meetings', points: 3, goal: 'comm-goal-meetings' },
        { text: 'Listening better and asking sharper questions', points: 2, goal: 'comm-goal-meetings' },
      ],
    },
  ],
};
