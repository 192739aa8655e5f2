import { useState } from 'react';

/**
 * The text rule's messages (`textError` of @stride/validation) of a form kept in plain state rather than
 * @mantine/form: found when the form is sent, each shown as its field's error and cleared once that field
 * changes, as @mantine/form does with its own. The server applies the same rule to every field the contract
 * marks `x-text` (docs/security.md, "Garbage text").
 */
export function useTextErrors<Field extends string>() {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const clear = (field: Field) => setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
  return {
    /** Shows the messages found (null where a field is fine); true when there is none, so the form may send. */
    check: (found: Record<Field, string | null>): boolean => {
      const messages = Object.fromEntries(Object.entries(found).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) as Partial<Record<Field, string>>;
      setErrors(messages);
      return Object.keys(messages).length === 0;
    },
    /** An input's value, change and error: the change sets the value and forgets the field's message. */
    inputProps: (field: Field, value: string, setValue: (value: string) => void) => ({
      value,
      onChange: (event: { currentTarget: { value: string } }) => {
        setValue(event.currentTarget.value);
        clear(field);
      },
      error: errors[field] ?? null,
    }),
  };
}
