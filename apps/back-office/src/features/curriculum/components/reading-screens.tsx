import { Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { normalizeText, textRule } from '@stride/validation';
import { useQuery } from '@tanstack/react-query';
import { activeFilter, type SortChoice } from '../../../components/list/list-frame';
import { useListState } from '../../../components/list/use-list-state';
import { curriculumQueries, readingSorts, useAddReading, type Reading } from '../api';
import { curriculumMessages } from '../messages';
import { ChoiceField } from './choice-field';
import { byIdAndName, requiredChoice } from './choices';
import { ContentForm } from './content-form';
import { ContentActions } from './content-actions';
import { ContentCard, ContentPage, ListedContent } from './content-list';

/** /admin/reading/add: title, text and a subtopic (docs/back-office-app.md). */
export function AddReadingScreen() {
  const subtopics = useQuery(curriculumQueries.subtopics());
  const addReading = useAddReading();
  const form = useForm({
    initialValues: { reading_title: '', reading_text: '', subtopic_id: '' },
    validate: { reading_title: textRule('Title'), reading_text: textRule('Text', { kind: 'lines' }), subtopic_id: requiredChoice('a subtopic') },
  });
  return (
    <ContentForm
      title="Add reading"
      form={form}
      successMessage={curriculumMessages.readingAdded}
      save={(values) =>
        addReading.mutateAsync({ reading_title: normalizeText(values.reading_title), reading_text: normalizeText(values.reading_text), subtopic_id: Number(values.subtopic_id) })
      }
    >
      <TextInput label="Title" {...form.getInputProps('reading_title')} />
      <Textarea label="Text" description="Paragraphs separated by blank lines." rows={8} {...form.getInputProps('reading_text')} />
      <ChoiceField label="Subtopic" placeholder="Choose a subtopic" query={subtopics} option={byIdAndName} {...form.getInputProps('subtopic_id')} />
    </ContentForm>
  );
}

/** A reading has a title, no code: sorted by title (the contract's `name`) or creation. */
const titleSortChoices: SortChoice<(typeof readingSorts)[number]>[] = [
  { sort: 'name', order: 'asc', label: 'Title, A to Z' },
  { sort: 'name', order: 'desc', label: 'Title, Z to A' },
  { sort: 'created', order: 'desc', label: 'Newest first' },
];

/** /admin/reading/list: every reading, its opening lines and Active or Inactive. */
export function ReadingListScreen() {
  const list = useListState({ filters: ['active'], sorts: readingSorts });
  const page = useQuery(curriculumQueries.readingPage(list.state));
  return (
    <ContentPage title="Readings">
      <ListedContent
        list={list}
        noun="readings"
        filters={[activeFilter]}
        sortChoices={titleSortChoices}
        page={page}
        label="Readings"
        none="No readings yet."
        itemKey={(reading: Reading) => reading.id}
        renderItem={(reading) => (
          <ContentCard name={reading.reading_title} description={reading.reading_text} active={reading.active}>
            <ContentActions kind="reading" id={reading.id} name={reading.reading_title} active={reading.active} />
          </ContentCard>
        )}
      />
    </ContentPage>
  );
}
