import { Group, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { NameValues } from '../schemas';

/** First and last name side by side: the sign-up form's, and the social sign-up's when the provider shared none. */
export function NameFields<Values extends NameValues>({ form }: { form: UseFormReturnType<Values> }) {
  return (
    <Group grow align="flex-start">
      <TextInput label="First Name" autoComplete="given-name" required {...form.getInputProps('first_name')} key={form.key('first_name')} />
      <TextInput label="Last Name" autoComplete="family-name" required {...form.getInputProps('last_name')} key={form.key('last_name')} />
    </Group>
  );
}
