import { saveStoredNames } from '@stride/app-shell';
import { dataOf, errorMessage, isApiError, type Schema } from '@stride/api-sdk';
import { profileMessages } from '@stride/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiQueries } from '../../lib/api';
import { authQueries } from '../auth/api';
import type { ProfileBodies } from './schemas';

export type UserDetails = Schema<'UserDetails'>;
export type NotificationPreferences = Schema<'NotificationPreferences'>;
export type Achievement = Schema<'Achievement'>;

/** This feature's reads, keyed from the contract (`[method, path, params]`; decision 0010). */
export const profileQueries = {
  userDetails: () => apiQueries.queryOptions('get', '/user/details'),
  education: () => apiQueries.queryOptions('get', '/user-persona/education'),
  profession: () => apiQueries.queryOptions('get', '/user-persona/profession'),
  notificationPreferences: () => apiQueries.queryOptions('get', '/user-data/get-notification'),
  /** Read afresh each time the section opens: finishing an activity may have earned one meanwhile. */
  achievements: () => ({ ...apiQueries.queryOptions('get', '/user-data/achievements'), staleTime: 0 }),
};

/** The multipart body of the photo upload: the file in the field `photo`. */
function photoFormData(body: unknown): FormData {
  const form = new FormData();
  const { photo } = body as { photo: File };
  form.append('photo', photo, photo.name);
  return form;
}

/** A step of the save that failed, with what the screen shows for it. */
export class SaveStepError extends Error {}

/**
 * The photo step's message: the server's "File too large" followed by " max 1mb allowed.", another refusal's
 * own message, else the spec's upload fallback.
 */
export function photoErrorMessage(thrown: unknown): string {
  const message = errorMessage(thrown, profileMessages.photoUploadFailed);
  const tooLarge = (isApiError(thrown) && thrown.status === 413) || message === profileMessages.photoTooLarge;
  return tooLarge ? `${profileMessages.photoTooLarge}${profileMessages.photoTooLargeSuffix}` : message;
}

async function step<T>(call: () => Promise<T>, message: (thrown: unknown) => string): Promise<T> {
  try {
    return await call();
  } catch (thrown) {
    throw new SaveStepError(message(thrown));
  }
}

const saveFailed = (thrown: unknown) => errorMessage(thrown, profileMessages.saveFailed);

/**
 * The profile save (docs/profile.md): the photo (only if changed), then the basic fields, the
 * profession and the education persona, one after the other; the first failure stops the rest and its
 * message is the SaveStepError's. Afterwards every query that shows these reads them again, and the top
 * bar's stored names follow the saved ones.
 */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ photo, basic, profession, education }: ProfileBodies & { photo: File | null }) => {
      if (photo) {
        await step(
          async () =>
            dataOf(
              await api.POST('/user/photo', {
                // openapi-typescript types a binary field as a string; the serializer sends the File itself.
                body: { photo: photo as unknown as string },
                bodySerializer: photoFormData,
              }),
            ),
          photoErrorMessage,
        );
      }
      const details = await step(async () => dataOf(await api.POST('/user/update', { body: basic })), saveFailed);
      saveStoredNames(details);
      queryClient.setQueryData(profileQueries.userDetails().queryKey, details);
      await step(async () => dataOf(await api.POST('/user-persona/update-profession', { body: profession })), saveFailed);
      await step(async () => dataOf(await api.POST('/user-persona/update-education', { body: education })), saveFailed);
    },
    onSettled: () =>
      Promise.all(
        [profileQueries.userDetails(), profileQueries.profession(), profileQueries.education(), authQueries.checkAuth()].map(({ queryKey }) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** The settings toggle: all three email flags set together (docs/profile.md). */
export function useSetEmailNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean) =>
      dataOf(await api.POST('/user-data/update-notification', { body: { reminder_email: on, engagement_email: on, newsletter_email: on } })),
    onSuccess: (saved) => queryClient.setQueryData(profileQueries.notificationPreferences().queryKey, saved),
  });
}
