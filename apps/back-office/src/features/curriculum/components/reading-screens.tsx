import { Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { normalizeText, textRule } from '@stride/validation';
import { useQuery } from '@tanstack/react-query';
import { curriculumQueries, useAddReading, type Reading } from '../api';
import { curriculumMessages } from '../messages';
import { ChoiceField } from './choice-field';
import { byIdAndName, requiredChoice } from './choices';
import { ContentForm } from './content-form';
import { ContentActions } from './content-actions';
import { ContentCard, ContentListPage } from './content-list';

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

/** /admin/reading/list: every reading, its opening lines and Active or Inactive. */
export function ReadingListScreen() {
  const readings = useQuery(curriculumQueries.readings());
  return (
    <ContentListPage
      title="Readings"
      query={readings}
      label="Readings"
      empty="No readings yet."
      itemKey={(reading: Reading) => reading.id}
      renderItem={(reading) => (
        <ContentCard name={reading.reading_title} description={reading.reading_text} active={reading.active}>
          <ContentActions kind="reading" id={reading.id} name={reading.reading_title} active={reading.active} />
        </ContentCard>
      )}
    />
  );
}
