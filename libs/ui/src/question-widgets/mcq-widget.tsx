import { Group, Radio, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { markStyle, type Mark } from './marks';
import classes from './question-widgets.module.css';
import type { AnswerWidgetProps } from './types';

/** The words beside a marked option, so the verdict does not rest on colour alone. */
function markText(mark: Mark, chosen: boolean) {
  if (mark === 'correct') return chosen ? 'Your answer: correct' : 'Correct answer';
  return 'Your answer: wrong';
}

/**
 * Multiple choice: one radio per option, in the options' order. With a result the correct option turns
 * green and a wrong choice red, each also said in words.
 */
export function McqWidget({ question, value, onChange, locked = false, result, labelledBy }: AnswerWidgetProps<number | null>) {
  const name = useId();
  const options = [...question.components].sort((a, b) => a.position - b.position);
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : question.stem.trim() || 'Answer'} aria-readonly={locked || undefined}>
      <Stack gap="sm">
        {options.map(({ mcq_options: option }, index) => {
          const chosen = value === option.id;
          const mark: Mark | undefined = result ? (option.id === result.answer ? 'correct' : chosen ? 'incorrect' : undefined) : undefined;
          return (
            <Radio.Card
              key={option.id}
              name={name}
              value={String(option.id)}
              checked={chosen}
              // An option still blank (the back office's live preview of a question being written) is named by its place.
              aria-label={option.option_text.trim() ? undefined : `Option ${index + 1}`}
              onClick={() => {
                if (!locked) onChange(option.id);
              }}
              className={classes.option}
              mod={{ mark }}
              style={markStyle(mark)}
              p="md"
              radius="md"
            >
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <Text inherit className={classes.optionText}>
                  {option.option_text}
                </Text>
                {mark && (
                  <Text inherit fw={700} size="sm" className={classes.mark}>
                    {markText(mark, chosen)}
                  </Text>
                )}
              </Group>
            </Radio.Card>
          );
        })}
      </Stack>
    </div>
  );
}
