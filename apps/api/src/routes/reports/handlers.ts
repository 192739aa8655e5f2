import type { ReportCaller } from '../../services/reports/reports';
import { learnerOf } from '../../services/sessions/auth';
import type { Handlers } from '../types';

/** The reports of organisation and group admins, and of the back-office for any of them (docs/reports.md). */
export const reportHandlers: Handlers = {
  async getReport(request) {
    const caller: ReportCaller = request.admin ? { backOffice: true } : { user: learnerOf(request).user };
    return request.server.reports.report(caller, { ...request.params, ...request.query });
  },
};
