import { Avatar, Button, Fieldset, FileButton, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Schema } from '@stride/api-sdk';
import { FormMessage } from '@stride/ui';
import { PHOTO_CONTENT_TYPES, profileMessages } from '@stride/validation';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { QueryGate } from '../../../components/screen-states';
import { profileQueries, SaveStepError, type UserDetails, useSaveProfile } from '../api';
import {
  countryLabels,
  directReporteesLabels,
  educationLevelLabels,
  educationMajorLabels,
  genderLabels,
  phoneCountries,
  profileTexts,
  roleTypeLabels,
  typeOfCompanyLabels,
  workTypeLabels,
  yearsOfExperienceLabels,
} from '../messages';
import { photoError, profileBodies, profileRules, profileValues, type ProfileValues } from '../schemas';

/** A select's options: "Not set" (sent as null), then the enumeration's values by their labels. */
const options = (labels: Record<string, string>) => [{ value: '', label: profileTexts.notSet }, ...Object.entries(labels).map(([value, label]) => ({ value, label }))];
const phoneCountryOptions = Object.entries(phoneCountries).map(([value, { label, dial }]) => ({ value, label: `${label} (+${dial})` }));

/** The photo: the current one or the chosen one's preview, and a button to choose another (checked here too). */
function PhotoField({ details, preview, error, onChoose }: { details: UserDetails; preview: string | null; error: string | null; onChoose: (file: File | null) => void }) {
  const initials = `${details.first_name.charAt(0)}${details.last_name.charAt(0)}`.toUpperCase();
  return (
    <Group gap="md" align="center">
      <Avatar src={preview ?? details.photo_url} size={96} radius="xl" color="stride" alt={preview ? 'The photo you chose' : 'Your photo'}>
        {initials}
      </Avatar>
      <Stack gap={4}>
        <FileButton onChange={onChoose} accept={PHOTO_CONTENT_TYPES.join(',')} inputProps={{ 'aria-label': 'Profile photo' }}>
          {(props) => (
            <Button variant="light" {...props}>
              Choose a photo
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dimmed">
          {profileTexts.photoHint}
        </Text>
        <FormMessage type="error" message={error} autoHideMs={null} />
      </Stack>
    </Group>
  );
}

function ProfileForm({ details, profession, education }: { details: UserDetails; profession: Schema<'ProfessionPersona'>; education: Schema<'EducationPersona'> }) {
  const form = useForm<ProfileValues>({ mode: 'uncontrolled', initialValues: profileValues(details, profession, education), validate: profileRules });
  const save = useSaveProfile();
  const navigate = useNavigate();
  const location = useLocation();
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [photoMessage, setPhotoMessage] = useState<string | null>(null);
  const [result, setResult] = useState<{ type: 'success' | 'error'; title: string; text: string } | null>(null);

  const choosePhoto = (file: File | null) => {
    const problem = file && photoError(file);
    setPhotoMessage(problem || null);
    setPhoto(file && !problem ? file : null);
    setPreview(null);
    if (!file || problem) return;
    // A data: address, which the app's Content-Security-Policy allows for images (blob: it does not).
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
  };

  const submit = form.onSubmit(async (values) => {
    setResult(null);
    try {
      await save.mutateAsync({ photo, ...profileBodies(values) });
      setPhoto(null);
      setResult({ type: 'success', title: profileMessages.saved, text: profileMessages.savedText });
      // The top bar reads the stored names as it renders on navigation: stay here, but let it render again.
      await navigate({ search: location.search }, { replace: true, state: location.state });
    } catch (thrown) {
      const text = thrown instanceof SaveStepError ? thrown.message : profileMessages.saveFailed;
      setResult({ type: 'error', title: profileMessages.saveFailedTitle, text });
    }
  });

  const field = (name: keyof ProfileValues) => ({ ...form.getInputProps(name), key: form.key(name) });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={720}>
        <PhotoField details={details} preview={preview} error={photoMessage} onChoose={choosePhoto} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="First name" autoComplete="given-name" required {...field('first_name')} />
          <TextInput label="Last name" autoComplete="family-name" required {...field('last_name')} />
          <TextInput label="Email" type="email" value={details.email} readOnly description="Your email identifies your account and cannot be changed." />
          <TextInput label="Date of birth" type="date" autoComplete="bday" {...field('date_of_birth')} />
          <NativeSelect label="Phone country code" data={phoneCountryOptions} {...field('phone_country')} />
          <TextInput label="Phone number" type="tel" autoComplete="tel-national" {...field('phone_number')} />
          <NativeSelect label="Country" data={options(countryLabels)} {...field('country')} />
          <TextInput label="City" autoComplete="address-level2" maxLength={100} {...field('city')} />
          <NativeSelect label="Gender" data={options(genderLabels)} {...field('gender')} />
        </SimpleGrid>
        <Fieldset legend="Profession persona">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NativeSelect label="Years of experience" data={options(yearsOfExperienceLabels)} {...field('years_of_experience')} />
            <NativeSelect label="Work type" data={options(workTypeLabels)} {...field('work_type')} />
            <NativeSelect label="Role type" data={options(roleTypeLabels)} {...field('role_type')} />
            <TextInput label="Role level" maxLength={100} {...field('role_level')} />
            <TextInput label="Role area" maxLength={100} {...field('role_area')} />
            <NativeSelect label="Type of company" data={options(typeOfCompanyLabels)} {...field('type_of_company')} />
            <TextInput label="Salary level" maxLength={100} {...field('salary_level')} />
            <NativeSelect label="Direct reportees" data={options(directReporteesLabels)} {...field('no_of_direct_reportees')} />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Education persona">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NativeSelect label="Education level" data={options(educationLevelLabels)} {...field('education_level')} />
            <NativeSelect label="Education major" data={options(educationMajorLabels)} {...field('education_major')} />
          </SimpleGrid>
        </Fieldset>
        <FormMessage type={result?.type} title={result?.title} message={result?.text} onHide={() => setResult(null)} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** My Profile (docs/profile.md): the basic fields, the photo and the two personas, saved together. */
export function MyProfileSection() {
  const details = useQuery(profileQueries.userDetails());
  const profession = useQuery(profileQueries.profession());
  const education = useQuery(profileQueries.education());
  return (
    <QueryGate query={details} label="Loading your profile">
      {(user) => (
        <QueryGate query={profession} label="Loading your profile">
          {(professionPersona) => (
            <QueryGate query={education} label="Loading your profile">
              {(educationPersona) => <ProfileForm details={user} profession={professionPersona} education={educationPersona} />}
            </QueryGate>
          )}
        </QueryGate>
      )}
    </QueryGate>
  );
}
