import { isApiError } from '@stride/api-sdk';
import type { FormMessageType } from '@stride/ui';
import { curriculumMessages } from '../messages';

export interface FormResult {
  text: string;
  type: FormMessageType;
}

/**
 * What a content form says about a failed add (docs/back-office-app.md): the server's message as an error when it
 * sent one, else "Error Occured" as info; a call that never got an answer says to try again later.
 */
export function failureResult(thrown: unknown): FormResult {
  if (!isApiError(thrown)) return { text: curriculumMessages.thrown, type: 'error' };
  const serverMessage = thrown.messageOr('');
  return serverMessage ? { text: serverMessage, type: 'error' } : { text: curriculumMessages.refusedWithoutMessage, type: 'info' };
}

