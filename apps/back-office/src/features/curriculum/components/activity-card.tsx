import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/List.css';
import { Button, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Activity } from '../api';
import { ContentCard } from './content-list';

const questionTypeNames = { mcq: 'Multiple choice', fill_blanks: 'Fill in the blank', order: 'Ordering', flashcard: 'Flashcard' } as const;

export interface ActivityCardProps {
  /** The activity with its questions. */
  activity: Activity;
  /** The flag to show: a goal's listing has its own (back-office §3). */
  active: boolean;
}

/** An activity with its details and questions, and the way to add questions to it (back-office §2). */
export function ActivityCard({ activity, active }: ActivityCardProps) {
  return (
    <ContentCard name={activity.name} description={activity.description} active={active}>
      <Text size="sm" c="dimmed">
        {`Code ${activity.code} · ${activity.type === 'learn' ? 'Learn' : 'Revise'} · reattempt after ${activity.reattempt_after_days} days`}
      </Text>
      <Text size="sm" c="dimmed">
        {`Bonuses: same day ${activity.same_day_bonus}, same day all correct ${activity.same_day_all_correct_bonus}, all correct ${activity.all_correct_bonus}`}
      </Text>
      {activity.questions.length > 0 ? (
        <List type="ordered" size="sm" aria-label={`Questions of ${activity.name}`}>
          {activity.questions.map((question) => (
            <List.Item key={question.id}>{`${question.stem} (${questionTypeNames[question.type]})`}</List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm">No questions yet.</Text>
      )}
      <Button component={Link} to={`/admin/question/add/${activity.id}`} variant="light" size="xs" w="fit-content" aria-label={`Add questions to ${activity.name}`}>
        Add questions
      </Button>
    </ContentCard>
  );
}
