import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DemoContentError, loadCurriculumFolder } from './load';

const data = join(import.meta.dirname, '..', 'data');

/** A copy of the data folder with one file changed by `edit`, for a loader to refuse. */
let copies: string[] = [];
function copyWith(file: string, edit: (text: string) => string): string {
  const folder = mkdtempSync(join(tmpdir(), 'demo-content-'));
  copies.push(folder);
  cpSync(data, folder, { recursive: true });
  writeFileSync(join(folder, file), edit(readFileSync(join(folder, file), 'utf8')));
  return folder;
}

afterEach(() => {
  for (const folder of copies) rmSync(folder, { recursive: true, force: true });
  copies = [];
});

function refusal(folder: string): DemoContentError {
  try {
    loadCurriculumFolder(folder);
  } catch (error) {
    if (error instanceof DemoContentError) return error;
    throw error;
  }
  throw new Error('the folder was loaded');
}

describe('the demo content', () => {
  it('loads: six programs in the order of index.yaml (four programs, then two sprints), 30 tips and the context cards', () => {
    const content = loadCurriculumFolder(data);
    expect(content.programs.map((program) => [program.code, program.program_type, program.number_of_days])).toEqual([
      ['comm-effective-communication', 'program', 20],
      ['time-management-prioritisation', 'program', 20],
      ['mgr-first-time-manager-essentials', 'program', 20],
      ['cx-customer-centric-problem-solving', 'program', 20],
      ['fbk-feedback-sprint', 'sprint', 10],
      ['mtg-run-meetings-people-want-to-attend', 'sprint', 10],
    ]);
    expect(content.tips).toHaveLength(30);
    expect(content.contextCards.length).toBeGreaterThan(0);
    // A reading keeps its paragraphs, separated by one blank line, with no line break at the end.
    const reading = content.programs[4]!.topics[0]!.subtopics[0]!.readings[0]!;
    expect(reading.reading_text.split('\n\n')).toHaveLength(3);
    expect(reading.reading_text.endsWith('\n')).toBe(false);
  });
});

describe('a malformed data file', () => {
  it('is refused with the file and the place in it: a value of the wrong type', () => {
    const folder = copyWith('programs/feedback-sprint.yaml', (text) => text.replace('        points: 15\n', '        points: fifteen\n'));
    const error = refusal(folder);
    expect(error.message).toContain(join(folder, 'programs/feedback-sprint.yaml'));
    expect(error.message).toContain('at /activities/0/questions/1/points: must be int32');
  });

  it('is refused for a key the content does not have (a misspelling)', () => {
    const folder = copyWith('context-cards.yaml', (text) => text.replace('  card_title: Your reader decides in seconds', '  card_titel: Your reader decides in seconds'));
    const error = refusal(folder);
    expect(error.message).toContain(join(folder, 'context-cards.yaml'));
    expect(error.message).toContain('at /0/card_titel: must NOT have additional properties');
    expect(error.message).toContain("at /0: must have property 'card_title'");
  });

  it('is refused for a question type the players do not know', () => {
    const folder = copyWith('programs/meeting-sprint.yaml', (text) => text.replace('- type: mcq', '- type: essay'));
    expect(refusal(folder).message).toMatch(/meeting-sprint\.yaml .*at \/activities\/0\/questions\/0/);
  });

  it('is refused when it is not YAML, with the line', () => {
    const folder = copyWith('tips.yaml', (text) => `${text}- "an unterminated tip\n`);
    const error = refusal(folder);
    expect(error.message).toContain(join(folder, 'tips.yaml'));
    expect(error.message).toMatch(/line \d+/);
  });

  it('is refused when index.yaml names a file that is not there', () => {
    const folder = copyWith('index.yaml', (text) => text.replace('programs/leading-teams.yaml', 'programs/leading-team.yaml'));
    expect(refusal(folder).message).toContain(join(folder, 'programs/leading-team.yaml'));
  });
});
