import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkDocx } from '../../services/challenge-review/docx';
import { templateBytes } from './challenge-templates';
import { challengesWithTemplates, templateFile } from './template-files';

describe('the challenges’ offline templates', () => {
  it.each(challengesWithTemplates().map((challenge) => [challenge.template_url, challenge] as const))('%s is a Word document in the learner app’s files that the review document check accepts', async (_url, challenge) => {
    const file = templateFile(challenge);
    expect(existsSync(file), `${file} exists: run write-templates.ts`).toBe(true);
    expect(await checkDocx(readFileSync(file))).toBeNull();
  });

  it('are made from the challenge: a Word document', async () => {
    const [first] = challengesWithTemplates();
    expect(await checkDocx(await templateBytes(first!))).toBeNull();
  });
});
