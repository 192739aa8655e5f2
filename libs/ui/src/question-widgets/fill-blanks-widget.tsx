import { Paper, Stack, Text, TextInput } from '@mantine/core';
import { markStyle } from './marks';
import type { AnswerWidgetProps } from './types';

/** The longest answer the contract accepts (FillBlanksAnswer). */
export const FILL_BLANKS_MAX_LENGTH = 500;

/**
 * Fill in the blank: one text field, with the player's `error` under it. With a result the field turns green
 * or red, and a wrong answer is followed by an accepted one.
 */
export function FillBlanksWidget({ question, value, onChange, locked = false, result, labelledBy, error = null }: AnswerWidgetProps<string>) {
  const mark = result ? (result.correct ? 'correct' : 'incorrect') : undefined;
  return (
    <Stack gap="xs">
      <TextInput
        label="Your answer"
        description={labelledBy ? undefined : question.stem}
        value={value}
        onChange={(event) => {
          if (!locked) onChange(event.currentTarget.value);
        }}
        readOnly={locked}
        error={error}
        maxLength={FILL_BLANKS_MAX_LENGTH}
        autoComplete="off"
        styles={{ input: markStyle(mark) }}
      />
      {result && (
        <Paper p="sm" radius="md" style={markStyle('correct')}>
          <Text inherit fw={700}>
            {result.correct ? 'Your answer is correct.' : `Correct answer: ${result.answer}`}
          </Text>
        </Paper>
      )}
    </Stack>
  );
}
