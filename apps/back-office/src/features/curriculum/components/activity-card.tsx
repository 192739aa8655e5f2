import { Button, Group, List, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { Activity } from '../api';
import { questionTypeNames } from './choices';
import { ContentActions } from './content-actions';
import { ContentCard } from './content-list';
import type { PreviewState } from './preview-state';

export interface ActivityCardProps {
  /** The activity with its questions. */
  activity: Activity;
  /** The flag to show: a goal's listing has its own (docs/back-office-app.md); the actions switch the activity's own. */
  active: boolean;
  /** The goal whose listing shows the card, handed to the preview and back. */
  goalId?: number;
}

/** An activity with its details and questions, the ways to add questions, preview and edit it, and its actions (docs/back-office-app.md). */
export function ActivityCard({ activity, active, goalId }: ActivityCardProps) {
  const { pathname, search } = useLocation();
  // The preview returns here when it is finished or quit (docs/back-office-app.md).
  const previewState: PreviewState = { from: pathname + search, goal_id: goalId ?? null, program_name: null, activity_name: activity.name };
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
      <Group gap="xs">
        <Button component={Link} to={`/admin/question/add/${activity.id}`} variant="light" size="xs" w="fit-content" aria-label={`Add questions to ${activity.name}`}>
          Add questions
        </Button>
        <Button component={Link} to={`/admin/activity/preview/${activity.id}`} state={previewState} variant="default" size="xs" w="fit-content" aria-label={`Preview ${activity.name}`}>
          Preview
        </Button>
        <Button component={Link} to={`/admin/activity/edit/${activity.id}`} variant="default" size="xs" w="fit-content" aria-label={`Edit ${activity.name}`}>
          Edit
        </Button>
      </Group>
      <ContentActions kind="activity" id={activity.id} name={activity.name} active={activity.active} />
    </ContentCard>
  );
}
