import { Button, Group, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { GetInputPropsReturnType, UseFormReturnType } from '@mantine/form';
import { FormMessage } from '@stride/ui';
import { useId, useState, type ReactNode } from 'react';
import { MESSAGE_CLEAR_MS } from '../messages';
import { failureResult, type FormResult } from './form-result';

export interface ContentFormProps<Values> {
  /** The page heading, also the form's name. */
  title: string;
  /** The heading's level: 2 for a form that is one of several on a page. */
  headingOrder?: 1 | 2;
  /** The form's state (@mantine/form); its validation runs before `save`. */
  form: UseFormReturnType<Values>;
  /** Sends the values; a throw is shown as the spec's failure message. */
  save: (values: Values) => Promise<unknown>;
  /** The spec's success message, shown as info. */
  successMessage: string;
  /** After a save the form keeps what was saved (editing) instead of starting over (adding). */
  keepSaved?: boolean;
  /** The fields. */
  children: ReactNode;
}

/** The props of a content kind's add-or-edit form: its edit screen passes `keepSaved`. */
export interface SavedFormProps<Values, Body> {
  title: string;
  initialValues: Values;
  successMessage: string;
  /** Sends the body. */
  send: (body: Body) => Promise<unknown>;
  /** After a save the form keeps what was saved (editing) instead of starting over (adding). */
  keepSaved?: boolean;
}

/**
 * The scaffold of every curriculum add form (docs/back-office-app.md): idle, then submitting (the button shows a
 * spinner and is disabled), then the result message, which clears itself after 6 s. A saved form starts over, or
 * keeps what was saved (`keepSaved`, the edit screens).
 */
export function ContentForm<Values>({ title, headingOrder = 1, form, save, successMessage, keepSaved = false, children }: ContentFormProps<Values>) {
  const headingId = useId();
  const [result, setResult] = useState<FormResult | null>(null);

  const submit = form.onSubmit(async (values) => {
    setResult(null);
    try {
      await save(values);
      if (keepSaved) form.setInitialValues(values);
      form.reset();
      setResult({ text: successMessage, type: 'info' });
    } catch (thrown) {
      setResult(failureResult(thrown));
    }
  });

  return (
    <Stack component="section" aria-labelledby={headingId} gap="md" py="md" maw={640}>
      <Title order={headingOrder} id={headingId}>
        {title}
      </Title>
      <form onSubmit={submit} noValidate aria-labelledby={headingId}>
        <Stack gap="md">
          {children}
          <FormMessage message={result?.text} type={result?.type} autoHideMs={MESSAGE_CLEAR_MS} onHide={() => setResult(null)} />
          <Group>
            <Button type="submit" loading={form.submitting}>
              Submit
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

export interface CodeNameDescriptionProps {
  /** The form's `getInputProps`, for values with code, name and description. */
  inputProps: (field: 'code' | 'name' | 'description') => GetInputPropsReturnType;
}

/** The code, name and description every coded content item starts with. */
export function CodeNameDescription({ inputProps }: CodeNameDescriptionProps) {
  return (
    <>
      <TextInput label="Code" {...inputProps('code')} />
      <TextInput label="Name" {...inputProps('name')} />
      <Textarea label="Description" rows={3} {...inputProps('description')} />
    </>
  );
}
