/**
 * The demo curriculum as data: YAML files in `data/` (six programs, the tips of the day, the context cards),
 * their types, and the loader that checks them. Only the seed reads them (apps/api/src/seed), and only when
 * asked to (SEED_DEMO): the API's bundle holds no course text (docs/decisions/0006-demo-content-is-data.md).
 */
export * from './types';
export { DemoContentError, loadCurriculumFolder, type CurriculumContent } from './load';
