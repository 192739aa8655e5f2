import { createEvent, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../testing';
import { OrderWidget, moveItem } from './order-widget';
import { orderKey, orderQuestion } from './sample-questions';

function Ordering({ onChange, initial = [31, 32, 33] }: { onChange: (order: number[]) => void; initial?: number[] }) {
  const [value, setValue] = useState(initial);
  return (
    <OrderWidget
      question={orderQuestion}
      value={value}
      onChange={(order) => {
        setValue(order);
        onChange(order);
      }}
    />
  );
}

const items = () => within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.querySelector('p:nth-of-type(2)')?.textContent);

/** Drags one item onto another as a browser does (dataTransfer is absent in jsdom). */
function drag(source: HTMLElement, target: HTMLElement) {
  const dataTransfer = { effectAllowed: '', dropEffect: '', setData: vi.fn(), getData: vi.fn() };
  for (const [element, name] of [
    [source, 'dragStart'],
    [target, 'dragOver'],
    [target, 'drop'],
    [source, 'dragEnd'],
  ] as const) {
    const event = createEvent[name](element);
    Object.defineProperty(event, 'dataTransfer', { value: dataTransfer });
    fireEvent(element, event);
  }
}

describe('moveItem', () => {
  it('moves one item and keeps the others in order', () => {
    expect(moveItem([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moveItem([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
  });
});

describe('OrderWidget', () => {
  it('lists the items in the order given, named by the stem, each with named move buttons', async () => {
    const { container } = renderWithProviders(<OrderWidget question={orderQuestion} value={[31, 32, 33]} onChange={vi.fn()} />);
    expect(screen.getByRole('list', { name: 'Put the steps of a feedback conversation in order.' })).toBeInTheDocument();
    expect(items()).toEqual(['Agree on next steps', 'Describe what you saw', 'Ask for their view']);
    expect(screen.getByRole('button', { name: 'Move "Agree on next steps" up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move "Ask for their view" down' })).toBeDisabled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('reorders from the keyboard, keeps focus on the moved item and announces each move', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Ordering onChange={onChange} />);
    screen.getByRole('button', { name: 'Move "Agree on next steps" down' }).focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([32, 31, 33]);
    expect(screen.getByRole('status')).toHaveTextContent('Agree on next steps moved to position 2 of 3.');
    expect(screen.getByRole('button', { name: 'Move "Agree on next steps" down' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith([32, 33, 31]);
    expect(items()).toEqual(['Describe what you saw', 'Ask for their view', 'Agree on next steps']);
    expect(screen.getByRole('status')).toHaveTextContent('Agree on next steps moved to position 3 of 3.');
    // At the bottom its Move down is off, so focus goes to its Move up.
    expect(screen.getByRole('button', { name: 'Move "Agree on next steps" up' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([32, 31, 33]);
    expect(screen.getByRole('button', { name: 'Move "Agree on next steps" up' })).toHaveFocus();
  });

  it('reorders by dragging one item onto another', () => {
    const onChange = vi.fn();
    renderWithProviders(<Ordering onChange={onChange} />);
    const [first, , last] = within(screen.getByRole('list')).getAllByRole('listitem');
    drag(last!, first!);
    expect(onChange).toHaveBeenLastCalledWith([33, 31, 32]);
    expect(screen.getByRole('status')).toHaveTextContent('Ask for their view moved to position 1 of 3.');
  });

  it('cannot be reordered once locked: no buttons, no dragging', () => {
    renderWithProviders(<OrderWidget question={orderQuestion} value={[31, 32, 33]} onChange={vi.fn()} locked />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')[0]).toHaveAttribute('draggable', 'false');
  });

  it('marks items in their place green and the others red, saying where they belong', async () => {
    const { container } = renderWithProviders(
      <OrderWidget question={orderQuestion} value={[32, 31, 33]} onChange={vi.fn()} locked result={{ correct: false, answer: orderKey }} />,
    );
    const [first, second, third] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(first).toHaveTextContent('Right place');
    expect(first).toHaveStyle({ backgroundColor: '#0ACC81' });
    expect(second).toHaveTextContent('Belongs at 3');
    expect(second).toHaveStyle({ backgroundColor: '#CC3414' });
    expect(third).toHaveTextContent('Belongs at 2');
    expect(await axeViolations(container)).toEqual([]);
  });
});
