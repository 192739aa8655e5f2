import { journalMessages } from '../../plugins/app/journal/journal';
import { learnerOf } from '../../plugins/app/sessions/auth';
import type { Handlers } from '../types';

/** The journal's calls the players make (learner-core §7, back-office §7); the journal screens come later. */
export const journalHandlers: Handlers = {
  async addNote(request) {
    return request.server.journal.addNote(learnerOf(request).user, request.body);
  },

  async addFlashcard(request) {
    return request.server.journal.addFlashcard(learnerOf(request).user, request.body);
  },

  async saveReading(request) {
    await request.server.journal.saveReading(learnerOf(request).user, request.params.reading_id);
    return { message: journalMessages.readingSaved };
  },
};
