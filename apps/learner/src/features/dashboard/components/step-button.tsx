import { ActionIcon } from '@mantine/core';

interface StepButtonProps {
  direction: 'previous' | 'next';
  /** The accessible name, e.g. "Previous day". */
  label: string;
  disabled: boolean;
  onClick: () => void;
}

/** The previous or next arrow of the program selector and the day navigator. */
export function StepButton({ direction, label, disabled, onClick }: StepButtonProps) {
  return (
    <ActionIcon variant="default" size="lg" aria-label={label} disabled={disabled} onClick={onClick}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        <path d={direction === 'previous' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
      </svg>
    </ActionIcon>
  );
}
