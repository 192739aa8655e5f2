import { AdministratorSectionFrame } from '../../administrator/components/administrator-section-frame';

/** The Search section (personal-social-orgadmin §2): the spec's placeholder text, nothing more. */
export function SearchSection() {
  return <AdministratorSectionFrame title="Search">This Feature is currently under development and will be available Soon</AdministratorSectionFrame>;
}
