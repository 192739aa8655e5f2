/**
 * The demo curriculum as data: YAML files in `data/` (six programs, the tips of the day, the context cards),
 * their types, and the loader that checks them. Only the seed reads them (apps/api/src/seed).
 */
export * from './types';
export { DemoContentError, loadCurriculumFolder, type CurriculumContent } from './load';
