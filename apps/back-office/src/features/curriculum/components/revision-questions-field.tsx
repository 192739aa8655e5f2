import { Button, Checkbox, Fieldset, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Activity, RevisionQuestionSummary } from '../api';
import { ChoiceField } from './choice-field';
import { byIdAndName, questionTypeNames } from './choices';
import { MoveButtons, useFocusAfterRender, type MoveDirection } from './reorder-controls';

/** The contract's limit (RevisionInput.question_ids). */
export const MAX_REVISION_QUESTIONS = 50;

/** The revision form's values: its fields and the questions it asks, in play order. */
export interface RevisionValues {
  code: string;
  name: string;
  description: string;
  questions: RevisionQuestionSummary[];
}


export interface RevisionQuestionsFieldProps {
  /** The revision form; its `questions` are chosen and ordered here. */
  form: UseFormReturnType<RevisionValues>;
  /** The activities whose questions a revision may ask. */
  activities: UseQueryResult<Activity[], unknown>;
}

/**
 * The questions a revision asks: an activity is chosen, its questions ticked (each joins the end of the
 * chosen list), and the chosen list reordered or trimmed with Move up, Move down and Remove. Every change is
 * announced; after a move focus stays on the moved question's button, after a removal it goes to the list.
 */
export function RevisionQuestionsField({ form, activities }: RevisionQuestionsFieldProps) {
  const labelId = useId();
  const chosenId = useId();
  const baseId = useId();
  const [activityId, setActivityId] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const focusAfterRender = useFocusAfterRender();
  const chosen = form.getValues().questions;
  const activity = activities.data?.find((item) => String(item.id) === activityId);
  const full = chosen.length >= MAX_REVISION_QUESTIONS;
  const control = (id: number, direction: MoveDirection) => `${baseId}-${id}-${direction}`;

  /** Takes the question at `index` off the list; whether there was one. */
  const drop = (index: number) => {
    const question = chosen[index];
    if (!question) return false;
    form.removeListItem('questions', index);
    setAnnouncement(`"${question.stem}" removed.`);
    return true;
  };

  // Its button leaves with it, so focus goes to the list's heading.
  const remove = (index: number) => {
    if (drop(index)) focusAfterRender(chosenId);
  };

  const toggle = (question: Activity['questions'][number], ticked: boolean) => {
    if (!activity) return;
    if (!ticked) {
      drop(chosen.findIndex((item) => item.id === question.id));
      return;
    }
    form.insertListItem('questions', { ...question, activity_id: activity.id, activity_name: activity.name });
    setAnnouncement(`"${question.stem}" added as question ${chosen.length + 1}.`);
  };

  const move = (index: number, to: number, direction: MoveDirection) => {
    const question = chosen[index];
    if (!question) return;
    form.reorderListItem('questions', { from: index, to });
    setAnnouncement(`Question ${index + 1} moved ${direction} to position ${to + 1}.`);
    focusAfterRender(control(question.id, direction), control(question.id, direction === 'up' ? 'down' : 'up'));
  };

  return (
    <div role="group" aria-labelledby={labelId}>
      <Text size="sm" fw={500} id={labelId}>
        Questions
      </Text>
      <Text size="xs" c="dimmed">
        {`Questions of activities, asked again in the order chosen (at most ${MAX_REVISION_QUESTIONS}).`}
      </Text>
      <Stack gap="sm" mt="xs">
        <ChoiceField label="Activity" placeholder="Choose an activity" query={activities} option={byIdAndName} value={activityId} onChange={(event) => setActivityId(event.currentTarget.value)} />
        {activity && (
          <Fieldset legend={`Questions of ${activity.name}`} variant="filled">
            {activity.questions.length === 0 ? (
              <Text size="sm">This activity has no questions yet.</Text>
            ) : (
              <Stack gap="xs">
                {activity.questions.map((question) => {
                  const ticked = chosen.some((item) => item.id === question.id);
                  return (
                    <Checkbox
                      key={question.id}
                      label={question.stem}
                      description={questionTypeNames[question.type]}
                      checked={ticked}
                      disabled={full && !ticked}
                      onChange={(event) => toggle(question, event.currentTarget.checked)}
                    />
                  );
                })}
              </Stack>
            )}
          </Fieldset>
        )}
        <Text size="sm" fw={500} id={chosenId} tabIndex={-1}>
          {`Chosen questions (${chosen.length})`}
        </Text>
        {chosen.length === 0 ? (
          <Text size="sm">No questions chosen yet.</Text>
        ) : (
          <Stack component="ol" gap="xs" p={0} m={0} aria-labelledby={chosenId} style={{ listStyle: 'none' }}>
            {chosen.map((question, index) => (
              <li key={question.id}>
                <Fieldset legend={`Question ${index + 1}`} variant="filled">
                  <Stack gap={4}>
                    <Text size="sm">{question.stem}</Text>
                    <Text size="xs" c="dimmed">{`${questionTypeNames[question.type]} · from ${question.activity_name}`}</Text>
                    <Group gap="xs">
                      <MoveButtons idOf={(direction) => control(question.id, direction)} index={index} count={chosen.length} onMove={(to, direction) => move(index, to, direction)} />
                      <Button variant="subtle" color="red" size="xs" onClick={() => remove(index)}>
                        Remove
                      </Button>
                    </Group>
                  </Stack>
                </Fieldset>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </div>
  );
}
