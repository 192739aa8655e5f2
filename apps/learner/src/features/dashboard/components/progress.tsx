import { Card, SimpleGrid, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { dashboardQueries } from '../api';
import { dashboardMessages } from '../messages';
import { WeekPointsChart } from './week-points-chart';


const SHORT_DAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];
const longDay = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' });

/** A calendar date of the contract (YYYY-MM-DD), read as that day wherever the browser is. */
const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

function Stat({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={700} tt="uppercase">
        {label}
      </Text>
      <Text component="dd" m={0} fz="xl" fw={700}>
        {value ?? <Skeleton height={28} width={48} mt={4} />}
      </Text>
    </div>
  );
}

/** The week's points as a bar chart, with a table carrying the same numbers for screen readers. */
function WeekPoints() {
  const headingId = useId();
  const week = useQuery(dashboardQueries.weekPoints());
  let content;
  if (week.isPending) content = <Skeleton height={180} radius="md" />;
  else if (week.isError) content = <Text>{dashboardMessages.progressError}</Text>;
  else
    content = (
      <>
        <WeekPointsChart data={week.data.map((item) => ({ day: SHORT_DAYS[dayOf(item.date).getUTCDay()] ?? item.date, points: item.points_earned }))} />
        <VisuallyHidden>
          <Table>
            <caption>Points earned each day this week</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Points</th>
              </tr>
            </thead>
            <tbody>
              {week.data.map((item) => (
                <tr key={item.date}>
                  <th scope="row">{longDay.format(dayOf(item.date))}</th>
                  <td>{item.points_earned}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </VisuallyHidden>
      </>
    );
  return (
    <Stack component="section" aria-labelledby={headingId} aria-busy={week.isPending} gap="xs">
      <Title order={3} size="h4" id={headingId}>
        Points this week
      </Title>
      {content}
    </Stack>
  );
}

/** Total XP, the streak and the highest streak, and the week's points (the Progress tab on a phone). */
export function Progress() {
  const headingId = useId();
  const total = useQuery(dashboardQueries.totalPoints());
  const streak = useQuery(dashboardQueries.streak());
  const failed = total.isError || streak.isError;
  return (
    <Card component="section" withBorder padding="md" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId}>
          Your progress
        </Title>
        {failed ? (
          <Text>{dashboardMessages.progressError}</Text>
        ) : (
          <SimpleGrid component="dl" cols={3} m={0}>
            <Stat label="Total XP" value={total.data?.total_points} />
            <Stat label="Streak" value={streak.data?.task_streak} />
            <Stat label="Highest streak" value={streak.data?.highest_streak} />
          </SimpleGrid>
        )}
        <WeekPoints />
      </Stack>
    </Card>
  );
}
