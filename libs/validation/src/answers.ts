/**
 * How a typed answer is compared with the accepted ones: Unicode-normalised, trimmed, inner spaces collapsed,
 * case-insensitive. The server checks learners' answers with it, and the back-office activity preview checks
 * the admin's answers with it in the browser, so the preview says what a learner would be told.
 */
export function normaliseAnswerText(text: string): string {
  return text.normalize('NFKC').trim().replace(/\s+/gu, ' ').toLocaleLowerCase('en');
}
