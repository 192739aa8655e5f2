import { supportMessages, textError } from '@stride/validation';

/** The form as typed: the selects hold ids as strings, or null until chosen. */
export interface SupportFormValues {
  issue_type_id: string | null;
  issue_topic_id: string | null;
  subject: string;
  body: string;
}

export const emptySupportForm: SupportFormValues = { issue_type_id: null, issue_topic_id: null, subject: '', body: '' };

/**
 * Subject and body required (docs/support-and-subscription.md), with the text rule the server applies (no control
 * or direction characters); type and topic too, as the server needs both.
 */
export const supportRules = {
  issue_type_id: (value: string | null) => (value ? null : supportMessages.issueTypeRequired),
  issue_topic_id: (value: string | null) => (value ? null : supportMessages.issueTopicRequired),
  subject: (value: string) => textError(value, 'Subject', { required: true, requiredMessage: supportMessages.subjectRequired }),
  body: (value: string) => textError(value, 'Message', { kind: 'lines', required: true, requiredMessage: supportMessages.bodyRequired }),
};
