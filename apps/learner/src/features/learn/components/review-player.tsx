import type { UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { QuestionItem } from '../api';
import { learnMessages } from '../messages';
import { QuestionPlayer } from './question-player';
import { MissingState, QueryGate } from '../../../components/screen-states';

/** A review (docs/learn-players.md): the answers of the first attempt in the player, read-only; Finish returns to the dashboard. */
export function ReviewPlayer<E>({ responses, title }: { responses: UseQueryResult<QuestionItem[], E>; title: string }) {
  const navigate = useNavigate();
  return (
    <QueryGate query={responses} label="Loading your answers">
      {(items) =>
        items.length === 0 ? (
          <MissingState title={title} message={learnMessages.noQuestions} />
        ) : (
          <QuestionPlayer title={title} items={items} onFinish={() => void navigate(paths.dashboard)} />
        )
      }
    </QueryGate>
  );
}
