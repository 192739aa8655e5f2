import { ActionIcon, Button, Fieldset, Group, List, NativeSelect, Radio, Stack, Text, Textarea, TextInput, VisuallyHidden } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import type { Schema } from '@stride/api-sdk';
import { normalizeText, textError, textRule } from '@stride/validation';
import { useId, useState } from 'react';
import type { AuthoredChallenge } from '../api';
import { MoveButtons, useFocusAfterRender, type MoveDirection } from './reorder-controls';
import { itemNumber } from './text-fields';

type StepType = Schema<'StepType'>;
type AuthoredStep = AuthoredChallenge['challenge_steps'][number];

/** A step as the form holds it; `options` are an mcq step's choices or a scale's labels. */
export interface StepValues {
  /** Stable across reordering, so each step keeps its fields and focus. */
  key: string;
  step_type: StepType;
  step_display: string;
  image_url: string;
  options: { key: string; text: string }[];
  /** The index of a multiple-choice step's correct option. */
  correct: string;
}

/** The challenge form's values: the challenge's fields (docs/back-office-app.md) and its steps. */
export interface ChallengeValues {
  code: string;
  name: string;
  description: string;
  calender_required: boolean;
  type: Schema<'ChallengeType'>;
  time_required_in_minutes: number | string;
  reward_points: number | string;
  template_url: string;
  steps: StepValues[];
}

const stepTypes: { value: StepType; label: string }[] = [
  { value: 'reading', label: 'Reading' },
  { value: 'mcq', label: 'Multiple choice' },
  { value: 'textbox', label: 'Written answer' },
  { value: 'scale_or_rating', label: 'Scale or rating' },
  { value: 'visual_flash_card', label: 'Visual flash card' },
];
const stepTypeName = (type: StepType) => stepTypes.find((option) => option.value === type)?.label ?? type;
const textHelp: Record<StepType, string> = {
  reading: 'The text the learner reads.',
  mcq: 'The question.',
  textbox: 'The question the learner answers in writing.',
  scale_or_rating: 'What the learner rates.',
  visual_flash_card: 'The text of the card.',
};

/** An mcq step's choices and a scale's labels, by what the form calls one; the other types send none. */
const optionName = (type: StepType) => (type === 'mcq' ? 'Option' : type === 'scale_or_rating' ? 'Label' : null);

/**
 * The steps' text, checked with the rule the server applies (docs/security.md, "Garbage text") and named by
 * the field's label: a step's text, and its options where its type sends them (Mantine's `validate` of `steps`).
 */
export const stepTextRules = {
  step_display: textRule('Step text', { kind: 'lines' }),
  options: {
    text: (value: string, values: ChallengeValues, path: string) => {
      const name = optionName(values.steps[Number(path.split('.')[1])]?.step_type ?? 'reading');
      return name ? textError(value, `${name} ${itemNumber(path)}`) : null;
    },
  },
};

const blankOption = () => ({ key: randomId(), text: '' });
export const newStep = (): StepValues => ({ key: randomId(), step_type: 'reading', step_display: '', image_url: '', options: [blankOption(), blankOption()], correct: '0' });

/**
 * A step as the contract takes it (ChallengeStepInput): options with the correct one marked for multiple
 * choice, labels lowest first for a scale, an image only on a visual flash card, texts as the server stores
 * them (NFC, trimmed). The server checks the rules.
 */
export function stepInput(step: StepValues): Schema<'ChallengeStepInput'> {
  const base = { step_type: step.step_type, step_display: normalizeText(step.step_display) };
  switch (step.step_type) {
    case 'mcq':
      return { ...base, challenge_steps_components: step.options.map((option, index) => ({ option_text: normalizeText(option.text), is_correct: String(index) === step.correct })) };
    case 'scale_or_rating':
      return { ...base, challenge_steps_components: step.options.map((option) => ({ option_text: normalizeText(option.text) })) };
    case 'visual_flash_card':
      return { ...base, image_url: step.image_url || null };
    default:
      return base;
  }
}

/** A stored step as the form holds it (the edit form's initial values). */
export function stepValues(step: AuthoredStep): StepValues {
  const options = step.challenge_steps_components.map((option) => ({ key: randomId(), text: option.option_text }));
  return {
    key: randomId(),
    step_type: step.step_type,
    step_display: step.step_display,
    image_url: step.image_url ?? '',
    options: options.length > 0 ? options : [blankOption(), blankOption()],
    correct: String(Math.max(0, step.challenge_steps_components.findIndex((option) => option.is_correct))),
  };
}

/** The options of one step: choices with the correct one marked, or a scale's labels, lowest first. */
function StepOptions({ form, index }: { form: UseFormReturnType<ChallengeValues>; index: number }) {
  const labelId = useId();
  const step = form.getValues().steps[index];
  if (!step) return null;
  const mcq = step.step_type === 'mcq';
  const name = mcq ? 'Option' : 'Label';
  const rows = (
    <Stack gap="xs" mt="xs">
      {step.options.map((option, optionIndex) => (
        <Group key={option.key} gap="xs" wrap="nowrap">
          {mcq && <Radio value={String(optionIndex)} aria-label={`${name} ${optionIndex + 1} is correct`} />}
          <TextInput aria-label={`${name} ${optionIndex + 1}`} style={{ flex: 1 }} {...form.getInputProps(`steps.${index}.options.${optionIndex}.text`)} />
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Remove ${name.toLowerCase()} ${optionIndex + 1}`}
            disabled={step.options.length <= 1}
            onClick={() => {
              form.removeListItem(`steps.${index}.options`, optionIndex);
              // The correct mark stays on its option, or goes back to the first when that option leaves.
              const correct = Number(step.correct);
              if (correct === optionIndex) form.setFieldValue(`steps.${index}.correct`, '0');
              else if (correct > optionIndex) form.setFieldValue(`steps.${index}.correct`, String(correct - 1));
            }}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      <Button variant="light" size="xs" w="fit-content" onClick={() => form.insertListItem(`steps.${index}.options`, blankOption())}>
        {`Add ${name.toLowerCase()}`}
      </Button>
    </Stack>
  );
  if (mcq)
    return (
      <Radio.Group label="Options" description="Mark the correct option." {...form.getInputProps(`steps.${index}.correct`)}>
        {rows}
      </Radio.Group>
    );
  return (
    <div role="group" aria-labelledby={labelId}>
      <Text size="sm" fw={500} id={labelId}>
        Labels, lowest first
      </Text>
      {rows}
    </div>
  );
}

type StepAction = MoveDirection | 'type' | 'add';

export interface ChallengeStepsFieldProps {
  /** The challenge form; its `steps` are edited here. */
  form: UseFormReturnType<ChallengeValues>;
}

/**
 * The steps of a challenge in the order the learner takes them: add, remove and reorder (Move up and Move
 * down, usable by keyboard: focus stays on the moved step's button and the move is announced), each step
 * with the fields its type takes.
 */
export function ChallengeStepsField({ form }: ChallengeStepsFieldProps) {
  const labelId = useId();
  const baseId = useId();
  const steps = form.getValues().steps;
  const focusAfterRender = useFocusAfterRender();
  const [announcement, setAnnouncement] = useState('');
  const control = (key: string, action: StepAction) => `${baseId}-${key}-${action}`;

  const move = (index: number, to: number, direction: MoveDirection) => {
    const step = steps[index];
    if (!step) return;
    form.reorderListItem('steps', { from: index, to });
    setAnnouncement(`Step ${index + 1} moved ${direction} to position ${to + 1}.`);
    focusAfterRender(control(step.key, direction), control(step.key, direction === 'up' ? 'down' : 'up'));
  };

  return (
    <div role="group" aria-labelledby={labelId}>
      <Text size="sm" fw={500} id={labelId}>
        Steps
      </Text>
      <Text size="xs" c="dimmed">
        In the order the learner takes them.
      </Text>
      <Stack gap="sm" mt="xs">
        {steps.length === 0 && <Text size="sm">No steps yet.</Text>}
        {steps.map((step, index) => (
          <Fieldset key={step.key} legend={`Step ${index + 1}`} variant="filled">
            <Stack gap="sm">
              <NativeSelect label="Step type" data={stepTypes} id={control(step.key, 'type')} {...form.getInputProps(`steps.${index}.step_type`)} />
              <Textarea label="Step text" description={textHelp[step.step_type]} rows={2} {...form.getInputProps(`steps.${index}.step_display`)} />
              {step.step_type === 'visual_flash_card' && <TextInput label="Image URL" description="Optional." {...form.getInputProps(`steps.${index}.image_url`)} />}
              {(step.step_type === 'mcq' || step.step_type === 'scale_or_rating') && <StepOptions form={form} index={index} />}
              <Group gap="xs">
                <MoveButtons idOf={(direction) => control(step.key, direction)} index={index} count={steps.length} onMove={(to, direction) => move(index, to, direction)} />
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  onClick={() => {
                    form.removeListItem('steps', index);
                    setAnnouncement(`Step ${index + 1} removed.`);
                    focusAfterRender(control('steps', 'add'));
                  }}
                >
                  Remove step
                </Button>
              </Group>
            </Stack>
          </Fieldset>
        ))}
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          id={control('steps', 'add')}
          onClick={() => {
            const step = newStep();
            form.insertListItem('steps', step);
            setAnnouncement(`Step ${steps.length + 1} added.`);
            focusAfterRender(control(step.key, 'type'));
          }}
        >
          Add step
        </Button>
      </Stack>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </div>
  );
}

/** The steps of a challenge learners have taken up, which can no longer change. */
export function LockedSteps({ steps }: { steps: AuthoredStep[] }) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <Text size="sm" fw={500} id={labelId}>
        Steps
      </Text>
      <Text size="sm" mb="xs">
        Learners have already taken this challenge up, so its steps can no longer change. To change them, deactivate this challenge and add a new one.
      </Text>
      {steps.length > 0 ? (
        <List type="ordered" size="sm" aria-labelledby={labelId}>
          {steps.map((step, index) => (
            <List.Item key={index}>{`${stepTypeName(step.step_type)}: ${step.step_display}`}</List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm">No steps.</Text>
      )}
    </div>
  );
}
