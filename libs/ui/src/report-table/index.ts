export { csvField, reportCsvFileName, reportToCsv } from './report-csv';
export { REPORT_EMPTY_TEXT, ReportTable, downloadReportCsv, formatReportValue, type ReportTableProps, type ReportTableResult, type ReportValue } from './report-table';
