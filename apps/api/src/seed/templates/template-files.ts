import { loadCurriculumFolder, type ChallengeContent } from '@stride/demo-content';
import { defaultDemoContentDir } from '../../lib/run-time-files';
import { learnerPublicFile } from '../learner-public';

export const challengesWithTemplates = (): (ChallengeContent & { template_url: string })[] =>
  loadCurriculumFolder(defaultDemoContentDir).programs.flatMap((program) => program.challenges).filter((challenge): challenge is ChallengeContent & { template_url: string } => challenge.template_url !== null);

/** The learner app's static file of a challenge's `template_url`. */
export const templateFile = (challenge: { template_url: string }): string => learnerPublicFile(challenge.template_url);
