import axe from 'axe-core';

/**
 * Axe's violations inside `container`, one line each ("rule: selectors"), so a failing test says what broke.
 * Colour contrast is left to Storybook and the browser journeys: jsdom lays nothing out, so axe cannot
 * measure it here.
 */
export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
