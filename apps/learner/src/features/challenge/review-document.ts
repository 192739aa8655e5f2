import type { ReviewItem } from './api';
import { challengeMessages } from './messages';

/** The .docx media type: the server checks the document by content and this is what it is. */
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export interface ReviewDocumentContent {
  challengeName: string;
  /** The learner's name, when known: the admins read whose review it is. */
  learnerName: string | null;
  items: ReviewItem[];
}

/**
 * Why the review cannot be sent yet, in the spec's words (docs/challenges.md), or null: the goal and challenge
 * must be known, and at least one admin chosen.
 */
export function reviewProblem({ goalId, challengeId, selected }: { goalId: number | null | undefined; challengeId: number | null | undefined; selected: number }): string | null {
  if (!goalId || !challengeId) return challengeMessages.idsMissing;
  if (selected === 0) return challengeMessages.noRowSelected;
  return null;
}

/**
 * The review document, built in the browser: the challenge's name, whose review it is, then each step's
 * question and the learner's answer. The docx library loads only here, when a review is sent.
 */
export async function buildReviewDocument({ challengeName, learnerName, items }: ReviewDocumentContent): Promise<Blob> {
  const { Document, HeadingLevel, Packer, Paragraph } = await import('docx');
  const children = [
    new Paragraph({ text: challengeName, heading: HeadingLevel.TITLE }),
    new Paragraph({ text: learnerName ? `Challenge review by ${learnerName}` : 'Challenge review' }),
    ...items.flatMap((item) => [
      new Paragraph({ text: item.text ? `${item.text}: ${item.question}` : item.question, heading: HeadingLevel.HEADING_2 }),
      new Paragraph({ text: item.user_response ?? 'Not answered' }),
    ]),
  ];
  if (items.length === 0) children.push(new Paragraph({ text: 'This challenge has no steps to answer.' }));
  const document = new Document({ creator: 'Stride', title: `${challengeName}: review`, sections: [{ children }] });
  const blob = await Packer.toBlob(document);
  return blob.type === DOCX_TYPE ? blob : new Blob([blob], { type: DOCX_TYPE });
}
