import { contextCardsA } from './context-cards-a';
import { contextCardsB } from './context-cards-b';
import { customerCentricity } from './programs/customer-centricity';
import { effectiveCommunication } from './programs/effective-communication';
import { feedbackSprint } from './programs/feedback-sprint';
import { leadingTeams } from './programs/leading-teams';
import { meetingSprint } from './programs/meeting-sprint';
import { timeAndPriorities } from './programs/time-and-priorities';
import type { ContextCardContent, ProgramContent } from './types';

export { tips } from './tips';

/** The demo curriculum: four 20-day programs, then two 10-day sprints. */
export const programs: ProgramContent[] = [
  effectiveCommunication,
  timeAndPriorities,
  leadingTeams,
  customerCentricity,
  feedbackSprint,
  meetingSprint,
];

export const contextCards: ContextCardContent[] = [...contextCardsA, ...contextCardsB];
