import { Badge, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface PlanCardProps {
  name: string;
  /** The price as the spec words it ("$0 per year"). */
  price: string;
  features: string[];
  /** Marks the learner's current plan. */
  current?: boolean;
  /** The plan's button or link, if any. */
  action?: ReactNode;
}

/** A plan of /pricing: its name, price, what it includes, and what the learner can do about it. */
export function PlanCard({ name, price, features, current = false, action }: PlanCardProps) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="lg" flex="1 1 260px">
      <Stack gap="sm" h="100%">
        <Title order={2} size="h3" id={titleId}>
          {name}
        </Title>
        {current && (
          <Badge variant="light" color="stride">
            Currently subscribed
          </Badge>
        )}
        <Text size="xl" fw={700}>
          {price}
        </Text>
        <List spacing="xs" aria-label={`${name} includes`}>
          {features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        {action && <Stack mt="auto">{action}</Stack>}
      </Stack>
    </Paper>
  );
}
