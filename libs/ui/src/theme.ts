import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// Deep teal. The filled shade (7, #0f766e) carries white text at 5.47:1 and its hover shade
// (8) at 7.58:1; Mantine's default blue-6 manages only 3.56:1. Light variants put shade 9
// on shade 1 (8.41:1).
const stride: MantineColorsTuple = [
  '#f0fdfa',
  '#ccfbf1',
  '#99f6e4',
  '#5eead4',
  '#2dd4bf',
  '#14b8a6',
  '#0d9488',
  '#0f766e',
  '#115e59',
  '#134e4a',
];

/** Answer feedback colours from the spec (challenge and question players). */
export const answerColors = {
  correct: '#0ACC81',
  incorrect: '#CC3414',
} as const;

/** Text colours that reach 4.5:1 on the answer colours (white on #0ACC81 is only 2.11:1). */
export const answerTextColors = {
  correct: '#212529', // 7.32:1 on #0ACC81
  incorrect: '#ffffff', // 5.16:1 on #CC3414
} as const;

// Inter where installed, otherwise the system UI font: no web font to download.
const fontFamily =
  'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const strideTheme = createTheme({
  colors: { stride },
  primaryColor: 'stride',
  primaryShade: { light: 7, dark: 8 },
  // Picks dark or white text on filled components of any colour, so a light `color` prop
  // (yellow, lime) cannot silently produce unreadable white text.
  autoContrast: true,
  fontFamily,
  headings: { fontFamily },
  defaultRadius: 'md',
  // Plain objects, not PasswordInput.extend or Modal.extend: importing a component here would put its code
  // on every app's first page.
  components: {
    // Mantine keeps the show-password toggle out of the tab order; keyboard users need it too.
    PasswordInput: { defaultProps: { visibilityToggleFocusable: true } },
    // Mantine's close button is an icon with no name; screen readers (and axe) need one.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // A loader is named by its aria-label ("Loading report"), which a span without a role may not carry
    // (axe: aria-prohibited-attr); as a status it is named and announced.
    Loader: { defaultProps: { role: 'status' } },
    // A button beside long text in a row never gets narrower than its label ("Quit" cut to "Qu" on a phone);
    // the text beside it wraps instead (docs/phone-layouts.md).
    Button: { styles: { root: { flexShrink: 0 } } },
  },
});

// Mantine's defaults for dimmed text (gray-6, 3.32:1), placeholders (gray-5, 2.07:1) and
// error text (red-6, 3.28:1) fail WCAG AA on white, so the light scheme gets darker ones.
export const strideCssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', // 8.18:1
    '--mantine-color-placeholder': '#6c757d', // 4.69:1
    '--mantine-color-error': 'var(--mantine-color-red-9)', // 5.46:1
  },
  dark: {},
});
