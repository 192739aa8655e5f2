import { Alert, Button, Group, Loader, NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { curriculumQueries, useAddTopic, useUpdateTopic, type Topic } from '../api';
import { activeChoices, matchesActive, matchesSearch, useListParams } from '../list-params';
import { curriculumMessages } from '../messages';
import { ContentActions } from './content-actions';
import { CodeNameDescription, ContentForm } from './content-form';
import { ContentCard, ContentList, ContentPage } from './content-list';
import { nameDescriptionRules, withNormalizedNameDescription } from './text-fields';

type TopicValues = { code: string; name: string; description: string };

interface TopicFormProps {
  title: string;
  initialValues: TopicValues;
  successMessage: string;
  send: (body: TopicValues) => Promise<unknown>;
  /** After a save the form keeps what was saved (editing) instead of starting over (adding). */
  keepSaved?: boolean;
}

function TopicForm({ title, initialValues, successMessage, send, keepSaved = false }: TopicFormProps) {
  const form = useForm<TopicValues>({ initialValues, validate: nameDescriptionRules });
  return (
    <ContentForm
      title={title}
      form={form}
      successMessage={successMessage}
      save={async (values) => {
        await send(withNormalizedNameDescription(values));
        if (keepSaved) form.setInitialValues(values);
      }}
    >
      <CodeNameDescription inputProps={form.getInputProps} />
    </ContentForm>
  );
}

/** /admin/topic/add: code, name and description; a new topic is active. */
export function AddTopicScreen() {
  const addTopic = useAddTopic();
  return <TopicForm title="Add topic" initialValues={{ code: '', name: '', description: '' }} successMessage={curriculumMessages.topicAdded} send={addTopic.mutateAsync} />;
}

function EditTopicForm({ topic }: { topic: Topic }) {
  const updateTopic = useUpdateTopic(topic.id);
  const initialValues = { code: topic.code, name: topic.name, description: topic.description };
  return <TopicForm title="Edit topic" initialValues={initialValues} successMessage={curriculumMessages.topicUpdated} send={updateTopic.mutateAsync} keepSaved />;
}

/** /admin/topic/edit/{topic_id}: the add form with the topic's values (read from the topic list). */
export function EditTopicScreen() {
  const { topic_id: param } = useParams();
  const topics = useQuery(curriculumQueries.topics());
  if (topics.isPending) return <Loader aria-label="Loading the topic" />;
  const topic = topics.data?.find((candidate) => candidate.id === Number(param));
  if (!topic)
    return (
      <ContentPage title="Edit topic">
        {topics.isError ? (
          <Alert color="red" role="alert">
            {curriculumMessages.thrown}
          </Alert>
        ) : (
          <Text>{curriculumMessages.unknownTopic}</Text>
        )}
      </ContentPage>
    );
  // Keyed, so another topic's address starts a fresh form.
  return <EditTopicForm key={topic.id} topic={topic} />;
}

const topicListDefaults = { q: '', active: 'all', sort: 'name' };
const topicSorts = [
  { value: 'name', label: 'Name' },
  { value: 'code', label: 'Code' },
];

/** /admin/topic: every topic, searched by name, filtered by flag and sorted, the state in the address. */
export function TopicListScreen() {
  const [state, set] = useListParams(topicListDefaults);
  const topics = useQuery({
    ...curriculumQueries.topics(),
    select: (rows: Topic[]) =>
      rows
        .filter((topic) => matchesSearch(topic.name, state.q) && matchesActive(topic.active, state.active))
        .sort((a, b) => (state.sort === 'code' ? a.code.localeCompare(b.code) : a.name.localeCompare(b.name)) || a.id - b.id),
  });
  return (
    <ContentPage title="Topics">
      <Group>
        <Button component={Link} to="/admin/topic/add">
          Add topic
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="Search by name" type="search" value={state.q} onChange={(event) => set('q', event.currentTarget.value)} />
        <NativeSelect label="Active" data={activeChoices} value={state.active} onChange={(event) => set('active', event.currentTarget.value)} />
        <NativeSelect label="Sort by" data={topicSorts} value={state.sort} onChange={(event) => set('sort', event.currentTarget.value)} />
      </SimpleGrid>
      <ContentList
        query={topics}
        label="Topics"
        empty="No topics match."
        itemKey={(topic: Topic) => topic.id}
        renderItem={(topic) => (
          <ContentCard name={topic.name} description={topic.description} active={topic.active}>
            <Text size="sm">Code {topic.code}</Text>
            <Group gap="xs">
              <Button component={Link} to={`/admin/topic/edit/${topic.id}`} variant="default" size="xs" aria-label={`Edit ${topic.name}`}>
                Edit
              </Button>
              <ContentActions kind="topic" id={topic.id} name={topic.name} active={topic.active} />
            </Group>
          </ContentCard>
        )}
      />
    </ContentPage>
  );
}
