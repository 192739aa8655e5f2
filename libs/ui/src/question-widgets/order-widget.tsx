import { ActionIcon, Group, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { markStyle, type Mark } from './marks';
import classes from './question-widgets.module.css';
import type { AnswerWidgetProps } from './types';

type Direction = 'up' | 'down';

function Arrow({ direction }: { direction: Direction }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={direction === 'up' ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'} />
    </svg>
  );
}

/** A copy of `order` with the item at `from` moved to `to`. */
export function moveItem<T>(order: readonly T[], from: number, to: number): T[] {
  const next = [...order];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * Ordering: the items as a numbered list, reordered by dragging or, without a mouse, by each item's Move up
 * and Move down buttons; every move is announced and focus stays on the moved item. The value is the option
 * ids from first to last (the screen starts it shuffled). With a result each item turns green in its
 * correct place and red elsewhere, and says where it belongs.
 */
export function OrderWidget({ question, value, onChange, locked = false, result, labelledBy }: AnswerWidgetProps<number[]>) {
  const texts = new Map(question.components.map(({ mcq_options: option }) => [option.id, option.option_text]));
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<{ id: number; direction: Direction } | null>(null);

  // React moves a reordered item's node, which drops focus: it is put back once the new order is shown.
  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    const index = value.indexOf(pending.id);
    const atEdge = pending.direction === 'up' ? index === 0 : index === value.length - 1;
    const direction = atEdge ? (pending.direction === 'up' ? 'down' : 'up') : pending.direction;
    buttons.current.get(`${pending.id}-${direction}`)?.focus();
  }, [value]);

  const move = (from: number, to: number) => {
    const id = value[from];
    if (locked || id === undefined || to < 0 || to >= value.length || from === to) return;
    onChange(moveItem(value, from, to));
    setAnnouncement(`${texts.get(id) ?? ''} moved to position ${to + 1} of ${value.length}.`);
  };

  const dropOn = (event: DragEvent, targetId: number) => {
    event.preventDefault();
    if (dragged !== null) move(value.indexOf(dragged), value.indexOf(targetId));
    setDragged(null);
    setDropTarget(null);
  };

  return (
    <div>
      <ol className={classes.orderList} aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : question.stem}>
        {value.map((id, index) => {
          const text = texts.get(id) ?? '';
          const correctIndex = result ? result.answer.indexOf(id) : -1;
          const mark: Mark | undefined = result ? (correctIndex === index ? 'correct' : 'incorrect') : undefined;
          return (
            <li
              key={id}
              className={classes.orderItem}
              style={markStyle(mark)}
              draggable={!locked}
              data-dragging={dragged === id || undefined}
              data-drop-target={(dropTarget === id && dragged !== id) || undefined}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', String(id));
                setDragged(id);
              }}
              onDragOver={(event) => {
                if (dragged === null) return;
                event.preventDefault();
                setDropTarget(id);
              }}
              onDragLeave={() => setDropTarget((current) => (current === id ? null : current))}
              onDrop={(event) => dropOn(event, id)}
              onDragEnd={() => {
                setDragged(null);
                setDropTarget(null);
              }}
            >
              <Text inherit fw={700} aria-hidden="true">
                {index + 1}.
              </Text>
              <Text inherit className={classes.orderText}>
                {text}
              </Text>
              {mark && (
                <Text inherit fw={700} size="sm">
                  {mark === 'correct' ? 'Right place' : `Belongs at ${correctIndex + 1}`}
                </Text>
              )}
              {!locked && (
                <Group gap={4} wrap="nowrap">
                  {(['up', 'down'] as const).map((direction) => (
                    <ActionIcon
                      key={direction}
                      ref={(element) => {
                        if (element) buttons.current.set(`${id}-${direction}`, element);
                        else buttons.current.delete(`${id}-${direction}`);
                      }}
                      variant="default"
                      aria-label={`Move "${text}" ${direction}`}
                      disabled={direction === 'up' ? index === 0 : index === value.length - 1}
                      onClick={() => {
                        pendingFocus.current = { id, direction };
                        move(index, direction === 'up' ? index - 1 : index + 1);
                      }}
                    >
                      <Arrow direction={direction} />
                    </ActionIcon>
                  ))}
                </Group>
              )}
            </li>
          );
        })}
      </ol>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </div>
  );
}
