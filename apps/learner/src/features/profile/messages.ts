import type { Schema } from '@stride/api-sdk';

/**
 * What the profile screen says beyond the spec's own messages (those are `profileMessages` of
 * @stride/validation, shared with the server): readable labels of §3's enumerations and our texts.
 */
export const countryLabels: Record<Schema<'Country'>, string> = {
  india: 'India',
  usa: 'United States',
  uk: 'United Kingdom',
  canada: 'Canada',
  australia: 'Australia',
  singapore: 'Singapore',
  germany: 'Germany',
  hong_kong: 'Hong Kong',
};

export const genderLabels: Record<Schema<'Gender'>, string> = { male: 'Male', female: 'Female', other: 'Other' };

export const educationLevelLabels: Record<Schema<'EducationLevel'>, string> = {
  high_school: 'High school',
  bachelor: "Bachelor's degree",
  master: "Master's degree",
  professional: 'Professional degree',
  doctorate: 'Doctorate',
  'post-doctorate': 'Post-doctorate',
  other: 'Other',
};

export const educationMajorLabels: Record<Schema<'EducationMajor'>, string> = {
  none: 'None',
  arts: 'Arts',
  finance: 'Finance',
  engineering: 'Engineering',
  medicine: 'Medicine',
  law: 'Law',
  management: 'Management',
  other: 'Other',
};

export const yearsOfExperienceLabels: Record<Schema<'YearsOfExperience'>, string> = {
  less_than_one_year: 'Less than 1 year',
  one_to_three_years: '1 to 3 years',
  three_to_five_years: '3 to 5 years',
  five_to_eight_years: '5 to 8 years',
  more_than_eight_years: 'More than 8 years',
};

export const roleTypeLabels: Record<Schema<'RoleType'>, string> = {
  individual_contributor: 'Individual contributor',
  people_manager: 'People manager',
};

export const workTypeLabels: Record<Schema<'WorkType'>, string> = { office: 'Office', remote: 'Remote', hybrid: 'Hybrid' };

export const typeOfCompanyLabels: Record<Schema<'TypeOfCompany'>, string> = {
  industrial_and_materials: 'Industrial and materials',
  consumer_goods: 'Consumer goods',
  healthcare: 'Healthcare',
  education: 'Education',
  information_technology_and_services: 'Information technology and services',
  internet: 'Internet',
  financial: 'Financial',
  other: 'Other',
};

export const directReporteesLabels: Record<Schema<'NoOfDirectReportees'>, string> = {
  zero: 'None',
  one: '1',
  two_to_four: '2 to 4',
  four_to_seven: '4 to 7',
  more_than_seven: 'More than 7',
};

/** The phone country codes the spec allows (§3), with their dialling codes; +1 is both the US and Canada. */
export const phoneCountries = {
  in: { label: 'India', dial: '91' },
  us: { label: 'United States', dial: '1' },
  gb: { label: 'United Kingdom', dial: '44' },
  ca: { label: 'Canada', dial: '1' },
  au: { label: 'Australia', dial: '61' },
  sg: { label: 'Singapore', dial: '65' },
  de: { label: 'Germany', dial: '49' },
  hk: { label: 'Hong Kong', dial: '852' },
} as const;
export type PhoneCountry = keyof typeof phoneCountries;

/** An achievement's title, worded from its kind and milestone. */
export function achievementTitle({ kind, target }: Schema<'Achievement'>): string {
  switch (kind) {
    case 'streak':
      return `${target} learning days in a row`;
    case 'perfect_activities':
      return target === 1 ? 'First perfect activity' : `${target} perfect activities`;
    case 'goals_completed':
      return target === 1 ? 'First goal completed' : `${target} goals completed`;
  }
}

export const profileTexts = {
  notSet: 'Not set',
  photoHint: 'PNG, JPEG or WebP, at most 1 MB.',
  noAchievements: 'No achievements yet. Keep learning to earn your first.',
  allAchieved: 'You have earned every achievement. Well done!',
  noNotifications: 'No notifications yet.',
  emailNotifications: 'Email notifications',
  emailNotificationsHint: 'Reminders, engagement emails and the newsletter, all together.',
} as const;
