import { describe, expect, it } from 'vitest';
import { DEFAULT_INACTIVE_DAYS, inactiveDayOptions, parseReportLink, reportCatalogue, reportRow, reportViewLink } from './catalogue';

describe('the report catalogue', () => {
  it('has the nine reports of the spec, each with a title and a description', () => {
    expect(reportCatalogue.map((report) => report.name)).toEqual([
      'unregistered-users',
      'unstarted-users',
      'inactive-users',
      'basic-metrics',
      'program-completion',
      'users-completed-entire-program',
      'today-learning-summary',
      'yesterday-learning-summary',
      'active-users-comparison',
    ]);
    for (const report of reportCatalogue) {
      expect(report.title.length, report.name).toBeGreaterThan(3);
      expect(report.description.length, report.name).toBeGreaterThan(20);
    }
  });

  it('offers the four day options of the spec, 3 by default', () => {
    expect(inactiveDayOptions.map((option) => `${option.value} ${option.label}`)).toEqual([
      '0 Today',
      '1 For Last 2 Days',
      '3 For More Than 3 Days',
      '7 For More Than 7 Days',
    ]);
    expect(DEFAULT_INACTIVE_DAYS).toBe(3);
  });
});

describe('view links', () => {
  it('are reports/{name}/{variant}, with days only for inactive-users (3 unless chosen) and the scope given', () => {
    expect(reportViewLink('basic-metrics', 'org_admin')).toBe('reports/basic-metrics/org_admin');
    expect(reportViewLink('inactive-users', 'group_admin')).toBe('reports/inactive-users/group_admin?days=3');
    expect(reportViewLink('inactive-users', 'org_admin', { days: 0, organization_id: 4 })).toBe('reports/inactive-users/org_admin?days=0&organization_id=4');
    expect(reportViewLink('program-completion', 'group_admin', { days: 7, group_id: 9 })).toBe('reports/program-completion/group_admin?group_id=9');
    expect(reportRow('unstarted-users', 'org_admin', { organization_id: 2 })).toEqual({
      reportName: 'Users who have not started',
      description: 'Members who joined but have not started any activity, revision or challenge.',
      viewLink: 'reports/unstarted-users/org_admin?organization_id=2',
    });
  });

  it('read back into what the typed client sends, and nothing else', () => {
    expect(parseReportLink('reports/inactive-users/org_admin?days=7&organization_id=4')).toEqual({
      name: 'inactive-users',
      variant: 'org_admin',
      query: { days: 7, organization_id: 4 },
    });
    expect(parseReportLink('/reports/basic-metrics/group_admin')).toEqual({ name: 'basic-metrics', variant: 'group_admin', query: {} });
    for (const link of reportCatalogue.map((report) => reportViewLink(report.name, 'group_admin', { group_id: 3 }))) {
      expect(parseReportLink(link), link).not.toBeNull();
    }
    for (const broken of [
      '',
      'reports/nonsense/org_admin',
      'reports/basic-metrics/admin',
      'reports/inactive-users/org_admin?days=2',
      'reports/inactive-users/org_admin?days=03',
      'reports/basic-metrics/org_admin?organization_id=0',
      'reports/basic-metrics/org_admin?organization_id=abc',
      'reports/basic-metrics/org_admin?limit=5',
      'https://evil.example/reports/basic-metrics/org_admin',
      'user/org-members',
    ]) {
      expect(parseReportLink(broken), broken).toBeNull();
    }
  });
});
