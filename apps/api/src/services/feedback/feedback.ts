import type { Schema } from '@stride/api-sdk';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { feedback } from '../../db/schema/index';
import { conflict } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { User } from '../sessions/session-store';

export const feedbackMessages = {
  alreadyGiven: 'You have already given your feedback. Thank you!',
} as const;

type FeedbackRow = typeof feedback.$inferSelect;

const view = (row: FeedbackRow): Schema<'Feedback'> => ({
  id: row.id,
  feedback_text: row.feedback_text,
  rating: { overall: row.overall, experience: row.experience, relevance: row.relevance, quality_learn: row.quality_learn, quality_do: row.quality_do },
  created_at: row.created_at.toISOString(),
});

/** Product feedback (docs/dashboard.md): five ratings of 0 to 5 and a text, once per learner (a unique index). */
export function createFeedback(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async ofUser(user: User): Promise<Schema<'Feedback'>[]> {
      const rows = await db.select().from(feedback).where(eq(feedback.user_id, user.id));
      return rows.map(view);
    },

    async give(user: User, given: { feedback_text: string; rating: Schema<'FeedbackRating'> }): Promise<Schema<'Feedback'>> {
      const [row] = await db
        .insert(feedback)
        .values({ user_id: user.id, feedback_text: given.feedback_text.trim(), ...given.rating, created_at: clock.now() })
        .onConflictDoNothing({ target: feedback.user_id })
        .returning();
      if (!row) throw conflict(feedbackMessages.alreadyGiven, 'FeedbackAlreadyGiven');
      return view(row);
    },
  };
}

export type Feedback = ReturnType<typeof createFeedback>;
