import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { curriculumQueries, useAddSubtopic, type Subtopic } from '../api';
import { curriculumMessages } from '../messages';
import { ChoiceField } from './choice-field';
import { byIdAndName, requiredChoice } from './choices';
import { CodeNameDescription, ContentForm } from './content-form';
import { ContentActions } from './content-actions';
import { ContentCard, ContentListPage } from './content-list';
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
export function SubtopicListScreen() {
  const subtopics = useQuery(curriculumQueries.subtopics());
  return (
    <ContentListPage
      title="Subtopics"
      query={subtopics}
      label="Subtopics"
      empty="No subtopics yet."
      itemKey={(subtopic: Subtopic) => subtopic.id}
      renderItem={(subtopic) => (
        <ContentCard name={subtopic.name} description={subtopic.description} active={subtopic.active}>
          <ContentActions kind="subtopic" id={subtopic.id} name={subtopic.name} active={subtopic.active} />
        </ContentCard>
      )}
    />
  );
}
