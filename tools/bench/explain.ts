/**
 * EXPLAIN (without ANALYZE) of the statements a call sent, with the values it bound: which index each read
 * uses, and every sequential scan of a large table (one that grows with learners or their history).
 */
import type pg from 'pg';
import type { Statement } from './query-recorder';

/**
 * Tables of at least `minRows` rows (the planner's estimate after ANALYZE): the ones that grow with learners
 * and their history. Content tables (programs, schedules, tips) stay far below.
 */
export async function largeTables(client: pg.Client, minRows: number): Promise<Set<string>> {
  const { rows } = await client.query<{ relname: string }>(
    `select relname from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace and reltuples >= $1`,
    [minRows],
  );
  return new Set(rows.map((row) => row.relname));
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

export interface Scan {
  statement: Statement;
  table: string;
  plan: string;
}

export interface CallPlans {
  /** Statements sent, the session lookup included. */
  queries: number;
  /** Access paths of all statements, e.g. "points_events_user_id_earned_on_idx" or "Seq Scan tips", indexes first. */
  accessPaths: string[];
  scans: Scan[];
}

function accessPaths(node: PlanNode): { path: string; seqScanOf?: string }[] {
  const own =
    node['Index Name'] !== undefined
      ? [{ path: node['Index Name'] }]
      : node['Node Type'] === 'Seq Scan' && node['Relation Name'] !== undefined
        ? [{ path: `Seq Scan ${node['Relation Name']}`, seqScanOf: node['Relation Name'] }]
        : [];
  return [...own, ...(node.Plans ?? []).flatMap(accessPaths)];
}

const explainable = (text: string) => /^\s*(select|with|insert|update|delete)\b/i.test(text);

export async function explainCall(client: pg.Client, statements: Statement[], large: Set<string>): Promise<CallPlans> {
  const result: CallPlans = { queries: statements.length, accessPaths: [], scans: [] };
  for (const statement of statements.filter((candidate) => explainable(candidate.text))) {
    const { rows } = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(`explain (format json) ${statement.text}`, statement.values);
    const root = rows[0]?.['QUERY PLAN'][0]?.Plan;
    if (!root) continue;
    for (const { path, seqScanOf } of accessPaths(root)) {
      if (!result.accessPaths.includes(path)) result.accessPaths.push(path);
      if (seqScanOf && large.has(seqScanOf)) {
        const text = await client.query<{ 'QUERY PLAN': string }>(`explain ${statement.text}`, statement.values);
        result.scans.push({ statement, table: seqScanOf, plan: text.rows.map((row) => row['QUERY PLAN']).join('\n') });
      }
    }
  }
  // Statements run in parallel reach the recorder in any order: sort, indexes first, for a stable listing.
  result.accessPaths.sort((a, b) => Number(a.startsWith('Seq Scan')) - Number(b.startsWith('Seq Scan')) || a.localeCompare(b));
  return result;
}
