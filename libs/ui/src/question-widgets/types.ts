/**
 * The fields of the contract's `Question` (openapi.yaml) that the widgets read. libs/ui may not import the
 * API SDK (type:ui reaches only ui and util), so the shape is stated here; the SDK's `Schema<'Question'>` is
 * assignable to it, and a contract change that breaks a widget fails `tsc` where a screen passes one in.
 */
export interface WidgetQuestion {
  id: number;
  type: 'mcq' | 'fill_blanks' | 'order' | 'flashcard';
  stem: string;
  /** The explanation shown after checking; the back of a flashcard. */
  comment: string | null;
  question_image_url: string | null;
  components: WidgetComponent[];
}

/** An option of a question (for an order question, in revealed data, `position` is its correct place). */
export interface WidgetComponent {
  id: number;
  position: number;
  mcq_options: { id: number; option_text: string; is_correct: boolean | null };
}

/** What the learner has answered, by question type: the chosen option, the text typed, the items in order. */
export type QuestionAnswer = { type: 'mcq'; optionId: number } | { type: 'fill_blanks'; text: string } | { type: 'order'; order: number[] };

/** The verdict on a checked answer and the correct answer, which colours the widget (correct green, wrong red). */
export interface WidgetResult<T> {
  /** Whether the learner's answer was right. */
  correct: boolean;
  /** The correct answer: the option id (mcq), an accepted text (fill_blanks), the option ids in order (order). */
  answer: T;
}

/** The props every answer widget takes. */
export interface AnswerWidgetProps<T> {
  /** The question answered. */
  question: WidgetQuestion;
  /** The learner's current answer (null: none yet). */
  value: T;
  /** Called with the new answer; never while locked. */
  onChange: (value: NonNullable<T>) => void;
  /** After checking, or in a review: the answer cannot change. */
  locked?: boolean;
  /** The checked result; colours the options. */
  result?: WidgetResult<NonNullable<T>>;
  /** Id of the element that names the question (the player's stem heading); without it the stem names the widget. */
  labelledBy?: string;
  /** What is wrong with a typed answer, shown with its field (fill in the blank; the player checks it before sending). */
  error?: string | null;
}
