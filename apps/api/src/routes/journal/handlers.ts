import { journalMessages } from '../../services/journal/journal';
import { learnerOf } from '../../services/sessions/auth';
import type { Handlers } from '../types';

/**
 * The journal (docs/journal.md): notes and flashcards, to-dos, saved tips and readings,
 * completed challenges. The players add notes, flashcards and readings (docs/learn-players.md).
 */
export const journalHandlers: Handlers = {
  async addNote(request) {
    return request.server.journal.addNote(learnerOf(request).user, request.body);
  },

  async getNotes(request) {
    return request.server.journal.notes(learnerOf(request).user, request.query.page);
  },

  async removeNote(request) {
    await request.server.journal.removeNote(learnerOf(request).user, request.params.id);
    return { message: journalMessages.noteRemoved };
  },

  async addFlashcard(request) {
    return request.server.journal.addFlashcard(learnerOf(request).user, request.body);
  },

  async getFlashcards(request) {
    return request.server.journal.flashcards(learnerOf(request).user, request.query.page);
  },

  async getDueFlashcards(request) {
    return request.server.journal.dueFlashcards(learnerOf(request).user);
  },

  async reviewFlashcard(request) {
    return request.server.journal.reviewFlashcard(learnerOf(request).user, request.params.id, request.body.grade);
  },

  async removeFlashcard(request) {
    await request.server.journal.removeFlashcard(learnerOf(request).user, request.params.id);
    return { message: journalMessages.flashcardRemoved };
  },

  async getTodos(request) {
    return request.server.journal.todos(learnerOf(request).user, request.query.page);
  },

  async addTodo(request) {
    return request.server.journal.addTodo(learnerOf(request).user, request.body);
  },

  async completeTodo(request) {
    return request.server.journal.completeTodo(learnerOf(request).user, request.params.id);
  },

  async getSavedTips(request) {
    return request.server.journal.savedTips(learnerOf(request).user, request.query.page);
  },

  async unsaveTip(request) {
    await request.server.journal.unsaveTip(learnerOf(request).user, request.params.id);
    return { message: journalMessages.tipUnsaved };
  },

  async saveReading(request) {
    await request.server.journal.saveReading(learnerOf(request).user, request.params.reading_id);
    return { message: journalMessages.readingSaved };
  },

  async getSavedReadings(request) {
    return request.server.journal.savedReadings(learnerOf(request).user, request.query.page);
  },

  async getCompletedChallenges(request) {
    return request.server.journal.completedChallenges(learnerOf(request).user, request.query.page);
  },
};
