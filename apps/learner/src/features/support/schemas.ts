import { supportMessages } from '@stride/validation';

/** The form as typed: the selects hold ids as strings, or null until chosen. */
export interface SupportFormValues {
  issue_type_id: string | null;
  issue_topic_id: string | null;
  subject: string;
  body: string;
}

export const emptySupportForm: SupportFormValues = { issue_type_id: null, issue_topic_id: null, subject: '', body: '' };

/** Subject and body required (personal-social-orgadmin §5); type and topic too, as the server needs both. */
export const supportRules = {
  issue_type_id: (value: string | null) => (value ? null : supportMessages.issueTypeRequired),
  issue_topic_id: (value: string | null) => (value ? null : supportMessages.issueTopicRequired),
  subject: (value: string) => (value.trim() ? null : supportMessages.subjectRequired),
  body: (value: string) => (value.trim() ? null : supportMessages.bodyRequired),
};
