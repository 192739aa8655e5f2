import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { activeFilter } from '../../../components/list/list-frame';
import { matchesActive, pageLocally, type LocalListSpec } from '../../../components/list/list-query';
import { useListState } from '../../../components/list/use-list-state';
import { contentSorts, curriculumQueries, useAddSubtopic, type Subtopic } from '../api';
import { curriculumMessages } from '../messages';
import { ChoiceField } from './choice-field';
import { byIdAndName, requiredChoice } from './choices';
import { CodeNameDescription, ContentForm } from './content-form';
import { ContentActions } from './content-actions';
import { contentSortChoices } from './content-filters';
import { ContentCard, ContentPage, ListedContent } from './content-list';
import { nameDescriptionRules, withNormalizedNameDescription } from './text-fields';

/** /admin/subtopic/add: code, name, description and a topic (docs/back-office-app.md). */
export function AddSubtopicScreen() {
  const topics = useQuery(curriculumQueries.topics());
  const addSubtopic = useAddSubtopic();
  const form = useForm({
    initialValues: { code: '', name: '', description: '', topic_id: '' },
    validate: { ...nameDescriptionRules, topic_id: requiredChoice('a topic') },
  });
  return (
    <ContentForm
      title="Add subtopic"
      form={form}
      successMessage={curriculumMessages.subtopicAdded}
      save={(values) => addSubtopic.mutateAsync({ ...withNormalizedNameDescription(values), topic_id: Number(values.topic_id) })}
    >
      <CodeNameDescription inputProps={form.getInputProps} />
      <ChoiceField label="Topic" placeholder="Choose a topic" query={topics} option={byIdAndName} {...form.getInputProps('topic_id')} />
    </ContentForm>
  );
}

/** /admin/subtopic/list: cards with name, description and Active or Inactive. */
/** Subtopics stay few: loaded whole, searched by name or code, filtered by topic and flag in the browser. */
const subtopicList: LocalListSpec<Subtopic, 'topic_id' | 'active'> = {
  search: (subtopic) => [subtopic.name, subtopic.code],
  sorts: { name: (subtopic) => subtopic.name, code: (subtopic) => subtopic.code, created: (subtopic) => subtopic.id },
  filters: { topic_id: (subtopic, value) => String(subtopic.topic_id) === value, active: matchesActive },
};

export function SubtopicListScreen() {
  const subtopics = useQuery(curriculumQueries.subtopics());
  const topics = useQuery(curriculumQueries.topics());
  const list = useListState({ filters: ['topic_id', 'active'], sorts: contentSorts });
  const topicFilter = { name: 'topic_id' as const, label: 'Topic', any: 'All topics', options: (topics.data ?? []).map((topic) => ({ value: String(topic.id), label: topic.name })) };
  return (
    <ContentPage title="Subtopics">
      <ListedContent
        list={list}
        noun="subtopics"
        filters={[topicFilter, activeFilter]}
        sortChoices={contentSortChoices}
        page={{ isError: subtopics.isError, data: subtopics.data && pageLocally(subtopics.data, list.state, subtopicList) }}
        label="Subtopics"
        none="No subtopics yet."
        itemKey={(subtopic: Subtopic) => subtopic.id}
        renderItem={(subtopic) => (
          <ContentCard name={subtopic.name} description={subtopic.description} active={subtopic.active}>
            <ContentActions kind="subtopic" id={subtopic.id} name={subtopic.name} active={subtopic.active} />
          </ContentCard>
        )}
      />
    </ContentPage>
  );
}
