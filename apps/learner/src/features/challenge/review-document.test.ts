import { describe, expect, it } from 'vitest';
import { buildReviewDocument, DOCX_TYPE } from './review-document';

describe('the review document', () => {
  it('is a .docx (a zip package) of the media type the server checks', async () => {
    const blob = await buildReviewDocument({
      challengeName: 'Ask for feedback this week',
      learnerName: 'Asha Raman',
      items: [
        { text: 'Step 1', question: 'Who will you ask?', user_response: 'Priya' },
        { text: 'Step 2', question: 'How comfortable are you?', user_response: null },
      ],
    });
    expect(blob.type).toBe(DOCX_TYPE);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('PK');
    expect(bytes.length).toBeGreaterThan(1000);
  });
});
