export {
  DEFAULT_INACTIVE_DAYS,
  inactiveDayOptions,
  parseReportLink,
  reportCatalogue,
  reportMessages,
  reportNames,
  reportRow,
  reportVariants,
  reportViewLink,
  takesDays,
  type InactiveDays,
  type ParsedReportLink,
  type ReportInfo,
  type ReportLinkOptions,
  type ReportName,
  type ReportQuery,
  type ReportVariant,
} from './catalogue';
export { ReportCatalogueTable, type ReportCatalogueTableProps } from './report-catalogue-table';
export { ReportContent, displayReportAddress, openedReport, reportScreenMessages, type DisplayReportState, type OpenedReport, type ReportContentProps, type ReportToShow } from './report-content';
