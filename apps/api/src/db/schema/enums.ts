import { pgEnum } from 'drizzle-orm/pg-core';

// Enumerations named by the spec (docs/domain-rules.md).
export const countryEnum = pgEnum('country', ['india', 'usa', 'uk', 'canada', 'australia', 'singapore', 'germany', 'hong_kong']);
export const genderEnum = pgEnum('gender', ['male', 'female', 'other']);

// Curriculum.
export const programTypeEnum = pgEnum('program_type', ['program', 'sprint']);
export const proficiencyEnum = pgEnum('proficiency', ['beginner', 'intermediate', 'master']);
export const activityTypeEnum = pgEnum('activity_type', ['learn', 'revise']);
export const questionTypeEnum = pgEnum('question_type', ['mcq', 'fill_blanks', 'order', 'flashcard']);
export const challengeTypeEnum = pgEnum('challenge_type', ['drill', 'challenge', 'day']);
export const challengeStepTypeEnum = pgEnum('challenge_step_type', [
  'mcq',
  'textbox',
  'scale_or_rating',
  'visual_flash_card',
  'reading',
]);
export const imageDisplayPositionEnum = pgEnum('image_display_position', ['left', 'right', 'top']);

// Learner progress and teams.
export const groupMembershipStatusEnum = pgEnum('group_membership_status', ['invited', 'joined']);
export const goalPauseReasonEnum = pgEnum('goal_pause_reason', ['manual', 'inactivity', 'leave']);
export const pointsSourceEnum = pgEnum('points_source', ['question', 'activity_bonus', 'revision', 'challenge']);
export const subscriptionStatusEnum = pgEnum('subscription_status', ['requested', 'active', 'expired', 'cancelled']);

// Personas (docs/profile.md, Persona).
export const educationLevelEnum = pgEnum('education_level', [
  'high_school',
  'bachelor',
  'master',
  'professional',
  'doctorate',
  'post-doctorate',
  'other',
]);
export const educationMajorEnum = pgEnum('education_major', [
  'none',
  'arts',
  'finance',
  'engineering',
  'medicine',
  'law',
  'management',
  'other',
]);
export const yearsOfExperienceEnum = pgEnum('years_of_experience', [
  'less_than_one_year',
  'one_to_three_years',
  'three_to_five_years',
  'five_to_eight_years',
  'more_than_eight_years',
]);
export const roleTypeEnum = pgEnum('role_type', ['individual_contributor', 'people_manager']);
export const workTypeEnum = pgEnum('work_type', ['office', 'remote', 'hybrid']);
export const typeOfCompanyEnum = pgEnum('type_of_company', [
  'industrial_and_materials',
  'consumer_goods',
  'healthcare',
  'education',
  'information_technology_and_services',
  'internet',
  'financial',
  'other',
]);
export const noOfDirectReporteesEnum = pgEnum('no_of_direct_reportees', [
  'zero',
  'one',
  'two_to_four',
  'four_to_seven',
  'more_than_seven',
]);
