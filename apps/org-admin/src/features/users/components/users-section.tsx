import { AdministratorSectionFrame } from '../../administrator/components/administrator-section-frame';

/** The User section of /administrator: not built yet, and it says so. */
export function UsersSection() {
  return <AdministratorSectionFrame title="User">This section is not built yet.</AdministratorSectionFrame>;
}
