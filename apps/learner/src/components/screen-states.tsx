import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '@stride/api-sdk';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { apiErrorMessage } from '../config/messages';
import { paths } from '../config/paths';

const positiveId = (value: string | null | undefined): number | null => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

/** The route's id parameter `name`, or null when the address holds something that is not an id. */
export function useIdParam(name: string): number | null {
  return positiveId(useParams()[name]);
}

/** The id in the address's query (`?goal=3`), or null: what a screen needs travels in its address too (docs/learn-players.md, "Addresses"). */
export function useQueryId(name: string): number | null {
  return positiveId(useSearchParams()[0].get(name));
}

/**
 * The navigation state a screen was opened with, or null when it lacks `required` (the screen was opened by
 * its address, not from the dashboard). It is a shortcut: the screens read what they need from the address when it is absent.
 */
export function useRouteState<State extends object>(required: keyof State): State | null {
  const state: unknown = useLocation().state;
  return typeof state === 'object' && state !== null && required in state ? (state as State) : null;
}

/** What a player shows when it cannot tell what to play: why, and the way back to the dashboard. */
export function MissingState({ title, message }: { title: string; message: string }) {
  return (
    <Stack maw={720} mx="auto" py="md" align="flex-start">
      <Title order={1}>{title}</Title>
      <Text>{message}</Text>
      <Button component={Link} to={paths.dashboard}>
        Go to the dashboard
      </Button>
    </Stack>
  );
}

/** Renders `children` with the query's data once it has arrived; a loader before, the error if it failed. */
export function QueryGate<T, E>({ query, label, children }: { query: UseQueryResult<T, E>; label: string; children: (data: T) => ReactNode }) {
  if (query.isPending) return <Loader aria-label={label} m="xl" />;
  if (query.isError) {
    return (
      <Alert color="red" role="alert" m="md">
        {errorMessage(query.error, apiErrorMessage)}
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
