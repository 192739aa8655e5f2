/**
 * Navigation state with which /report opens /display-report: the view link of the report to show, and the
 * report list's address (its organisation and team chosen) to go back to.
 */
export interface DisplayReportState {
  viewLink: string;
  returnTo?: string;
}

export const reportListPath = '/report';
export const displayReportPath = '/display-report';
