import { Badge } from '@mantine/core';

export interface StatusBadgeProps {
  /** Whether the content item is active. */
  active: boolean;
}

/** "Active" / "Inactive" label for content items; the word carries the meaning, not the colour. */
export function StatusBadge({ active }: StatusBadgeProps) {
  return (
    <Badge variant="light" color={active ? 'stride' : 'gray'}>
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}
