import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';

/**
 * A column named with its table, for correlated subqueries. Drizzle leaves the table out of column names in
 * single-table queries, and inside a subquery an unqualified name binds to the inner table first: `"id"` in
 * `exists (select 1 from group_memberships where group_id = "id")` is the membership's id, not the group's.
 */
export const qualified = (column: Column): SQL => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
