import { PageSection } from '@stride/ui';

/** The Search section (docs/org-admin-app.md): the spec's placeholder text, nothing more. */
export function SearchSection() {
  return <PageSection title="Search">This Feature is currently under development and will be available Soon</PageSection>;
}
