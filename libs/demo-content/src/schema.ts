import type { JTDSchemaType } from 'ajv/dist/jtd';
import type {
  ActivityContent,
  AssessmentQuestionContent,
  ChallengeContent,
  ContextCardContent,
  GoalContent,
  ProgramContent,
  TopicContent,
} from './types';

/**
 * The content types as JSON Type Definition schemas (RFC 8927), which the loader checks every data file
 * against. `JTDSchemaType<T>` ties each schema to its type: a field added to a type and not here (or the
 * other way round) fails the type check. Properties not listed are refused, so a misspelt key is an error.
 */

const text = { type: 'string' } as const;
const textOrNull = { type: 'string', nullable: true } as const;
const count = { type: 'int32' } as const;
const flag = { type: 'boolean' } as const;
const texts = { elements: text } as const;
const choices = { elements: { properties: { text, correct: flag } } } as const;

const topic: JTDSchemaType<TopicContent> = {
  properties: {
    code: text,
    name: text,
    description: text,
    subtopics: {
      elements: {
        properties: {
          code: text,
          name: text,
          description: text,
          readings: { elements: { properties: { code: text, reading_title: text, reading_text: text } } },
        },
      },
    },
  },
};

const activity: JTDSchemaType<ActivityContent> = {
  properties: {
    code: text,
    name: text,
    description: text,
    subtopic: text,
    reading: textOrNull,
    reattempt_after_days: count,
    same_day_bonus: count,
    all_correct_bonus: count,
    same_day_all_correct_bonus: count,
    questions: {
      elements: {
        discriminator: 'type',
        mapping: {
          mcq: { properties: { stem: text, comment: text, points: count, options: choices } },
          fill_blanks: { properties: { stem: text, comment: text, points: count, answers: texts } },
          order: { properties: { stem: text, comment: text, points: count, items: texts } },
          flashcard: { properties: { stem: text, comment: text, points: count } },
        },
      },
    },
  },
};

const challenge: JTDSchemaType<ChallengeContent> = {
  properties: {
    code: text,
    name: text,
    description: text,
    type: { enum: ['drill', 'challenge', 'day'] },
    calender_required: flag,
    time_required_in_minutes: count,
    reward_points: count,
    template_url: textOrNull,
    steps: {
      elements: {
        discriminator: 'step_type',
        mapping: {
          reading: { properties: { step_display: text } },
          mcq: { properties: { step_display: text, options: choices } },
          textbox: { properties: { step_display: text } },
          scale_or_rating: { properties: { step_display: text, options: texts } },
          visual_flash_card: { properties: { step_display: text, image_url: textOrNull } },
        },
      },
    },
  },
};

const goal: JTDSchemaType<GoalContent> = {
  properties: {
    code: text,
    name: text,
    description: text,
    topics: texts,
    schedule: { elements: { properties: { learn: texts, do: texts } } },
  },
};

const assessmentQuestion: JTDSchemaType<AssessmentQuestionContent> = {
  properties: { stem: text, options: { elements: { properties: { text, points: count, goal: text } } } },
};

export const programSchema: JTDSchemaType<ProgramContent> = {
  properties: {
    code: text,
    name: text,
    description: text,
    program_type: { enum: ['program', 'sprint'] },
    proficiency: { enum: ['beginner', 'intermediate', 'master'] },
    display_image_url: textOrNull,
    number_of_days: count,
    topics: { elements: topic },
    activities: { elements: activity },
    revisions: {
      elements: {
        properties: { code: text, name: text, description: text, questions: { elements: { properties: { activity: text, index: count } } } },
      },
    },
    challenges: { elements: challenge },
    goals: { elements: goal },
    assessment: { elements: assessmentQuestion },
  },
};

export const tipsSchema: JTDSchemaType<string[]> = texts;

export const contextCardsSchema: JTDSchemaType<ContextCardContent[]> = {
  elements: {
    properties: {
      code: text,
      context_card_display_name: text,
      card_title: text,
      card_display_text: text,
      image_url: textOrNull,
      image_display_position: { enum: ['left', 'right', 'top'] },
      goal: text,
      day_number: count,
    },
  },
};

/** The folder's index: which files hold the programs (in the order they are loaded), the tips and the cards. */
export interface ContentIndex {
  programs: string[];
  tips: string;
  context_cards: string;
}

export const indexSchema: JTDSchemaType<ContentIndex> = {
  properties: { programs: texts, tips: text, context_cards: text },
};
