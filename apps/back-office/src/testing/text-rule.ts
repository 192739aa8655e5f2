import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * The text rule on a form of Name and Description (docs/security.md, "Garbage text"): types `name` (with a
 * direction character) and pastes `description` (with a control character), sends the form, and expects each
 * field to say why and nothing to be sent. Answers the two fields, for the test to go on with.
 */
export async function expectNameAndDescriptionRefused(user: UserEvent, bodies: unknown[], typed: { name: string; description: string }) {
  const name = await screen.findByRole('textbox', { name: 'Name' });
  const description = screen.getByRole('textbox', { name: 'Description' });
  await user.type(name, typed.name);
  await user.click(description);
  await user.paste(typed.description);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Name must not contain characters that change the direction of text.')).toBeInTheDocument();
  expect(name).toHaveAccessibleDescription('Name must not contain characters that change the direction of text.');
  expect(description).toHaveAccessibleDescription('Description must not contain control characters.');
  expect(bodies).toEqual([]);
  return { name, description };
}
