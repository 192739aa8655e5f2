import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { createAjv } from './contract';
import { validationMessage } from './validation-message';

/** The message the server gives for `data` against `schema`, validated as it validates bodies. */
function messageFor(schema: object, data: unknown): string {
  const validate = createAjv(false).compile(schema);
  if (validate(data)) throw new Error('expected the data to be refused');
  return validationMessage(validate.errors as ErrorObject[], 'body');
}

const id = { type: 'integer', minimum: 1 };
const text = { type: 'string', minLength: 1 };
const points = { type: 'integer', minimum: 0, maximum: 100 };

/** goal/add's body: a goal, or a question of the program's assessment (openapi.yaml, trimmed). */
const goalOrQuestion = {
  oneOf: [
    {
      type: 'object',
      additionalProperties: false,
      required: ['code', 'name', 'description', 'program_id'],
      properties: { code: text, name: text, description: text, program_id: id, topic_ids: { type: 'array', items: id } },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['program_id', 'stem', 'option_1', 'option_2', 'option_1_points', 'option_2_points', 'option_1_goal_id', 'option_2_goal_id'],
      properties: { program_id: id, stem: text, option_1: text, option_2: text, option_1_points: points, option_2_points: points, option_1_goal_id: id, option_2_goal_id: id },
    },
  ],
};
const question = { program_id: 1, stem: 'In a meeting you…', option_1: 'Talk', option_2: 'Listen', option_1_points: 3, option_2_points: 2 };

describe('a body that matches no branch of a oneOf', () => {
  it('is described by the branch whose own properties it shares most, naming every required field it lacks', () => {
    expect(messageFor(goalOrQuestion, question)).toBe('option_1_goal_id and option_2_goal_id are required.');
    expect(messageFor(goalOrQuestion, { ...question, option_2_goal_id: 4 })).toBe('option_1_goal_id is required.');
  });

  it('names the wrong field of that branch when none is missing', () => {
    expect(messageFor(goalOrQuestion, { ...question, option_1_goal_id: 3, option_2_goal_id: 4, option_1_points: 500 })).toBe('option_1_points must be at most 100.');
    expect(messageFor(goalOrQuestion, { ...question, option_1_goal_id: 3, option_2_goal_id: 4, colour: 'red' })).toBe('Unknown field "colour".');
  });

  it('is described by the first branch when it is closer or no branch is closer', () => {
    expect(messageFor(goalOrQuestion, { code: 'x', name: 'Goal', program_id: 1 })).toBe('description is required.');
    expect(messageFor(goalOrQuestion, { program_id: 1 })).toBe('code, name and description are required.');
    expect(messageFor(goalOrQuestion, {})).toBe('code, name, description and program_id are required.');
    expect(messageFor({ oneOf: [{ required: ['activity_id'] }, { required: ['revision_id'] }] }, { question_id: 1 })).toBe('activity_id is required.');
    expect(messageFor({ type: 'object', properties: { image_url: { oneOf: [{ type: 'string', format: 'uri' }, { type: 'null' }] } } }, { image_url: 'not a url' })).toBe(
      'image_url must be a valid uri.',
    );
  });

  it('is described by the branch its fixed values name, however many fields it shares with another', () => {
    const answer = (type: string, value: object) => ({
      type: 'object',
      additionalProperties: false,
      required: ['type', 'answer', 'question_id'],
      properties: { type: { type: 'string', enum: [type] }, answer: value, question_id: id },
    });
    const answers = { oneOf: [answer('mcq', id), answer('fill_blanks', { type: 'string', maxLength: 5 })] };
    expect(messageFor(answers, { type: 'fill_blanks', answer: 'far too long', question_id: 1 })).toBe('answer must be at most 5 characters.');
    expect(messageFor(answers, { type: 'mcq', answer: 'text', question_id: 1 })).toBe('answer must be a whole number.');
  });

  it('inside a property names its fields by their path', () => {
    const schema = { type: 'object', required: ['answer'], properties: { answer: goalOrQuestion } };
    expect(messageFor(schema, { answer: question })).toBe('answer.option_1_goal_id and answer.option_2_goal_id are required.');
  });
});
