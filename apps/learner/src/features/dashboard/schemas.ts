import type { Body } from '@stride/api-sdk';

/** The feedback form: what POST /feedback/new takes, five ratings from 0 to 5 and a text. */
export type FeedbackValues = Body<'postFeedback'>;
export type FeedbackCategory = keyof FeedbackValues['rating'];

/** The five categories, in the order the form asks them, with their labels. */
export const feedbackCategories: { key: FeedbackCategory; label: string }[] = [
  { key: 'overall', label: 'Overall' },
  { key: 'experience', label: 'Experience' },
  { key: 'relevance', label: 'Relevance' },
  { key: 'quality_learn', label: 'Quality of Learn' },
  { key: 'quality_do', label: 'Quality of Do' },
];

/** Untouched categories are sent as 0 (docs/dashboard.md). */
export const emptyFeedback: FeedbackValues = {
  feedback_text: '',
  rating: { overall: 0, experience: 0, relevance: 0, quality_learn: 0, quality_do: 0 },
};

/** The longest text the contract takes. */
export const FEEDBACK_TEXT_MAX = 5000;
