export { REPORT_EMPTY_TEXT, ReportTable, formatReportValue, type ReportTableProps, type ReportTableResult, type ReportValue } from './report-table';
