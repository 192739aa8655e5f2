import { Modal, Skeleton, Stack, Text, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { ActivityRouteState } from '../../../config/route-state';
import { navigationQueries } from '../api';
import classes from './activity-search.module.css';

/** The search waits this long after the last keystroke (docs/domain-rules.md, Screen constants). */
export const SEARCH_DELAY_MS = 1000;
/** Placeholders shown while searching (§9). */
export const SEARCH_PLACEHOLDERS = 5;
/** The longest term the contract takes. */
const TERM_MAX = 100;

export const searchMessages = {
  noResults: 'No results found.',
  searching: 'Searching…',
  failed: 'The search is not available right now. Please try again later.',
} as const;

/**
 * The search dialog for completed activities (docs/support-and-subscription.md): the trimmed term goes to the
 * server 1 s after typing stops (an empty term asks nothing and shows nothing); 5 placeholders while it
 * searches, "No results found." for none. Down and Up arrows move between the field and the results, and a
 * result opens its activity with the goal in navigation state, as the dashboard opens one.
 */
export function ActivitySearchDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const term = value.trim();
  const [settled] = useDebouncedValue(term, SEARCH_DELAY_MS);
  const search = useQuery({ ...navigationQueries.completedActivitySearch(settled), enabled: settled !== '' && term !== '' });
  const results = useRef<HTMLUListElement>(null);
  const input = useRef<HTMLInputElement>(null);

  const searching = term !== '' && (term !== settled || search.isFetching);
  const found = term !== '' && !searching ? search.data : undefined;
  // What the live region says: screen readers hear each search end; only the messages are shown.
  let status: { text: string; shown: boolean } | null = null;
  if (searching) status = { text: searchMessages.searching, shown: false };
  else if (term !== '' && search.isError) status = { text: searchMessages.failed, shown: true };
  else if (found) status = found.length === 0 ? { text: searchMessages.noResults, shown: true } : { text: `${found.length} found`, shown: false };

  const close = () => {
    setValue('');
    onClose();
  };
  const open = (match: { activity_id: number; goal_id: number; activity: { name: string } }) => {
    const state: ActivityRouteState = { goal_id: match.goal_id, activity_name: match.activity.name };
    close();
    void navigate(paths.activity(match.activity_id, match.goal_id), { state });
  };

  /** Arrow keys walk from the field through the results and back. */
  const moveFocus = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const buttons = [...(results.current?.querySelectorAll('button') ?? [])];
    if (buttons.length === 0) return;
    event.preventDefault();
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
    if (next < 0) input.current?.focus();
    else buttons[Math.min(next, buttons.length - 1)]?.focus();
  };

  return (
    // The modal's <header> is only the title bar: inside <section role="dialog"> axe takes it for a second page banner.
    <Modal opened={opened} onClose={close} title="Search completed activities" size="lg" attributes={{ header: { role: 'none' } }}>
      <Stack gap="sm" onKeyDown={moveFocus}>
        <TextInput
          ref={input}
          type="search"
          label="Search activities"
          description="Find an activity you have completed by its name, its description or its reading, to open it again."
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          maxLength={TERM_MAX}
          data-autofocus
        />
        {searching && (
          <Stack gap="xs" aria-hidden="true">
            {Array.from({ length: SEARCH_PLACEHOLDERS }, (_, index) => (
              <Skeleton key={index} height={36} radius="sm" data-testid="search-placeholder" />
            ))}
          </Stack>
        )}
        <div role="status">
          {status && (status.shown ? <Text size="sm">{status.text}</Text> : <VisuallyHidden>{status.text}</VisuallyHidden>)}
        </div>
        {found && found.length > 0 && (
          <ul ref={results} className={classes.results} aria-label="Completed activities found">
            {found.map((match) => (
              <li key={`${match.goal_id}-${match.activity_id}`}>
                <UnstyledButton className={classes.result} onClick={() => open(match)}>
                  {match.activity.name}
                </UnstyledButton>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Modal>
  );
}
