export { QueryTable, type QueryTableColumn, type QueryTableProps, type QueryTableQuery } from './query-table';
