import { learnerOf } from '../../services/sessions/auth';
import type { Handlers } from '../types';

/** A year: a photo's address changes with its bytes, so what it serves never changes. */
const PHOTO_CACHE_CONTROL = 'private, max-age=31536000, immutable';

/**
 * The profile and its settings (docs/profile.md): basic
 * fields, photo, education and profession persona, email notification flags, achievements; each the caller's own.
 */
export const profileHandlers: Handlers = {
  async getNotificationPreferences(request) {
    return request.server.profile.notificationPreferences(learnerOf(request).user);
  },

  async updateNotificationPreferences(request) {
    return request.server.profile.updateNotificationPreferences(learnerOf(request).user, request.body);
  },

  async getEducationPersona(request) {
    return request.server.profile.educationPersona(learnerOf(request).user);
  },

  async updateEducationPersona(request) {
    return request.server.profile.updateEducationPersona(learnerOf(request).user, request.body);
  },

  async getProfessionPersona(request) {
    return request.server.profile.professionPersona(learnerOf(request).user);
  },

  async updateProfessionPersona(request) {
    return request.server.profile.updateProfessionPersona(learnerOf(request).user, request.body);
  },

  async updateUser(request) {
    return request.server.profile.update(learnerOf(request).user, request.body);
  },

  async uploadUserPhoto(request) {
    // Multipart: the contract validated the form; the file's bytes are in request.uploads.
    return request.server.profile.uploadPhoto(learnerOf(request).user, request.uploads?.get('photo'));
  },

  async getAchievements(request) {
    return request.server.learnerStats.achievements(learnerOf(request).user.id);
  },

  async getUserPhoto(request, reply) {
    const photo = await request.server.profile.photo(request.params.user_id, request.params.photo_key);
    return reply.type(photo.contentType).header('cache-control', PHOTO_CACHE_CONTROL).send(photo.content);
  },
};
