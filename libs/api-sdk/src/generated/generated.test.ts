import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));

it('the committed types are what openapi.yaml generates today (run `npm run generate -w @stride/api-sdk`)', async () => {
  const contract = new URL(`file://${join(here, '..', '..', '..', '..', 'openapi.yaml')}`);
  const fresh = astToString(await openapiTS(contract));
  const committed = readFileSync(join(here, 'openapi.d.ts'), 'utf8');
  expect(committed.endsWith(fresh)).toBe(true);
});
