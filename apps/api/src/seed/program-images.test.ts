import { readFileSync, statSync } from 'node:fs';
import { loadCurriculumFolder } from '@stride/demo-content';
import { SHIPPED_PROGRAM_IMAGES } from '@stride/validation';
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
});

// The set the back office offers (libs/validation) is exactly the learner app's pictures, the seeded ones included.
describe('the shipped program pictures', () => {
  it('include every seeded picture', () => {
    const shipped: readonly string[] = SHIPPED_PROGRAM_IMAGES;
    expect(loadCurriculumFolder(defaultDemoContentDir).programs.filter((program) => !shipped.includes(program.display_image_url ?? ''))).toEqual([]);
  });

  it.each(SHIPPED_PROGRAM_IMAGES.map((url) => [url]))('%s is in the learner app', (url) => {
    expect(statSync(learnerPublicFile(url)).isFile()).toBe(true);
  });
});
