import { ActionIcon, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { memo, useState, type Dispatch, type DragEvent, type RefObject } from 'react';
import { laneOf, type DraftDay, type DraftItem, type ItemControl, type Lane, type ScheduleAction } from '../schedule-draft';
import classes from './schedule-day.module.css';

/** The item being dragged: its key and list, shared by every day without re-rendering them. */
export type DragSource = RefObject<{ key: string; lane: Lane } | null>;

const kindNames = { activity: 'Activity', revision: 'Revision', challenge: 'Challenge' } as const;
const laneTitles: Record<Lane, string> = { learn: 'Learn', do: 'Do' };

function Arrow({ d }: { d: string }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={d} />
    </svg>
  );
}
const arrows: Record<ItemControl | 'remove', string> = {
  up: 'M6 15l6-6 6 6',
  down: 'M6 9l6 6 6-6',
  previous: 'M15 6l-6 6 6 6',
  next: 'M9 6l6 6-6 6',
  remove: 'M6 6l12 12M18 6L6 18',
};

interface ItemRowProps {
  item: DraftItem;
  day: number;
  dayCount: number;
  index: number;
  count: number;
  inactive: boolean;
  dispatch: Dispatch<ScheduleAction>;
  dragSourceRef: DragSource;
}

/** One scheduled item: draggable, and movable without a mouse by its buttons. */
function ItemRow({ item, day, dayCount, index, count, inactive, dispatch, dragSourceRef }: ItemRowProps) {
  const [dragging, setDragging] = useState(false);
  const controls: { control: ItemControl | 'remove'; label: string; disabled: boolean; act: () => void }[] = [
    { control: 'up', label: `Move ${item.name} up`, disabled: index === 0, act: () => dispatch({ type: 'shift', key: item.key, by: -1 }) },
    { control: 'down', label: `Move ${item.name} down`, disabled: index === count - 1, act: () => dispatch({ type: 'shift', key: item.key, by: 1 }) },
    {
      control: 'previous',
      label: `Move ${item.name} to day ${day - 1}`,
      disabled: day === 1,
      act: () => dispatch({ type: 'move', key: item.key, toDay: day - 1, focus: 'previous' }),
    },
    {
      control: 'next',
      label: `Move ${item.name} to day ${day + 1}`,
      disabled: day === dayCount,
      act: () => dispatch({ type: 'move', key: item.key, toDay: day + 1, focus: 'next' }),
    },
    { control: 'remove', label: `Remove ${item.name} from day ${day}`, disabled: false, act: () => dispatch({ type: 'remove', key: item.key }) },
  ];
  return (
    <li
      className={classes.item}
      data-item-key={item.key}
      data-dragging={dragging || undefined}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', item.name);
        dragSourceRef.current = { key: item.key, lane: laneOf(item.kind) };
        setDragging(true);
      }}
      onDragEnd={() => {
        dragSourceRef.current = null;
        setDragging(false);
      }}
    >
      <Stack gap={2} className={classes.itemText}>
        <Text size="sm" fw={600}>
          {item.name}
        </Text>
        <Group gap={6}>
          <Text size="xs" c="dimmed">
            {kindNames[item.kind]}
          </Text>
          {inactive && (
            <Badge size="xs" color="red.8" variant="light">
              Inactive
            </Badge>
          )}
        </Group>
      </Stack>
      <Group gap={2} wrap="nowrap">
        {controls.map(({ control, label, disabled, act }) => (
          <ActionIcon key={control} variant="subtle" color={control === 'remove' ? 'red.8' : 'gray'} size="sm" aria-label={label} disabled={disabled} onClick={act} data-focus={`${item.key}:${control}`}>
            <Arrow d={arrows[control]} />
          </ActionIcon>
        ))}
      </Group>
    </li>
  );
}

interface LaneListProps {
  day: DraftDay;
  lane: Lane;
  dayCount: number;
  inactive: ReadonlySet<string>;
  dispatch: Dispatch<ScheduleAction>;
  dragSourceRef: DragSource;
}

/** A day's Learn or Do list, and a place to drop an item of its kind: before the item under the pointer, else at the end. */
function LaneList({ day, lane, dayCount, inactive, dispatch, dragSourceRef }: LaneListProps) {
  const [over, setOver] = useState(false);
  const items = day[lane];
  const accepts = () => dragSourceRef.current?.lane === lane;
  const drop = (event: DragEvent<HTMLElement>) => {
    const source = dragSourceRef.current;
    setOver(false);
    if (!source || source.lane !== lane) return;
    event.preventDefault();
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-item-key]') : null;
    dispatch({ type: 'move', key: source.key, toDay: day.day_number, before: target?.dataset['itemKey'] });
    dragSourceRef.current = null;
  };
  const label = `${laneTitles[lane]} on day ${day.day_number}`;
  return (
    <div
      role="group"
      aria-label={label}
      className={classes.lane}
      data-drop-target={over || undefined}
      onDragOver={(event) => {
        if (!accepts()) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={(event) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setOver(false);
      }}
      onDrop={drop}
    >
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" aria-hidden="true">
        {laneTitles[lane]}
      </Text>
      {items.length > 0 ? (
        <ul className={classes.items}>
          {items.map((item, index) => (
            <ItemRow
              key={item.key}
              item={item}
              day={day.day_number}
              dayCount={dayCount}
              index={index}
              count={items.length}
              inactive={inactive.has(`${item.kind}:${item.id}`)}
              dispatch={dispatch}
              dragSourceRef={dragSourceRef}
            />
          ))}
        </ul>
      ) : (
        <Text size="sm" c="dimmed" className={classes.empty}>
          {lane === 'learn' ? 'Nothing to learn' : 'Nothing to do'}
        </Text>
      )}
    </div>
  );
}

export interface ScheduleDayProps {
  /** The day with its Learn and Do items. */
  day: DraftDay;
  /** The program's length: the last day. */
  dayCount: number;
  /** The items (`kind:id`) switched off, which the server will not schedule. */
  inactive: ReadonlySet<string>;
  /** The editor's reducer. */
  dispatch: Dispatch<ScheduleAction>;
  /** The item being dragged. */
  dragSourceRef: DragSource;
}

/**
 * One day of the schedule: its heading, its Learn list and its Do list. Memoised: a change re-renders only the
 * days it touches (the editor keeps unchanged days' objects), which keeps a 30-day program quick.
 */
export const ScheduleDay = memo(function ScheduleDay({ day, dayCount, inactive, dispatch, dragSourceRef }: ScheduleDayProps) {
  const headingId = `schedule-day-${day.day_number}`;
  return (
    <Paper component="li" withBorder radius="md" p="sm" className={classes.day}>
      <div role="group" aria-labelledby={headingId}>
        <Stack gap="xs">
          <Title order={2} size="h5" id={headingId} tabIndex={-1} data-focus={`day-${day.day_number}`}>
            {`Day ${day.day_number}`}
          </Title>
          {(['learn', 'do'] as const).map((lane) => (
            <LaneList key={lane} day={day} lane={lane} dayCount={dayCount} inactive={inactive} dispatch={dispatch} dragSourceRef={dragSourceRef} />
          ))}
        </Stack>
      </div>
    </Paper>
  );
});
