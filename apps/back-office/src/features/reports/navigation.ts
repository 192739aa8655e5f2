/** The report list and the report it opens, with the DisplayReportState of @stride/reports. */
export const reportListPath = '/report';
export const displayReportPath = '/display-report';
