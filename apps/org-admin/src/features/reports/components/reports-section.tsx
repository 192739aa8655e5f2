import { AdministratorSectionFrame } from '../../administrator/components/administrator-section-frame';

/** The Reports section of /administrator: not built yet, and it says so. */
export function ReportsSection() {
  return <AdministratorSectionFrame title="Reports">This section is not built yet.</AdministratorSectionFrame>;
}
