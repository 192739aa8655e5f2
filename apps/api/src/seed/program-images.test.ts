import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCurriculumFolder } from '@stride/demo-content';
import { describe, expect, it } from 'vitest';
import { defaultDemoContentDir } from '../lib/run-time-files';
import { learnerPublicFile } from './learner-public';

/** Small enough for a catalogue of cards on a phone; the demo's are about 1 KB each. */
const MAX_BYTES = 4096;

// Each seeded program's picture is a small SVG the learner app ships (docs/programs.md, "Program pictures").
describe("the seeded programs' pictures", () => {
  const programs = loadCurriculumFolder(defaultDemoContentDir).programs;

  it('are one per program, none shared and none the default', () => {
    const urls = programs.map((program) => program.display_image_url);
    expect(urls.every((url) => url !== null && /^\/images\/programs\/[a-z-]+\.svg$/.test(url))).toBe(true);
    expect(new Set(urls).size).toBe(programs.length);
    expect(urls).not.toContain('/images/programs/default.svg');
  });

  it.each(programs.map((program) => [program.code, program.display_image_url ?? '']))('%s: %s is in the learner app, a small, inert SVG', (_code, url) => {
    const file = learnerPublicFile(url);
    expect(statSync(file).size).toBeLessThanOrEqual(MAX_BYTES);
    const svg = readFileSync(file, 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 640 360"/);
    // Served as a file of the app: nothing in it runs or loads anything.
    expect(svg).not.toMatch(/<script|\bon[a-z]+=|href=|<foreignObject/i);
  });

  // The back office shows them on its curriculum hub, and its Content-Security-Policy loads only its own files.
  it('are shipped by the back office too, the same files', () => {
    const backOffice = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'back-office', 'public', 'images', 'programs');
    const learner = learnerPublicFile('/images/programs');
    expect(readdirSync(backOffice).sort()).toEqual(readdirSync(learner).sort());
    for (const name of readdirSync(learner)) expect(readFileSync(join(backOffice, name), 'utf8'), name).toBe(readFileSync(join(learner, name), 'utf8'));
  });
});
