import { Card, Flex, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Schema } from '@stride/api-sdk';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { dashboardQueries } from '../api';

type ContextCard = Schema<'ContextCard'>;

const directions = { top: 'column', left: 'row', right: 'row-reverse' } as const;

function ContextCardView({ card }: { card: ContextCard }) {
  return (
    <Card component="li" withBorder padding="md">
      <Flex direction={{ base: 'column', xs: directions[card.image_display_position] }} gap="md">
        {/* The title and text carry the card; its picture is decoration. */}
        {card.image_url && <Image src={card.image_url} alt="" radius="sm" maw={{ base: '100%', xs: card.image_display_position === 'top' ? '100%' : 160 }} />}
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {card.context_card_display_name}
          </Text>
          <Title order={3} size="h4">
            {card.card_title}
          </Title>
          <Text size="sm">{card.card_display_text}</Text>
        </Stack>
      </Flex>
    </Card>
  );
}

interface ContextCardsProps {
  dayAdjust: number;
  /** Goals whose cards to show (those of the program chosen), or null for every goal's. */
  goalIds: number[] | null;
  /** False until welcome-back has finished, like the day lists. */
  ready: boolean;
}

/**
 * The context cards of the day viewed; nothing at all on a day without any. They only add to the day's
 * items, so a failure to load them leaves them out rather than filling the screen with an error.
 */
export function ContextCards({ dayAdjust, goalIds, ready }: ContextCardsProps) {
  const headingId = useId();
  const day = useQuery({ ...dashboardQueries.contextCards(dayAdjust), enabled: ready });
  const cards = (day.data?.contextCard ?? []).filter((group) => goalIds === null || goalIds.includes(group.goal_id)).flatMap((group) => group.context_cards);

  if (day.isPending) return <Skeleton height={120} radius="md" />;
  if (cards.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={2} size="h3" id={headingId}>
        Context cards
      </Title>
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby={headingId}>
        {cards.map((card, index) => (
          <ContextCardView key={`${card.card_title}-${index}`} card={card} />
        ))}
      </Stack>
    </Stack>
  );
}
