/**
 * The support form's messages (docs/support-and-subscription.md), shared by the support screen and the
 * server, which check the same rules. The spec's are word for word, spelling included; the others are ours
 * (docs/support-and-subscription.md).
 */
export const supportMessages = {
  subjectRequired: 'Support Title is required',
  bodyRequired: 'Support Body is required',
  sent: 'Sent successfully',
  failed: 'An error occured',
  // Ours: the spec shows no text for these.
  issueTypeRequired: 'Choose an issue type',
  issueTopicRequired: 'Choose an issue topic',
  topicNotOfType: 'This topic does not belong to the chosen issue type. Please choose another topic.',
  tooMany: 'You have sent many messages to support in the last hour.',
} as const;

/** The longest subject and body the contract takes (Title and Text). */
export const SUPPORT_SUBJECT_MAX = 200;
export const SUPPORT_BODY_MAX = 5000;
