import { List, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useListState } from '../../../components/list/use-list-state';
import { contentSorts, curriculumQueries, useAddRevision, type Revision } from '../api';
import { curriculumMessages } from '../messages';
import { questionTypeNames } from './choices';
import { ContentActions } from './content-actions';
import { CodeNameDescription, ContentForm } from './content-form';
import { contentSortChoices, scopeFilterNames, useScopeFilters } from './content-filters';
import { ContentCard, ContentPage, ListedContent } from './content-list';
import { RevisionQuestionsField, type RevisionValues } from './revision-questions-field';
import { nameDescriptionRules, withNormalizedNameDescription } from './text-fields';

const emptyRevision: RevisionValues = { code: '', name: '', description: '', questions: [] };

/** /admin/revision/add: code, name, description and the activities' questions it asks again, in order (ours: the spec has no revision authoring). */
export function AddRevisionScreen() {
  const activities = useQuery(curriculumQueries.activities());
  const addRevision = useAddRevision();
  const form = useForm<RevisionValues>({ initialValues: emptyRevision, validate: nameDescriptionRules });
  return (
    <ContentForm
      title="Add revision"
      form={form}
      successMessage={curriculumMessages.revisionAdded}
      save={({ questions, ...values }) => addRevision.mutateAsync({ ...withNormalizedNameDescription(values), question_ids: questions.map((question) => question.id) })}
    >
      <CodeNameDescription inputProps={form.getInputProps} />
      <RevisionQuestionsField form={form} activities={activities} />
    </ContentForm>
  );
}

/** /admin/revision/list: every revision with Active or Inactive, its description and the questions it asks, in order. */
export function RevisionListScreen() {
  const list = useListState({ filters: scopeFilterNames, sorts: contentSorts });
  const page = useQuery(curriculumQueries.revisionPage(list.state));
  return (
    <ContentPage title="Revisions">
      <ListedContent
        list={list}
        noun="revisions"
        filters={useScopeFilters(list.state)}
        sortChoices={contentSortChoices}
        page={page}
        label="Revisions"
        none="No revisions yet."
        itemKey={(revision: Revision) => revision.id}
        renderItem={(revision) => (
          <ContentCard name={revision.name} description={revision.description} active={revision.active}>
            <Text size="sm" c="dimmed">{`Code ${revision.code}`}</Text>
            <List type="ordered" size="sm" aria-label={`Questions of ${revision.name}`}>
              {revision.questions.map((question) => (
                <List.Item key={question.id}>{`${question.stem} (${questionTypeNames[question.type]}, from ${question.activity_name})`}</List.Item>
              ))}
            </List>
            <ContentActions kind="revision" id={revision.id} name={revision.name} active={revision.active} />
          </ContentCard>
        )}
      />
    </ContentPage>
  );
}
