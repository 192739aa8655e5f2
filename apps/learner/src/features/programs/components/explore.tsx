import { Accordion, Alert, Badge, Card, Group, Loader, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type CatalogueProgram, type EnrolledGoal, programQueries, useCatalogue } from '../api';
import { ProgramImage } from './program-image';
import { ProgramModal } from './program-modal';
import classes from './explore.module.css';

function ProgramCard({ program, onOpen }: { program: CatalogueProgram; onOpen: () => void }) {
  return (
    <UnstyledButton onClick={onOpen} className={classes.cardButton} aria-haspopup="dialog">
      <Card withBorder padding={0} radius="md" h="100%">
        <ProgramImage program={program} height={120} />
        <Stack gap={4} p="md">
          <Text fw={700}>{program.name}</Text>
          <Group gap="xs">
            <Badge variant="light" color="gray" tt="capitalize">
              {program.proficiency}
            </Badge>
            <Text size="sm" c="dimmed">
              {program.number_of_days} days
            </Text>
          </Group>
        </Stack>
      </Card>
    </UnstyledButton>
  );
}

/**
 * Explore (docs/programs.md): collapsible Sprints and Programs sections of cards, each hidden when empty and
 * open by default; a card opens the program's modal with its one button.
 */
export function Explore({ goals, mobile }: { goals: EnrolledGoal[]; mobile: boolean }) {
  const catalogue = useCatalogue();
  const enrolled = useQuery(programQueries.enrolledPrograms());
  const [opened, setOpened] = useState<CatalogueProgram | null>(null);

  if (catalogue.isPending || enrolled.isPending) return <Loader aria-label="Loading programs" />;
  if (catalogue.isError || enrolled.isError) return <Alert color="red">An error occured while fetching your data. Please try again later.</Alert>;

  const enrolledIds = new Set(enrolled.data.map((row) => row.program_id));
  const sections = [
    { value: 'sprints', title: 'Sprints', programs: catalogue.data.sprints },
    { value: 'programs', title: 'Programs', programs: catalogue.data.programs },
  ].filter((section) => section.programs.length > 0);

  return (
    <Stack>
      {mobile && (
        <Title order={2} size="h3">
          Select Program
        </Title>
      )}
      {sections.length === 0 && <Text>There are no programs for you to join yet.</Text>}
      <Accordion multiple defaultValue={sections.map((section) => section.value)} variant="separated">
        {sections.map((section) => (
          <Accordion.Item key={section.value} value={section.value}>
            <Accordion.Control>
              <Text component="span" fw={700}>
                {section.title}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
                {section.programs.map((program) => (
                  <ProgramCard key={program.id} program={program} onOpen={() => setOpened(program)} />
                ))}
              </SimpleGrid>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      {opened && (
        <ProgramModal
          program={opened}
          enrolled={enrolledIds.has(opened.id)}
          followed={goals.some((goal) => goal.goal.program.id === opened.id && !goal.quitted)}
          onClose={() => setOpened(null)}
        />
      )}
    </Stack>
  );
}
