import { Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { textError, type TextKind } from '@stride/validation';
import { useState, type ReactNode } from 'react';
import { FormFooter } from '../../../components/form-footer';
import { customerFailure } from '../messages';

export interface DetailsFormProps<Values extends Record<string, string>> {
  /** The form's accessible name. */
  label: string;
  /** The form's state (@mantine/form) over string fields, all of them required. */
  form: UseFormReturnType<Values>;
  /** Said when a field is empty: the spec's "Please fill the details" or "Please fill all the values". */
  requiredMessage: string;
  /** The fields people type, by their label: checked with the text rule the server applies (no control or direction characters). */
  texts?: Partial<Record<keyof Values, { label: string; kind?: TextKind }>>;
  /** Sends the values; a throw is shown as the spec's failure text or the server's reason. */
  save: (values: Values) => Promise<unknown>;
  /** Called after a successful save, e.g. to close a dialog and say so. */
  onSaved: () => void;
  /** The submit button's text. */
  submitLabel: string;
  /** The fields. */
  children: ReactNode;
}

/**
 * The customer forms (organisation and team, on a page or in a dialog): every field is required with one
 * message for all (docs/back-office-app.md), then idle → submitting (spinner, disabled) → saved or the failure.
 */
export function DetailsForm<Values extends Record<string, string>>({ label, form, requiredMessage, texts = {}, save, onSaved, submitLabel, children }: DetailsFormProps<Values>) {
  const [error, setError] = useState<string | null>(null);

  const submit = form.onSubmit(async (values) => {
    const textProblem = Object.entries(values)
      .map(([name, value]) => {
        const text = texts[name as keyof Values];
        return text ? textError(value, text.label, { kind: text.kind, required: true, requiredMessage }) : value.trim() ? null : requiredMessage;
      })
      .find((problem) => problem !== null);
    if (textProblem) {
      setError(textProblem);
      return;
    }
    setError(null);
    try {
      await save(values);
      onSaved();
    } catch (thrown) {
      setError(customerFailure(thrown));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="md">
        {children}
        <FormFooter error={error} submitting={form.submitting} submitLabel={submitLabel} />
      </Stack>
    </form>
  );
}
