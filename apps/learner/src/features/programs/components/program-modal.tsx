import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { errorMessage, isApiError } from '@stride/api-sdk';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { AssessmentRouteState } from '../../../config/route-state';
import { type CatalogueProgram, programQueries, useEnrol } from '../api';
import { ProgramImage } from './program-image';
import { SubscriptionStatusModal } from './subscription-status-modal';

/** The error code of an enrolment the free plan does not allow (the pricing issue's server answers it). */
export const SUBSCRIPTION_REQUIRED = 'SubscriptionRequired';

/** What the modal says when enrolling failed; the free plan's refusal opens the Subscription Status modal instead. */
function enrolmentFailure(thrown: unknown): string | null {
  if (!thrown || (isApiError(thrown) && thrown.code === SUBSCRIPTION_REQUIRED)) return null;
  if (isApiError(thrown) && thrown.code === 'EnrollmentAlreadyExistsException') return 'You are already enrolled in this program.';
  return errorMessage(thrown, 'An error occured. Please try again later.');
}

interface ProgramModalProps {
  program: CatalogueProgram;
  /** Enrolled (program/get-enrolled lists it). */
  enrolled: boolean;
  /** A goal of it is followed (selected and not quitted). */
  followed: boolean;
  onClose: () => void;
}

/**
 * A catalogue card's modal (docs/programs.md): picture, name, description and one button. Enroll when not
 * enrolled; Get Started when enrolled but no goal is followed yet, back into the assessment (or its result
 * when the answers are in, and always for a sprint); Already Enrolled, disabled, once a goal is followed.
 */
export function ProgramModal({ program, enrolled, followed, onClose }: ProgramModalProps) {
  const navigate = useNavigate();
  const enrol = useEnrol();
  const [subscriptionRefusal, setSubscriptionRefusal] = useState<string | null>(null);
  const isSprint = program.program_type === 'sprint';
  const needsAnswers = enrolled && !followed && !isSprint;
  const responses = useQuery({ ...programQueries.assessmentResponses(program.id), enabled: needsAnswers });

  const state: AssessmentRouteState = { program_type: program.program_type, program_name: program.name };
  const toAssessment = (answered: boolean) =>
    void navigate(isSprint || answered ? `/assessment/result/${program.id}` : `/assessment/questions/${program.id}`, { state });

  const onEnrol = () =>
    enrol.mutate(program.id, {
      onSuccess: () => toAssessment(false),
      onError: (thrown) => {
        if (isApiError(thrown) && thrown.code === SUBSCRIPTION_REQUIRED) setSubscriptionRefusal(thrown.message);
      },
    });

  const failure = enrolmentFailure(enrol.error);

  let action;
  if (!enrolled) {
    action = (
      <Button fullWidth loading={enrol.isPending} onClick={onEnrol}>
        Enroll
      </Button>
    );
  } else if (followed) {
    action = (
      <Button fullWidth disabled>
        Already Enrolled
      </Button>
    );
  } else {
    action = (
      <Button fullWidth loading={needsAnswers && responses.isPending} onClick={() => toAssessment((responses.data?.length ?? 0) > 0)}>
        Get Started
      </Button>
    );
  }

  return (
    <>
      <Modal opened={subscriptionRefusal === null} onClose={onClose} title={program.name} centered size="lg">
        <Stack>
          <ProgramImage program={program} height={200} radius="md" />
          <Text>{program.description}</Text>
          <Text size="sm" c="dimmed">
            {isSprint ? 'Sprint' : 'Program'} · {program.number_of_days} learning days · <span style={{ textTransform: 'capitalize' }}>{program.proficiency}</span>
          </Text>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          {action}
        </Stack>
      </Modal>
      <SubscriptionStatusModal message={subscriptionRefusal} onClose={onClose} />
    </>
  );
}
