import { Alert, Button, Group, Image, Loader, Modal, Progress, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { AnswerBanner, EmptyState, QuestionWidget, hasAnswer, type QuestionAnswer, type WidgetQuestion, type WidgetResult } from '@stride/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { curriculumQueries, type Activity, type QuestionItem } from '../api';
import { curriculumMessages } from '../messages';
import { checkPreviewAnswer, completedPercent, initialPreviewAnswers } from '../preview-answers';
import { failureResult } from './form-result';
import { useGoalProgramName } from './goal-program-name';
import { readPreviewState, type PreviewState } from './preview-state';

/** A checked question: its verdict and correct answer, or null when the question has no key to check against. */
type Checked = { result: WidgetResult<QuestionAnswer> | null };

interface PreviewPlayerProps {
  /** The page heading. */
  title: string;
  /** The activity's questions in play order, key included. */
  items: QuestionItem[];
  /** Finish, or Yes in the quit dialog: back to where the preview was opened from. */
  onLeave: () => void;
}

/**
 * The questions one at a time, as a learner meets them, in the learner's own widgets (docs/back-office-app.md): Check
 * until the answer is checked (correct green, wrong red, the explanation with the verdict), then Next, or
 * Finish on the last question; a flashcard needs no check. Back revisits earlier questions as they were left.
 */
function PreviewPlayer({ title, items, onLeave }: PreviewPlayerProps) {
  const questions = items.map((item) => item.question);
  const [index, setIndex] = useState(0);
  const [furthest, setFurthest] = useState(0);
  const [answers, setAnswers] = useState(() => initialPreviewAnswers(questions));
  const [checked, setChecked] = useState<Record<number, Checked>>({});
  const [quitOpened, quitDialog] = useDisclosure(false);
  const stem = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Moving to another question puts focus on its stem, so a screen reader reads the new question.
  useEffect(() => {
    if (moved.current) stem.current?.focus();
  }, [index]);

  const question = questions[index];
  if (!question) return null;
  const total = questions.length;
  const isLast = index === total - 1;
  const isFlashcard = question.type === 'flashcard';
  const answer = answers[question.id] ?? null;
  const check = checked[question.id];
  // Checked questions, and the flashcards reached so far, are the completed share.
  const completed = questions.filter((item, at) => checked[item.id] !== undefined || (item.type === 'flashcard' && at <= furthest)).length;
  const action = isFlashcard || check ? (isLast ? 'Finish' : 'Next') : 'Check';
  const stemId = `preview-question-${question.id}-stem`;

  const goTo = (next: number) => {
    moved.current = true;
    setIndex(next);
    setFurthest((current) => Math.max(current, next));
  };
  const act = () => {
    if (action === 'Finish') onLeave();
    else if (action === 'Next') goTo(index + 1);
    else if (hasAnswer(answer)) setChecked((current) => ({ ...current, [question.id]: { result: checkPreviewAnswer(question, answer) } }));
  };

  return (
    <Stack maw={760} mx="auto" py="md" gap="lg">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Button variant="default" onClick={quitDialog.open}>
          Quit
        </Button>
      </Group>
      <Stack gap={4}>
        <Progress value={completedPercent(completed, total)} aria-label="Questions completed" />
        <Text size="sm" c="dimmed">{`Question ${index + 1} of ${total}`}</Text>
      </Stack>

      <PreviewQuestion
        key={question.id}
        question={question}
        stemId={stemId}
        stemRef={stem}
        answer={answer}
        onAnswer={(next) => {
          if (!check) setAnswers((current) => ({ ...current, [question.id]: next }));
        }}
        check={check}
      />

      <Group justify="space-between">
        <Button variant="default" onClick={() => goTo(index - 1)} disabled={index === 0}>
          Back
        </Button>
        <Button onClick={act} disabled={action === 'Check' && !hasAnswer(answer)}>
          {action}
        </Button>
      </Group>

      <Modal opened={quitOpened} onClose={quitDialog.close} title={curriculumMessages.quitPreview} centered>
        <Group justify="flex-end">
          <Button variant="default" onClick={quitDialog.close}>
            No
          </Button>
          <Button color="red.8" onClick={onLeave}>
            Yes
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

interface PreviewQuestionProps {
  question: WidgetQuestion;
  stemId: string;
  stemRef: Ref<HTMLHeadingElement>;
  answer: QuestionAnswer | null;
  onAnswer: (answer: QuestionAnswer) => void;
  check: Checked | undefined;
}

/** One question: the stem as a heading, its picture, the widget, and once checked the verdict with the explanation. */
function PreviewQuestion({ question, stemId, stemRef, answer, onAnswer, check }: PreviewQuestionProps) {
  return (
    <Stack gap="md">
      <Title order={2} size="h3" id={stemId} ref={stemRef} tabIndex={-1}>
        {question.stem}
      </Title>
      {question.question_image_url && <Image src={question.question_image_url} alt={`Picture for the question: ${question.stem}`} radius="md" mah={320} fit="contain" />}
      <QuestionWidget question={question} answer={answer} onAnswer={onAnswer} locked={check !== undefined} result={check?.result ?? undefined} labelledBy={stemId} />
      {check &&
        (check.result ? (
          <AnswerBanner correct={check.result.correct} comment={question.comment ?? undefined} />
        ) : (
          <Alert color="yellow" role="status">
            {curriculumMessages.previewNoKey}
          </Alert>
        ))}
    </Stack>
  );
}

/** The page heading: the activity's name from the link that opened the preview, or from the activity list already loaded. */
function useTitle(activityId: number, state: PreviewState) {
  const cached = useQueryClient().getQueryData<Activity[]>(curriculumQueries.activities().queryKey);
  const name = state.activity_name ?? cached?.find((activity) => activity.id === activityId)?.name;
  return name ? `Preview: ${name}` : 'Activity preview';
}

/**
 * /admin/activity/preview/{activity_id} (docs/back-office-app.md): the activity's questions stepped through as a learner
 * would. Finish, and Yes to "Are you sure to quit?", go back to the screen that opened the preview (navigation
 * state `from`, else /admin/activity/all), handing it goal_id and program_name.
 */
export function ActivityPreviewScreen() {
  const activityId = Number(useParams().activity_id);
  const validId = Number.isInteger(activityId) && activityId > 0;
  const state = readPreviewState(useLocation().state);
  const navigate = useNavigate();
  const questions = useQuery({ ...curriculumQueries.activityPreview(activityId), enabled: validId });
  const title = useTitle(activityId, state);
  // The referrer may not know the goal's program (a goal's activity list does not): looked up from the goal.
  const lookedUpProgramName = useGoalProgramName(state.program_name === null ? state.goal_id : null);
  const programName = state.program_name ?? lookedUpProgramName;
  const leave = () => void navigate(state.from, { state: { goal_id: state.goal_id, program_name: programName } });

  if (!validId) return <PreviewMessage title={title} message={curriculumMessages.previewUnknownActivity} onLeave={leave} />;
  if (questions.isPending) return <Loader aria-label="Loading the questions" m="xl" />;
  if (questions.isError)
    return (
      <PreviewMessage title={title} onLeave={leave}>
        <Alert color="red" role="alert">
          {failureResult(questions.error).text}
        </Alert>
      </PreviewMessage>
    );
  if (questions.data.questions.length === 0)
    return (
      <PreviewMessage title={title} onLeave={leave}>
        <EmptyState
          message={curriculumMessages.previewNoQuestions}
          action={
            <Button component={Link} to={`/admin/question/add/${activityId}`} variant="light">
              Add questions
            </Button>
          }
        />
      </PreviewMessage>
    );
  return <PreviewPlayer title={title} items={questions.data.questions} onLeave={leave} />;
}

/** The preview when there is nothing to step through: the heading, why, and the way back (no question to quit). */
function PreviewMessage({ title, message, onLeave, children }: { title: string; message?: string; onLeave: () => void; children?: ReactNode }) {
  return (
    <Stack maw={760} mx="auto" py="md" gap="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      {message && <Text>{message}</Text>}
      {children}
      <Button variant="default" w="fit-content" onClick={onLeave}>
        Back
      </Button>
    </Stack>
  );
}
