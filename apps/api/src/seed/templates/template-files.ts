import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCurriculumFolder, type ChallengeContent } from '@stride/demo-content';
import { defaultDemoContentDir } from '../../lib/run-time-files';

/** The learner app's static files: `/templates/x.docx` there is `template_url` `/templates/x.docx`. */
const learnerPublic = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'learner', 'public');

export const challengesWithTemplates = (): (ChallengeContent & { template_url: string })[] =>
  loadCurriculumFolder(defaultDemoContentDir).programs.flatMap((program) => program.challenges).filter((challenge): challenge is ChallengeContent & { template_url: string } => challenge.template_url !== null);

export const templateFile = (challenge: { template_url: string }): string => join(learnerPublic, ...challenge.template_url.split('/').filter(Boolean));
