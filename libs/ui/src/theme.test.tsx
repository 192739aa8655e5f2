import { DEFAULT_THEME, Loader, Modal, PasswordInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from './testing';
import { answerColors, answerTextColors, strideTheme } from './theme';

// WCAG 2.x contrast ratio of two #rrggbb colours.
function contrast(a: string, b: string) {
  const luminance = (hex: string) => {
    const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
    const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const stride = strideTheme.colors?.stride ?? [];
const shade = (i: number) => stride[i] ?? '';
const gray = DEFAULT_THEME.colors.gray;
const red = DEFAULT_THEME.colors.red;

describe('strideTheme contrast (WCAG AA, 4.5:1 for text)', () => {
  it('uses a primary shade that carries white text, unlike the default blue', () => {
    expect(strideTheme.primaryShade).toEqual({ light: 7, dark: 8 });
    expect(contrast(shade(7), '#ffffff')).toBeGreaterThanOrEqual(4.5); // filled
    expect(contrast(shade(8), '#ffffff')).toBeGreaterThanOrEqual(4.5); // filled hover
    expect(contrast(shade(9), shade(1))).toBeGreaterThanOrEqual(4.5); // light variant
    expect(contrast(DEFAULT_THEME.colors.blue[6], '#ffffff')).toBeLessThan(4.5);
  });

  it('pairs each answer colour with a readable text colour', () => {
    expect(contrast(answerColors.correct, '#ffffff')).toBeLessThan(4.5);
    expect(contrast(answerColors.correct, answerTextColors.correct)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(answerColors.incorrect, answerTextColors.incorrect)).toBeGreaterThanOrEqual(4.5);
  });

  it('replaces the failing dimmed, placeholder and error colours', () => {
    expect(contrast(gray[7], '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#6c757d', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(red[9], '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('strideTheme component defaults', () => {
  it('lets keyboard users reach the show-password toggle', async () => {
    const { user } = renderWithProviders(<PasswordInput label="Password" />);
    await user.tab();
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Toggle password visibility' })).toHaveFocus();
  });

  it('names every modal’s close button', async () => {
    renderWithProviders(
      <Modal opened onClose={() => undefined} title="Pause program">
        Text
      </Modal>,
    );
    expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('makes every loader a named status', () => {
    renderWithProviders(<Loader aria-label="Loading report" />);
    expect(screen.getByRole('status', { name: 'Loading report' })).toBeInTheDocument();
  });
});
