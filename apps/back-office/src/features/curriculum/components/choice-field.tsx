import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';

export interface ChoiceFieldProps<Item> extends Omit<NativeSelectProps, 'data'> {
  /** The list to choose from (topics, programs, goals, subtopics, readings). */
  query: UseQueryResult<Item[], unknown>;
  /** An item's value (its id) and label (its name). */
  option: (item: Item) => { value: string; label: string };
  /** The empty first choice, e.g. "Choose a topic". */
  placeholder: string;
}

/** A native select over a curriculum list: keyboard and screen-reader friendly, and says when the list is loading. */
export function ChoiceField<Item>({ query, option, placeholder, ...props }: ChoiceFieldProps<Item>) {
  const loading = query.isPending;
  const data = [{ value: '', label: loading ? 'Loading…' : query.isError ? 'Could not load the choices' : placeholder }, ...(query.data ?? []).map(option)];
  return <NativeSelect data={data} disabled={loading} {...props} />;
}
