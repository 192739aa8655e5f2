import { Button } from '@mantine/core';
import { useEffect, useRef } from 'react';

export type MoveDirection = 'up' | 'down';

/**
 * Focus to move once a reordered list has rendered again (after an add, move or remove): to the element
 * with `id`, or to `otherwiseId` when that is a disabled button (an item moved to the top cannot move up
 * again, so its other move button takes focus).
 */
export function useFocusAfterRender() {
  const pending = useRef<{ id: string; otherwiseId?: string } | null>(null);
  useEffect(() => {
    const next = pending.current;
    if (!next) return;
    pending.current = null;
    const wanted = document.getElementById(next.id);
    const target = wanted instanceof HTMLButtonElement && wanted.disabled && next.otherwiseId ? document.getElementById(next.otherwiseId) : wanted;
    target?.focus();
  });
  return (id: string, otherwiseId?: string) => {
    pending.current = { id, otherwiseId };
  };
}

export interface MoveButtonsProps {
  /** Each button's id, so focus can follow the item to its new place. */
  idOf: (direction: MoveDirection) => string;
  index: number;
  count: number;
  onMove: (to: number, direction: MoveDirection) => void;
}

/** Move up and Move down for the item at `index` of an ordered list of `count`; disabled at the ends. */
export function MoveButtons({ idOf, index, count, onMove }: MoveButtonsProps) {
  return (
    <>
      <Button variant="default" size="xs" id={idOf('up')} disabled={index === 0} onClick={() => onMove(index - 1, 'up')}>
        Move up
      </Button>
      <Button variant="default" size="xs" id={idOf('down')} disabled={index === count - 1} onClick={() => onMove(index + 1, 'down')}>
        Move down
      </Button>
    </>
  );
}
