import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The learner app's static files, where the demo content's addresses point (challenge templates, program pictures). */
const learnerPublic = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'learner', 'public');

/** The file the learner app serves at `url` (`/templates/x.docx` is `public/templates/x.docx`). */
export const learnerPublicFile = (url: string): string => join(learnerPublic, ...url.split('/').filter(Boolean));
