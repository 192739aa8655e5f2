import { PageSection } from '@stride/ui';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { isOrganisationAdminLevel } from '@stride/validation';
import { useAdminRole } from '../../../lib/admin-role';
import { ReportCatalogueTable, displayReportAddress, type DisplayReportState } from '@stride/reports';

/**
 * The Reports section of /administrator (docs/org-admin-app.md): the nine reports as a
 * table Report, Description, Actions. Roles 3-6 read their organisation's (org_admin), role 2 the groups they
 * administer (group_admin); the server scopes both to the signed-in person, so the links name no id. View
 * opens /display-report with the view link in navigation state; inactive users first asks for a day option.
 */
export function ReportsSection() {
  const navigate = useNavigate();
  const organizationAdmin = isOrganisationAdminLevel(useAdminRole());
  return (
    <PageSection title="Reports">
      <ReportCatalogueTable
        caption={organizationAdmin ? 'Reports of your organization' : 'Reports of the groups you administer'}
        variant={organizationAdmin ? 'org_admin' : 'group_admin'}
        onOpen={(viewLink) => void navigate(displayReportAddress(paths.displayReport, { viewLink }), { state: { viewLink } satisfies DisplayReportState })}
      />
    </PageSection>
  );
}
