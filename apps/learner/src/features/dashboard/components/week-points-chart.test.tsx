import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WeekPointsChart } from './week-points-chart';

const week = (points: number[]) => ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'].map((day, index) => ({ day, points: points[index] ?? 0 }));

/** Each bar's height, in the order of the days. */
const heights = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[style]')].map((bar) => bar.style.height);

describe('the week’s points chart', () => {
  it('draws each day as its share of the best day, labelled with its points and day, hidden from screen readers', () => {
    const { container } = render(<WeekPointsChart data={week([0, 40, 80, 20, 0, 0, 0])} />);
    expect(heights(container)).toEqual(['0%', '50%', '100%', '25%', '0%', '0%', '0%']);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.textContent).toBe('0Su40Mo80Tu20We0Th0Fr0Sa');
  });

  it('draws a week without points flat, without dividing by nothing', () => {
    const { container } = render(<WeekPointsChart data={week([])} />);
    expect(heights(container)).toEqual(Array(7).fill('0%'));
  });
});
