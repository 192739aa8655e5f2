import { Alert, Button, FileInput, Group, Image, Loader, NativeSelect, NumberInput, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { programImageKeyOf } from '@stride/validation';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { activeFilter } from '../../../components/list/list-frame';
import { pageLocally } from '../../../components/list/list-query';
import { useListState } from '../../../components/list/use-list-state';
import { curriculumQueries, useAddProgram, useUpdateProgram, useUploadProgramImage, type Program, type ProgramInput } from '../api';
import { curriculumMessages } from '../messages';
import { programFilters, programList, programSortChoices, programSorts, programTypeFilter } from '../program-list';
import { pictureSource, shippedPictureChoices } from '../program-pictures';
import { ContentActions } from './content-actions';
import { CodeNameDescription, ContentForm, type SavedFormProps } from './content-form';
import { ContentCard, ContentPage, ListedContent } from './content-list';
import { failureResult, type FormResult } from './form-result';
import { nameDescriptionRules, withNormalizedNameDescription } from './text-fields';

type ProgramValues = Omit<ProgramInput, 'number_of_days' | 'display_image_url'> & { number_of_days: number | string; display_image_url: string };

const typeChoices = [
  { value: 'program', label: 'Program' },
  { value: 'sprint', label: 'Sprint (exactly one goal, no assessment)' },
];
const levelChoices = [
  { value: 'beginner', label: 'Beginner' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'master', label: 'Master' },
];

const emptyProgram: ProgramValues = {
  code: '',
  name: '',
  description: '',
  program_type: 'program',
  proficiency: 'beginner',
  number_of_days: 20,
  display_image_url: '',
  active: true,
};

const programBody = (values: ProgramValues): ProgramInput => ({
  ...withNormalizedNameDescription(values),
  number_of_days: Number(values.number_of_days),
  display_image_url: values.display_image_url || null,
});

interface PictureFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** The program's picture: one of the shipped set or an upload (prepared by the server like a profile photo), with a preview. */
function PictureField({ value, onChange }: PictureFieldProps) {
  const upload = useUploadProgramImage();
  const [result, setResult] = useState<FormResult | null>(null);
  const uploaded = programImageKeyOf(value) !== null;
  const choices = [{ value: '', label: 'Default picture' }, ...shippedPictureChoices, ...(uploaded ? [{ value, label: 'Uploaded picture' }] : [])];

  const send = async (file: File | null) => {
    setResult(null);
    if (!file) return;
    try {
      onChange((await upload.mutateAsync(file)).display_image_url);
      setResult({ text: curriculumMessages.pictureUploaded, type: 'info' });
    } catch (thrown) {
      setResult(failureResult(thrown));
    }
  };

  return (
    <Stack gap="xs">
      <NativeSelect label="Picture" description="Shown on the program's card in Explore." data={choices} value={value} onChange={(event) => onChange(event.currentTarget.value)} />
      <FileInput
        label="Or upload a picture"
        description="PNG, JPEG or WebP, at most 1 MB."
        accept="image/png,image/jpeg,image/webp"
        disabled={upload.isPending}
        error={result?.type === 'error' ? result.text : undefined}
        onChange={(file) => void send(file)}
      />
      {upload.isPending && <Loader size="sm" aria-label="Uploading the picture" />}
      {result?.type === 'info' && (
        <Text size="sm" role="status">
          {result.text}
        </Text>
      )}
      <Image src={pictureSource(value || null)} alt="Preview of the program's picture" radius="md" w="100%" maw={320} />
    </Stack>
  );
}

type ProgramFormProps = SavedFormProps<ProgramValues, ProgramInput>;

/** Code, name, description, type, level, days, picture and flag (docs/back-office-app.md, "Programs"). */
function ProgramForm({ title, initialValues, successMessage, send, keepSaved }: ProgramFormProps) {
  const form = useForm<ProgramValues>({ initialValues, validate: nameDescriptionRules });
  return (
    <ContentForm
      title={title}
      form={form}
      successMessage={successMessage}
      keepSaved={keepSaved}
      save={(values) => send(programBody(values))}
    >
      <CodeNameDescription inputProps={form.getInputProps} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect label="Type" data={typeChoices} {...form.getInputProps('program_type')} />
        <NativeSelect label="Level" data={levelChoices} {...form.getInputProps('proficiency')} />
      </SimpleGrid>
      <NumberInput
        label="Number of days"
        description="Each goal's schedule has this many learning days."
        min={1}
        max={366}
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('number_of_days')}
      />
      <PictureField value={form.values.display_image_url} onChange={(value) => form.setFieldValue('display_image_url', value)} />
      <Switch label="Active: learners can find it in Explore and enrol" {...form.getInputProps('active', { type: 'checkbox' })} />
    </ContentForm>
  );
}

/** /admin/program/add. */
export function AddProgramScreen() {
  const addProgram = useAddProgram();
  return <ProgramForm title="Add program" initialValues={emptyProgram} successMessage={curriculumMessages.programAdded} send={addProgram.mutateAsync} />;
}

function EditProgramForm({ program }: { program: Program }) {
  const updateProgram = useUpdateProgram(program.id);
  const initialValues: ProgramValues = {
    code: program.code,
    name: program.name,
    description: program.description,
    program_type: program.program_type,
    proficiency: program.proficiency,
    number_of_days: program.number_of_days,
    display_image_url: program.display_image_url ?? '',
    active: program.active,
  };
  return <ProgramForm title="Edit program" initialValues={initialValues} successMessage={curriculumMessages.programUpdated} send={updateProgram.mutateAsync} keepSaved />;
}

/** /admin/program/edit/{program_id}: the add form with the program's values (read from the program list). */
export function EditProgramScreen() {
  const { program_id: param } = useParams();
  const programs = useQuery(curriculumQueries.programs());
  if (programs.isPending) return <Loader aria-label="Loading the program" />;
  const program = programs.data?.find((candidate) => candidate.id === Number(param));
  if (!program)
    return (
      <ContentPage title="Edit program">
        {programs.isError ? (
          <Alert color="red" role="alert">
            {curriculumMessages.thrown}
          </Alert>
        ) : (
          <Text>{curriculumMessages.unknownProgram}</Text>
        )}
      </ContentPage>
    );
  // Keyed, so another program's address starts a fresh form.
  return <EditProgramForm key={program.id} program={program} />;
}

const plural = (count: number, singular: string, several = `${singular}s`) => `${count} ${count === 1 ? singular : several}`;

function ProgramCard({ program }: { program: Program }) {
  return (
    <ContentCard name={program.name} description={program.description} active={program.active}>
      <Image src={pictureSource(program.display_image_url)} alt="" radius="sm" h={90} w="auto" fit="contain" />
      <Text size="sm">
        {program.program_type === 'sprint' ? 'Sprint' : 'Program'} · {plural(program.number_of_days, 'day')} · {plural(program.goal_count, 'goal')} ·{' '}
        {plural(program.learner_count, 'learner')} enrolled
      </Text>
      <Group gap="xs">
        <Button component={Link} to={`/admin/program/edit/${program.id}`} variant="default" size="xs" aria-label={`Edit ${program.name}`}>
          Edit
        </Button>
        <ContentActions kind="program" id={program.id} name={program.name} active={program.active} />
      </Group>
    </ContentCard>
  );
}

/** /admin/program: every program and sprint, searched, filtered, sorted and paged in the browser (docs/back-office-app.md, "Lists"). */
export function ProgramListScreen() {
  const programs = useQuery(curriculumQueries.programs());
  const list = useListState({ filters: programFilters, sorts: programSorts });
  return (
    <ContentPage title="Programs">
      <Group>
        <Button component={Link} to="/admin/program/add">
          Add program
        </Button>
      </Group>
      <ListedContent
        list={list}
        noun="programs"
        filters={[programTypeFilter, activeFilter]}
        sortChoices={programSortChoices}
        page={{ isError: programs.isError, data: programs.data && pageLocally(programs.data, list.state, programList) }}
        label="Programs"
        none="No programs yet."
        itemKey={(program: Program) => program.id}
        renderItem={(program) => <ProgramCard program={program} />}
      />
    </ContentPage>
  );
}
