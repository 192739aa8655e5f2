import { AdministratorSectionFrame } from '../../administrator/components/administrator-section-frame';

/** The Group section of /administrator: not built yet, and it says so. */
export function GroupsSection() {
  return <AdministratorSectionFrame title="Group">This section is not built yet.</AdministratorSectionFrame>;
}
