/**
 * On demand, not in `npm test`: runs Debian's sqlmap against the API on loopback and prints what it found,
 * for docs/security.md. `npx tsx tools/sqlmap.ts [--minutes-per-target N]`
 *
 * Starts the API on a fresh embedded database seeded with the demo content, signs the demo learner in, then
 * points sqlmap (batch mode, level 2, risk 1, every technique) at the sign-in, registration and the main
 * read and write operations, with the learner's cookie and anti-forgery token. Each target has a time limit.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoLearner } from '@stride/demo';

const root = join(import.meta.dirname, '..');
const port = 3917;
const base = `http://127.0.0.1:${port}/api`;
const minutesIndex = process.argv.indexOf('--minutes-per-target');
const minutesPerTarget = minutesIndex > 0 ? Number(process.argv[minutesIndex + 1]) : 3;

function ensureSqlmap(): void {
  if (spawnSync('sqlmap', ['--version'], { encoding: 'utf8' }).status === 0) return;
  console.log('Installing Debian’s sqlmap…');
  const install = spawnSync('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq sqlmap'], { stdio: 'inherit' });
  if (install.status !== 0) throw new Error('sqlmap is not installed and could not be: run `sudo apt-get install -y sqlmap` and try again.');
}

async function waitForApi(): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (await fetch(`${base}/ready`).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The API did not start within 2 minutes.');
}

interface Target {
  name: string;
  method: 'GET' | 'POST' | 'PATCH';
  /** `*` marks an injection point in the address. */
  url: string;
  /** A JSON body: sqlmap tries every value in it. */
  data?: unknown;
  signedIn: boolean;
  /** Answers sqlmap should test through rather than stop at (a wrong password is a 401). */
  ignoreCodes?: string;
}

function targets(): Target[] {
  return [
    { name: 'sign-in', method: 'POST', url: `${base}/user/login`, data: { email: 'someone@example.com', password: 'Secret#2026' }, signedIn: false, ignoreCodes: '401,429' },
    { name: 'registration', method: 'POST', url: `${base}/user/register`, data: { email: 'new.person@example.com', password: 'Secret#2026', first_name: 'Ada', last_name: 'Lovelace' }, signedIn: false },
    { name: 'registration check', method: 'GET', url: `${base}/user/check-registered/someone%40example.com*`, signedIn: false },
    { name: 'organisation catalogue', method: 'GET', url: `${base}/org-program-access/1*`, signedIn: true },
    { name: 'program goals', method: 'GET', url: `${base}/goal/program/1*`, signedIn: true },
    { name: 'goal schedule', method: 'GET', url: `${base}/schedule/entire-user-goal-schedule/1*`, signedIn: true },
    { name: 'assessment result', method: 'GET', url: `${base}/strapi-assessment/assessment-result/1*`, signedIn: true },
    { name: 'enrolment', method: 'POST', url: `${base}/program/enroll/2*`, signedIn: true },
    { name: 'pause a goal', method: 'POST', url: `${base}/goal/pause/1*`, signedIn: true },
    { name: 'assessment answers', method: 'PATCH', url: `${base}/strapi-assessment/assessment-response`, data: { program_id: 1, user_response_list: [{ question_id: 1, component_id: 1 }] }, signedIn: true },
  ];
}

function runSqlmap(target: Target, headers: string[], outputDir: string): string {
  const args = [
    '-u', target.url,
    '--method', target.method,
    '--batch', '--flush-session', '--disable-coloring',
    '--level', '2', '--risk', '1',
    '--threads', '1', '--timeout', '10', '--retries', '0', '--time-sec', '2',
    '--output-dir', outputDir,
    ...(headers.length > 0 ? ['--headers', headers.join('\n')] : []),
    ...(target.data === undefined ? [] : ['--data', JSON.stringify(target.data)]),
    ...(target.ignoreCodes ? ['--ignore-code', target.ignoreCodes] : []),
  ];
  const run = spawnSync('sqlmap', args, { encoding: 'utf8', timeout: minutesPerTarget * 60_000, maxBuffer: 64 * 1024 * 1024 });
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
  const injectable = output.split('\n').filter((line) => /is vulnerable|appears to be .*injectable|might be injectable/i.test(line) && !/do not appear/.test(line));
  if (injectable.length > 0) return `FOUND: ${injectable.join(' | ').trim()}`;
  if (/all tested parameters do not appear to be injectable/.test(output)) return 'not injectable';
  if (run.error || run.signal) return `stopped at the ${minutesPerTarget}-minute limit, nothing found until then`;
  const problem = output.split('\n').find((line) => /\[(CRITICAL|ERROR)\]/.test(line));
  return problem ? `no verdict: ${problem.replace(/^.*\[(CRITICAL|ERROR)\]\s*/, '')}` : 'no verdict';
}

async function main() {
  ensureSqlmap();
  const dataDir = mkdtempSync(join(tmpdir(), 'stride-sqlmap-'));
  const api = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'silent', OIDC_ISSUER: '' },
  });
  try {
    await waitForApi();
    const login = await fetch(`${base}/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demoLearner.email, password: demoLearner.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const cookie = login.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ');
    const signedInHeaders = [`Cookie: ${cookie}`, `Authorization: Bearer ${token}`];

    const version = spawnSync('sqlmap', ['--version'], { encoding: 'utf8' }).stdout.split('\n')[0]?.trim();
    console.log(`\nsqlmap ${version} against ${base} (${new Date().toISOString().slice(0, 10)}), level 2, risk 1:\n`);
    console.log('| Target | Verdict |');
    console.log('|---|---|');
    for (const target of targets()) {
      const outputDir = mkdtempSync(join(tmpdir(), 'stride-sqlmap-out-'));
      const headers = [...(target.signedIn ? signedInHeaders : []), ...(target.data === undefined ? [] : ['Content-Type: application/json'])];
      const verdict = runSqlmap(target, headers, outputDir);
      console.log(`| ${target.method} ${target.url.replace(base, '/api')} (${target.name}) | ${verdict} |`);
      rmSync(outputDir, { recursive: true, force: true });
    }
  } finally {
    api.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
