import { AdministratorSectionFrame } from '../../administrator/components/administrator-section-frame';

/** The Organization section of /administrator: not built yet, and it says so. */
export function OrganizationSection() {
  return <AdministratorSectionFrame title="Organization">This section is not built yet.</AdministratorSectionFrame>;
}
