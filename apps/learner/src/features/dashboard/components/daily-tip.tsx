import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { dashboardQueries, useSaveTip } from '../api';
import { dashboardMessages } from '../messages';

/** How long the tip stays up (about 11 seconds, docs/domain-rules.md, Screen constants). */
export const TIP_VISIBLE_MS = 11_000;

/** Local storage key holding when a tip was last shown (docs/dashboard.md). */
export const TIP_SHOWN_KEY = 'tip_shown_at';

function shownToday(now: Date = new Date()): boolean {
  const shown = new Date(localStorage.getItem(TIP_SHOWN_KEY) ?? '');
  return shown.toDateString() === now.toDateString();
}

/**
 * The tip of the day (docs/dashboard.md): at most once per calendar day, with Save Tip, and gone after about
 * 11 seconds. The timer waits while the pointer or focus is on the tip, so nobody loses it mid-read. It sits in
 * the page's flow, after the content of its column, so it covers nothing (the week chart was under it) and
 * neither its coming nor its going moves what is above it.
 */
export function DailyTip() {
  // Decided once: recording the tip as shown must not hide the tip being shown.
  const [due] = useState(() => !shownToday());
  const tip = useQuery({ ...dashboardQueries.randomTip(), enabled: due, retry: false, staleTime: Infinity });
  const save = useSaveTip();
  const [hidden, setHidden] = useState(false);
  const [held, setHeld] = useState(false);
  const titleId = useId();
  const shown = tip.data && !hidden ? tip.data : null;

  useEffect(() => {
    if (tip.data) localStorage.setItem(TIP_SHOWN_KEY, new Date().toISOString());
  }, [tip.data]);

  useEffect(() => {
    if (!shown || held) return;
    const timer = setTimeout(() => setHidden(true), TIP_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [shown, held]);

  if (!shown) return null;
  const saved = shown.isSaved || save.isSuccess;
  return (
    <Paper
      role="status"
      aria-labelledby={titleId}
      withBorder
      p="md"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <Group justify="space-between" wrap="nowrap" mb={4}>
        <Text id={titleId} fw={700}>
          Tip of the day
        </Text>
        <CloseButton aria-label="Close tip" onClick={() => setHidden(true)} />
      </Group>
      <Text size="sm" mb="sm">
        {shown.tip_text}
      </Text>
      {save.isError && (
        <Text size="sm" c="red.9" mb="xs">
          {dashboardMessages.tipSaveError}
        </Text>
      )}
      <Button size="xs" variant={saved ? 'light' : 'filled'} disabled={saved} loading={save.isPending} onClick={() => save.mutate(shown.id)}>
        {saved ? 'Saved' : 'Save Tip'}
      </Button>
    </Paper>
  );
}
