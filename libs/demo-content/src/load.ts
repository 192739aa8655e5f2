import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv/dist/jtd.js';
import { parse } from 'yaml';
import { contextCardsSchema, indexSchema, programSchema, tipsSchema } from './schema';
import type { ContextCardContent, ProgramContent } from './types';

/** A curriculum as its files hold it: programs with everything under them, tips of the day and context cards. */
export interface CurriculumContent {
  programs: ProgramContent[];
  tips: string[];
  contextCards: ContextCardContent[];
}

/** A data file that cannot be read, is not YAML, or does not have the content's shape; the message names the file. */
export class DemoContentError extends Error {
  override name = 'DemoContentError';
}

const ajv = new Ajv({ allErrors: true });
const checks = {
  index: ajv.compile(indexSchema),
  program: ajv.compile(programSchema),
  tips: ajv.compile(tipsSchema),
  contextCards: ajv.compile(contextCardsSchema),
};

/** One finding as "at /activities/2/questions/0/points: must be int32". */
function describe(error: ErrorObject): string {
  return `at ${error.instancePath === '' ? 'the top level' : error.instancePath}: ${error.message ?? 'is not valid'}`;
}

/** Reads one YAML file of the folder and checks it against its schema. */
function readChecked<T>(folder: string, file: string, check: ValidateFunction<T>): T {
  const path = join(folder, file);
  let data: unknown;
  try {
    data = parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new DemoContentError(`Demo content ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!check(data)) {
    const findings = (check.errors ?? []).slice(0, 5).map(describe);
    throw new DemoContentError(`Demo content ${path} does not have the content's shape: ${findings.join('; ')}`);
  }
  return data;
}

/**
 * Reads a curriculum from a folder of YAML files: `index.yaml` names the program files (in the order they
 * are loaded, which the database's ids follow), the tips file and the context cards file. Every file is
 * checked against the content types (./schema.ts); the first that does not fit stops the load with a
 * DemoContentError naming it and the place in it. References between codes are the loader's to check.
 */
export function loadCurriculumFolder(folder: string): CurriculumContent {
  const index = readChecked(folder, 'index.yaml', checks.index);
  return {
    programs: index.programs.map((file) => readChecked(folder, file, checks.program)),
    tips: readChecked(folder, index.tips, checks.tips),
    contextCards: readChecked(folder, index.context_cards, checks.contextCards),
  };
}
