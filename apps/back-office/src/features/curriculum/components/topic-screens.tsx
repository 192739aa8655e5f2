import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { activeFilter } from '../../../components/list/list-frame';
import { matchesActive, pageLocally, type LocalListSpec } from '../../../components/list/list-query';
import { useListState } from '../../../components/list/use-list-state';
import { contentSorts, curriculumQueries, useAddTopic, useUpdateTopic, type Topic } from '../api';
import { curriculumMessages } from '../messages';
import { ContentActions } from './content-actions';
import { CodeNameDescription, ContentForm, type SavedFormProps } from './content-form';
import { contentSortChoices } from './content-filters';
import { ContentCard, ContentPage, ListedContent } from './content-list';
import { nameDescriptionRules, withNormalizedNameDescription } from './text-fields';

type TopicValues = { code: string; name: string; description: string };

type TopicFormProps = SavedFormProps<TopicValues, TopicValues>;

function TopicForm({ title, initialValues, successMessage, send, keepSaved }: TopicFormProps) {
  const form = useForm<TopicValues>({ initialValues, validate: nameDescriptionRules });
  return (
    <ContentForm
      title={title}
      form={form}
      successMessage={successMessage}
      keepSaved={keepSaved}
      save={(values) => send(withNormalizedNameDescription(values))}
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

/** Topics stay few: loaded whole, searched by name or code, filtered by flag and sorted in the browser. */
const topicList: LocalListSpec<Topic, 'active'> = {
  search: (topic) => [topic.name, topic.code],
  sorts: { name: (topic) => topic.name, code: (topic) => topic.code, created: (topic) => topic.id },
  filters: { active: matchesActive },
};

/** /admin/topic: every topic, searched, filtered, sorted and paged in the browser (docs/back-office-app.md, "Lists"). */
export function TopicListScreen() {
  const topics = useQuery(curriculumQueries.topics());
  const list = useListState({ filters: ['active'], sorts: contentSorts });
  return (
    <ContentPage title="Topics">
      <Group>
        <Button component={Link} to="/admin/topic/add">
          Add topic
        </Button>
      </Group>
      <ListedContent
        list={list}
        noun="topics"
        filters={[activeFilter]}
        sortChoices={contentSortChoices}
        page={{ isError: topics.isError, data: topics.data && pageLocally(topics.data, list.state, topicList) }}
        label="Topics"
        none="No topics yet."
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
