import { ActionIcon, Alert, Button, Group, Loader, Progress, Radio, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { errorMessage } from '@stride/api-sdk';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { AssessmentRouteState } from '../../../config/route-state';
import { assessmentQueries, useSubmitAssessment } from '../api';
import { useProgramIdParam } from '../program-id';
import classes from './assessment-questions-screen.module.css';

/** How long a chosen answer stays in view before the next question slides in (docs/domain-rules.md, Screen constants). */
export const AUTO_ADVANCE_MS = 700;

/** Stems over 20 words get a smaller heading (docs/programs.md). */
const isLongStem = (stem: string) => stem.trim().split(/\s+/).length > 20;

function Arrow({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={direction === 'previous' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}

/**
 * /assessment/questions/{program_id} (docs/programs.md): one question per slide with radio options, dots
 * and arrows. Choosing an option moves on after 700 ms; with reduced motion nothing moves by itself and a
 * Next button does it. Submit on the last slide posts the answers (or patches earlier ones) and opens the
 * result. A sprint has no questions and goes straight to its result.
 */
export function AssessmentQuestionsScreen() {
  const programId = useProgramIdParam();
  const state = (useLocation().state ?? null) as Partial<AssessmentRouteState> | null;
  const navigate = useNavigate();
  const reducedMotion = useReducedMotion();
  const isSprint = state?.program_type === 'sprint';
  const questions = useQuery({ ...assessmentQueries.assessmentQuestions(programId ?? 0), enabled: programId !== null && !isSprint });
  const submit = useSubmitAssessment(programId ?? 0);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const advance = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(advance.current), []);

  const resultPath = `/assessment/result/${programId ?? ''}`;
  if (programId === null) return <Alert color="red">This assessment does not exist.</Alert>;
  if (isSprint) return <Navigate to={resultPath} replace state={state} />;
  if (questions.isPending) return <Loader aria-label="Loading the assessment" m="xl" />;
  if (questions.isError) return <Alert color="red">{errorMessage(questions.error, 'An error occured while fetching your data. Please try again later.')}</Alert>;

  const list = questions.data;
  const total = list.length;
  const question = list[Math.min(index, total - 1)];
  if (!question) return <Navigate to={resultPath} replace state={state} />;
  const isLast = index >= total - 1;
  const answered = list.filter((item) => answers[item.id] !== undefined).length;

  const goTo = (next: number) => {
    clearTimeout(advance.current);
    setIndex(Math.max(0, Math.min(next, total - 1)));
  };
  const choose = (value: string) => {
    setAnswers((current) => ({ ...current, [question.id]: Number(value) }));
    clearTimeout(advance.current);
    if (!isLast && !reducedMotion) advance.current = setTimeout(() => setIndex(index + 1), AUTO_ADVANCE_MS);
  };
  const onSubmit = () =>
    submit.mutate(
      list.flatMap((item) => {
        const chosen = answers[item.id];
        return chosen === undefined ? [] : [{ question_id: item.id, component_id: chosen }];
      }),
      { onSuccess: () => void navigate(resultPath, { state: { program_type: 'program', program_name: state?.program_name ?? '' } satisfies AssessmentRouteState }) },
    );

  return (
    <Stack maw={720} mx="auto" py="md">
      <Title order={1}>{state?.program_name ? `${state.program_name}: assessment` : 'Assessment'}</Title>
      <Text>Answer {total} short questions and we will recommend the goal that suits you best.</Text>
      <Progress value={(index / total) * 100} aria-label={`Question ${index + 1} of ${total}`} />
      <Text size="sm" c="dimmed" aria-live="polite">
        Question {index + 1} of {total}
      </Text>

      <Radio.Group
        key={question.id}
        className={classes.slide}
        value={answers[question.id] === undefined ? null : String(answers[question.id])}
        onChange={choose}
        label={question.stem}
        labelProps={{ className: isLongStem(question.stem) ? classes.longStem : classes.stem }}
      >
        <Stack gap="sm" mt="md">
          {question.components.map((option) => (
            <Radio.Card key={option.id} value={String(option.id)} className={classes.option} p="md" radius="md">
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <Text>{option.option_text}</Text>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>

      <Group justify="space-between" wrap="nowrap">
        <ActionIcon variant="default" size="lg" aria-label="Previous question" disabled={index === 0} onClick={() => goTo(index - 1)}>
          <Arrow direction="previous" />
        </ActionIcon>
        <Group gap={2} role="group" aria-label="Questions">
          {list.map((item, position) => (
            <UnstyledButton
              key={item.id}
              className={classes.dot}
              data-answered={answers[item.id] !== undefined || undefined}
              aria-label={`Question ${position + 1}${answers[item.id] !== undefined ? ', answered' : ''}`}
              aria-current={position === index ? 'step' : undefined}
              onClick={() => goTo(position)}
            />
          ))}
        </Group>
        <ActionIcon variant="default" size="lg" aria-label="Next question" disabled={isLast} onClick={() => goTo(index + 1)}>
          <Arrow direction="next" />
        </ActionIcon>
      </Group>

      {reducedMotion && !isLast && (
        <Button onClick={() => goTo(index + 1)} disabled={answers[question.id] === undefined}>
          Next
        </Button>
      )}
      {isLast && (
        <Button onClick={onSubmit} disabled={answered < total} loading={submit.isPending}>
          Submit
        </Button>
      )}
      {isLast && answered < total && (
        <Text size="sm" c="dimmed">
          Answer every question to submit ({answered} of {total} answered).
        </Text>
      )}
      {submit.isError && (
        <Alert color="red" role="alert">
          {errorMessage(submit.error, 'An error occured. Please try again later.')}
        </Alert>
      )}
    </Stack>
  );
}
