import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoLearner } from '@stride/demo';
import { loadCurriculumFolder } from '@stride/demo-content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultDemoContentDir } from '../lib/run-time-files';
import { API_START_LIMIT_MS, buildApiForTest, startApiProcess } from '../testing/api-process';
import { createTestClient } from '../testing/test-server';

// The API as production builds it holds no course text, and the seed is a chunk that only SEED_DEMO loads,
// reading the demo content from its data files (docs/decisions/0006-demo-content-is-data.md).

/** Written by the seed's history alone: where this sentence is, the seed's code is. */
const SEED_CODE_MARK = 'Tried it in the morning stand-up. People noticed the difference straight away.';

let built: Awaited<ReturnType<typeof buildApiForTest>>;
const scratch: string[] = [];

beforeAll(async () => {
  built = await buildApiForTest();
});

afterAll(() => {
  built?.remove();
  for (const folder of scratch) rmSync(folder, { recursive: true, force: true });
});

const scratchFolder = (prefix: string) => {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  scratch.push(folder);
  return folder;
};

/** Every file of the build, the bundles' source maps, the contract and the migrations included, by relative path. */
function builtFiles(): Map<string, string> {
  const files = readdirSync(built.folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(files.map((entry) => [join(entry.parentPath, entry.name).slice(built.folder.length + 1), readFileSync(join(entry.parentPath, entry.name), 'utf8')]));
}

/** A built file's text with esbuild's escapes undone (it writes non-ASCII as \uXXXX), so sentences read as in the data. */
const unescaped = (text: string) =>
  text.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))).replace(/\\(['"`\\])/g, '$1');

/**
 * The demo content's sentences: every string of the data files, by paragraph, long enough not to be a code or a one-word
 * answer, and with a space: an address such as a program's shipped picture (libs/validation program-images.ts) is no text.
 */
function courseSentences(): string[] {
  const strings: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') strings.push(...value.split('\n\n'));
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(loadCurriculumFolder(defaultDemoContentDir));
  return [...new Set(strings.filter((text) => text.length >= 40 && /\s/.test(text)))];
}

describe('the production build', () => {
  it('holds no course text: no sentence of the demo content is in any file of it', () => {
    const sentences = courseSentences();
    expect(sentences.length).toBeGreaterThan(1000);
    // One that an earlier build carried in server.js, as the seed's content was TypeScript then.
    expect(sentences).toContain('The Situation–Behaviour–Impact (SBI) model, developed by the Center for Creative Leadership, gives feedback a simple, factual structure. You describe the situation (when and where), the behaviour (what the person actually said or did) and the impact (what happened as a result, including the effect on you or others).');
    for (const [file, text] of builtFiles()) {
      const readable = unescaped(text);
      expect(sentences.filter((sentence) => readable.includes(sentence)), file).toEqual([]);
    }
  });

  it('puts the seed in a chunk of its own, which server.js imports only dynamically', () => {
    const files = builtFiles();
    const withSeed = [...files].filter(([, text]) => text.includes(SEED_CODE_MARK)).map(([file]) => file).filter((file) => file.endsWith('.js'));
    expect(withSeed).toHaveLength(1);
    const [chunk] = withSeed;
    expect(chunk).not.toBe('server.js');
    expect(files.get('server.js')).toContain(`import("./${chunk}")`);
    for (const [file, text] of files) {
      if (file.endsWith('.js')) expect(text, file).not.toMatch(new RegExp(`(from|import)\\s*"\\./${chunk!.replace('.', '\\.')}"`));
    }
  });
});

describe('the built server with SEED_DEMO on', () => {
  it(
    'seeds the demo content from the repository’s data files: the demo learner signs in to her three programs',
    async () => {
      const server = await startApiProcess(built.folder, { DATA_DIR: scratchFolder('stride-seeded-'), DATABASE_URL: '', SEED_DEMO: 'true' });
      try {
        const client = createTestClient(server.baseUrl);
        expect((await client.POST('/user/login', { body: { email: demoLearner.email, password: demoLearner.password } })).response.status).toBe(200);
        const { data } = await client.GET('/program/get-enrolled');
        expect(data?.map((row) => row.program.name).sort()).toEqual(['Effective Communication at Work', 'Giving Feedback That Lands', 'Run Meetings People Want to Attend']);
      } finally {
        await server.stop();
      }
    },
    API_START_LIMIT_MS + 60_000,
  );

  it(
    'stops at start on a malformed data file in DEMO_CONTENT_DIR, naming it',
    async () => {
      const content = scratchFolder('stride-demo-content-');
      cpSync(defaultDemoContentDir, content, { recursive: true });
      const file = join(content, 'programs', 'feedback-sprint.yaml');
      writeFileSync(file, readFileSync(file, 'utf8').replace('        points: 15\n', '        points: fifteen\n'));
      await expect(
        startApiProcess(built.folder, { DATA_DIR: scratchFolder('stride-refused-'), DATABASE_URL: '', SEED_DEMO: 'true', DEMO_CONTENT_DIR: content }),
      ).rejects.toThrow(`Demo content ${file} does not have the content's shape: at /activities/0/questions/1/points: must be int32`);
    },
    API_START_LIMIT_MS + 60_000,
  );
});
