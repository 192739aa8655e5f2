import { PageSection } from '@stride/ui';

/** The Search section (personal-social-orgadmin §2): the spec's placeholder text, nothing more. */
export function SearchSection() {
  return <PageSection title="Search">This Feature is currently under development and will be available Soon</PageSection>;
}
