import { Group, Text } from '@mantine/core';
import { StepButton } from './step-button';

/** How far the day lists reach either side of today (the contract's dayAdjust range). */
export const DAY_ADJUST_LIMIT = 366;

const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short' });

/** "Today" for today, otherwise the day and month, e.g. "Mon 23 Nov". */
export function dayLabel(dayAdjust: number, today: Date = new Date()): string {
  if (dayAdjust === 0) return 'Today';
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + dayAdjust);
  return dayFormat.format(day);
}

/** The day viewed, with the previous and next day; the label is announced when it changes. */
export function DayNavigator({ dayAdjust, onChange }: { dayAdjust: number; onChange: (dayAdjust: number) => void }) {
  return (
    <Group role="group" aria-label="Day" gap="xs" wrap="nowrap">
      <StepButton direction="previous" label="Previous day" disabled={dayAdjust <= -DAY_ADJUST_LIMIT} onClick={() => onChange(dayAdjust - 1)} />
      <Text fw={600} miw={96} ta="center" aria-live="polite">
        {dayLabel(dayAdjust)}
      </Text>
      <StepButton direction="next" label="Next day" disabled={dayAdjust >= DAY_ADJUST_LIMIT} onClick={() => onChange(dayAdjust + 1)} />
    </Group>
  );
}
