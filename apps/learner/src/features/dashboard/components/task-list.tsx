import { SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { EmptyState } from '@stride/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { dashboardQueries, type DayFilter } from '../api';
import { dashboardMessages, dayTense, emptyDayMessages } from '../messages';
import { canOpen, doItems, learnItems, type TaskItem, type TaskStatus } from '../task-items';
import classes from './task-list.module.css';

const icon = (path: ReactNode) => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
    {path}
  </svg>
);

/** Colour and icon of each state (docs/dashboard.md), and the word that says it without colour. */
const looks: Record<TaskStatus, { color: string; label: string; icon: ReactNode }> = {
  completed: { color: 'green.8', label: 'Completed', icon: icon(<path d="M5 12l5 5L20 7" />) },
  enabled: { color: 'blue.7', label: 'To do', icon: icon(<path d="M9 6l6 6-6 6" />) },
  started: { color: 'grape.7', label: 'Started', icon: icon(<><circle cx="12" cy="12" r="8" /><path d="M12 8v4l3 2" /></>) },
  missed: { color: 'red.8', label: 'Missed', icon: icon(<path d="M7 7l10 10M17 7L7 17" />) },
  locked: { color: 'gray.6', label: 'Locked', icon: icon(<><rect x="6" y="11" width="12" height="9" rx="2" /><path d="M9 11V8a3 3 0 0 1 6 0v3" /></>) },
};

function TaskRow({ item, showProgram }: { item: TaskItem; showProgram: boolean }) {
  const navigate = useNavigate();
  const look = looks[item.status];
  return (
    <li>
      <UnstyledButton
        className={classes.item}
        data-status={item.status}
        disabled={!canOpen(item)}
        onClick={() => void navigate(item.to, { state: item.state })}
      >
        {/* Spans, not divs: a button may hold only phrasing content. */}
        <ThemeIcon component="span" color={look.color} radius="xl" size={28} aria-hidden="true">
          {look.icon}
        </ThemeIcon>
        <span>
          <Text span display="block" fw={600} c={item.status === 'locked' ? 'dimmed' : undefined}>
            {item.name}
          </Text>{' '}
          <Text span display="block" size="xs" c="dimmed">
            {item.kind}: {look.label}
          </Text>
          {showProgram && (
            <>
              {' '}
              <Text span display="block" size="xs" fw={600} c="stride.8">
                <VisuallyHidden component="span">Program:</VisuallyHidden> {item.program}
              </Text>
            </>
          )}
        </span>
      </UnstyledButton>
    </li>
  );
}

interface TaskListProps {
  title: string;
  /** The day list as fetched: pending also while the list waits for welcome-back. */
  list: { isPending: boolean; isError: boolean; data?: { isWeekend: boolean } };
  items: TaskItem[];
  /** Whether each item names its program: under All Programs, when there are several (docs/dashboard.md). */
  showProgram: boolean;
  messages: { weekend: string; error: string; empty: string };
}

/** One of the day's lists, Learn or Do: its items, or why there are none. */
function TaskList({ title, list, items, showProgram, messages }: TaskListProps) {
  const headingId = useId();
  let content: ReactNode;
  if (list.isPending) content = [1, 2, 3].map((row) => <Skeleton key={row} height={54} radius="md" />);
  else if (list.isError) content = <EmptyState message={messages.error} />;
  else if (list.data?.isWeekend) content = <EmptyState message={messages.weekend} />;
  else if (items.length === 0) content = <EmptyState message={messages.empty} />;
  else
    content = (
      <ul className={classes.list} aria-labelledby={headingId}>
        {items.map((item) => (
          <TaskRow key={item.key} item={item} showProgram={showProgram} />
        ))}
      </ul>
    );
  return (
    <Stack component="section" aria-labelledby={headingId} aria-busy={list.isPending} gap="xs">
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {content}
    </Stack>
  );
}

/**
 * The Learn and Do lists of the day viewed (docs/dashboard.md). `ready` holds them back until welcome-back
 * has finished, since it may resume goals whose items belong in them (docs/dashboard.md).
 */
export function DayTasks({ filter, ready, showProgram }: { filter: DayFilter; ready: boolean; showProgram: boolean }) {
  const activities = useQuery({ ...dashboardQueries.activityDayList(filter), enabled: ready });
  const challenges = useQuery({ ...dashboardQueries.challengeDayList(filter), enabled: ready });
  const empty = emptyDayMessages[dayTense(filter.dayAdjust)];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <TaskList
        title="Learn"
        list={activities}
        items={activities.data ? learnItems(activities.data) : []}
        showProgram={showProgram}
        messages={{ weekend: empty.weekendActivities, error: dashboardMessages.activitiesError, empty: empty.noActivities }}
      />
      <TaskList
        title="Do"
        list={challenges}
        items={challenges.data ? doItems(challenges.data) : []}
        showProgram={showProgram}
        messages={{ weekend: empty.weekendChallenges, error: dashboardMessages.challengesError, empty: empty.noChallenges }}
      />
    </SimpleGrid>
  );
}
