import { NativeSelect } from '@mantine/core';

interface IdSelectProps<Item extends { id: number }> {
  label: string;
  /** The first choice, which chooses none. */
  none: string;
  value: number | null;
  onChange: (id: number | null) => void;
  items: Item[] | undefined;
  itemLabel: (item: Item) => string;
  disabled?: boolean;
}

/** A native select of one organisation or team by id (keyboard and screen-reader friendly). */
export function IdSelect<Item extends { id: number }>({ label, none, value, onChange, items = [], itemLabel, disabled = false }: IdSelectProps<Item>) {
  return (
    <NativeSelect
      label={label}
      w={320}
      disabled={disabled}
      value={value?.toString() ?? ''}
      onChange={(event) => onChange(event.currentTarget.value ? Number(event.currentTarget.value) : null)}
      data={[{ value: '', label: none }, ...items.map((item) => ({ value: item.id.toString(), label: itemLabel(item) }))]}
    />
  );
}
