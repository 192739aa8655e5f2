import { Group, NativeSelect } from '@mantine/core';
import { StepButton } from './step-button';

const ALL = 'all';

interface ProgramSelectorProps {
  /** The learner's active programs. */
  programs: { id: number; name: string }[];
  /** The program shown, or null for All Programs. */
  programId: number | null;
  onChange: (programId: number | null) => void;
}

/** All Programs or one active program, chosen from a list or stepped through with previous and next. */
export function ProgramSelector({ programs, programId, onChange }: ProgramSelectorProps) {
  const choices = [null, ...programs.map((program) => program.id)];
  const index = choices.indexOf(programId);
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <StepButton direction="previous" label="Previous program" disabled={index <= 0} onClick={() => onChange(choices[index - 1] ?? null)} />
      <NativeSelect
        label="Program"
        value={programId === null ? ALL : String(programId)}
        data={[{ value: ALL, label: 'All Programs' }, ...programs.map((program) => ({ value: String(program.id), label: program.name }))]}
        onChange={(event) => onChange(event.currentTarget.value === ALL ? null : Number(event.currentTarget.value))}
        miw={0}
        style={{ flex: 1 }}
      />
      <StepButton direction="next" label="Next program" disabled={index >= choices.length - 1} onClick={() => onChange(choices[index + 1] ?? null)} />
    </Group>
  );
}
