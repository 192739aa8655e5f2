/**
 * Writes the challenges' offline templates into the learner app's static files (apps/learner/public), where
 * their `template_url` points: `npx tsx apps/api/src/seed/templates/write-templates.ts`. Run it after
 * changing a challenge of the demo content (libs/demo-content/data); a test fails while a template is missing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { challengesWithTemplates, templateFile } from './template-files';
import { templateBytes } from './challenge-templates';

for (const challenge of challengesWithTemplates()) {
  const file = templateFile(challenge);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, await templateBytes(challenge));
  console.log(`wrote ${file}`);
}
