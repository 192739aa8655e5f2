import type { ReactNode } from 'react';
import classes from './demo-scenes.module.css';

// Mock screens for the walkthrough. They are decoration (the caption beside them carries the
// meaning), so they are plain markup animated by CSS: nothing to download.

function MockWindow({ children }: { children: ReactNode }) {
  return (
    <div className={classes.window}>
      <div className={classes.windowBar}>
        <span />
        <span />
        <span />
      </div>
      <div className={classes.windowBody}>{children}</div>
    </div>
  );
}

function Check() {
  return (
    <svg viewBox="0 0 16 16" width="12" height="12">
      <path d="M3.5 8.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function PickProgram() {
  return (
    <MockWindow>
      <p className={classes.heading}>Explore programs</p>
      <div className={classes.programGrid}>
        <div className={`${classes.programCard} ${classes.picked}`}>
          <div className={classes.banner} />
          <p className={classes.cardTitle}>Run Meetings People Want to Attend</p>
          <p className={classes.cardMeta}>4 weeks · 10 min a day</p>
          <div className={classes.enroll}>
            <span className={classes.enrollLabel}>Enroll</span>
            <span className={classes.enrolledLabel}>
              <Check /> Enrolled
            </span>
          </div>
        </div>
        <div className={classes.programCard}>
          <div className={`${classes.banner} ${classes.bannerAlt}`} />
          <p className={classes.cardTitle}>Give Feedback That Lands</p>
          <p className={classes.cardMeta}>3 weeks · 8 min a day</p>
        </div>
      </div>
      <span className={`${classes.pointer} ${classes.pointerToEnroll}`} />
    </MockWindow>
  );
}

const options = ['With clear owners and next steps', 'When the time runs out', 'With a follow-up meeting'];

function TakeAssessment() {
  return (
    <MockWindow>
      <p className={classes.questionMeta}>Question 3 of 5</p>
      <div className={classes.progressTrack}>
        <div className={classes.progressFill} />
      </div>
      <p className={classes.question}>How do your meetings usually end?</p>
      {options.map((option, index) => (
        <div key={option} className={index === 1 ? `${classes.option} ${classes.optionPicked}` : classes.option}>
          <span className={classes.radio} />
          {option}
        </div>
      ))}
      <div className={classes.goal}>
        <svg viewBox="0 0 24 24" width="22" height="22">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="12" cy="12" r="5" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="12" cy="12" r="1.6" fill="currentColor" />
        </svg>
        <div>
          <p className={classes.goalLabel}>Recommended goal</p>
          <p className={classes.goalText}>End every meeting with owners and dates</p>
        </div>
      </div>
      <span className={`${classes.pointer} ${classes.pointerToOption}`} />
    </MockWindow>
  );
}

const planItems = [
  { kind: 'Learn', text: 'Why agendas matter · 2 min' },
  { kind: 'Learn', text: 'The three-question agenda · 3 min' },
  { kind: 'Do', text: 'Send an agenda for your next meeting' },
];

// Today's circle lights up as the streak grows.
const week = [{ day: 'M', state: 'done' }, { day: 'T', state: 'done' }, { day: 'W', state: 'today' }, { day: 'T' }, { day: 'F' }];

function DailyPlan() {
  return (
    <MockWindow>
      <div className={classes.planHeader}>
        <p className={classes.heading}>Today’s plan</p>
        <span className={classes.xp}>
          <span className={classes.xpValue} /> XP
        </span>
        <span className={classes.streak}>
          <svg viewBox="0 0 24 24" width="16" height="16" className={classes.flame}>
            <path d="M12 2c1 4 5 6 5 11a5 5 0 0 1-10 0c0-2.5 1.5-4 2.5-5 0 2 1 3 2 3 0-3-1-6 .5-9z" fill="currentColor" />
          </svg>
          3-day streak
        </span>
      </div>
      {planItems.map((item) => (
        <div key={item.text} className={classes.planItem}>
          <span className={classes.checkCircle}>
            <Check />
          </span>
          <span className={item.kind === 'Do' ? `${classes.kind} ${classes.kindDo}` : classes.kind}>{item.kind}</span>
          {item.text}
        </div>
      ))}
      <div className={classes.week}>
        This week
        {week.map(({ day, state }, index) => (
          <span key={index} className={classes.day} data-state={state}>
            {day}
          </span>
        ))}
      </div>
    </MockWindow>
  );
}

/** The walkthrough's scenes in order: the caption and detail carry the meaning, the mock illustrates it. */
export const scenes = [
  { caption: 'Pick a program', detail: 'Browse programs built for your role and enroll in the one that fits.', Mock: PickProgram },
  { caption: 'Take a 2-minute assessment', detail: 'Answer a few questions and Stride recommends a goal to work on.', Mock: TakeAssessment },
  {
    caption: 'Learn and do, a few minutes a day',
    detail: 'Short lessons and real-world actions earn XP and keep your streak going.',
    Mock: DailyPlan,
  },
] as const;
