import { setTimeout as sleep } from 'node:timers/promises';
import type { Answer, Tally } from './tally';

/** The API processes behind a load balancer without health checks: each request goes to the next in turn. */
export class Balancer {
  #next = 0;
  constructor(private readonly baseUrls: string[]) {}

  next(): string {
    const baseUrl = this.baseUrls[this.#next % this.baseUrls.length] as string;
    this.#next += 1;
    return baseUrl;
  }
}

interface Question {
  goalId: number;
  activityId: number;
  questionId: number;
  body: Record<string, unknown>;
}

/** A learner of the seed, signed in (its session cookie), with its anti-forgery token and the questions it may answer. */
export interface Learner {
  userId: number;
  cookie: string;
  token: string;
  questions: Question[];
}

interface ApiAnswer {
  answer: Answer;
  body: unknown;
}

/** One request, recorded in the tally: the status, or 'no answer' when the connection failed or took over 15 s. */
async function call(balancer: Balancer, tally: Tally | null, learner: { cookie: string; token?: string }, method: string, path: string, body?: unknown): Promise<ApiAnswer> {
  const at = Date.now();
  const headers: Record<string, string> = { cookie: learner.cookie };
  if (learner.token && method !== 'GET') headers.authorization = `Bearer ${learner.token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(`${balancer.next()}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(15_000) });
    const text = await response.text();
    tally?.record(at, path, response.status);
    return { answer: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  } catch {
    tally?.record(at, path, 'no answer');
    return { answer: 'no answer', body: undefined };
  }
}

async function read<T>(balancer: Balancer, learner: { cookie: string }, path: string): Promise<T> {
  const { answer, body } = await call(balancer, null, learner, 'GET', path);
  if (answer !== 200) throw new Error(`GET ${path} answered ${answer} while preparing the learners.`);
  return body as T;
}

type DayList = { activityList: { activity_id: number; goal_id: number; enabled: boolean; completed: boolean }[] };
type Questions = {
  questions: { question_id: number; response: unknown; question: { type: string; components: { id: number }[] } }[];
};

/** A learner's token (from the session check) and the mcq and fill-in questions of today's activities it has not answered. */
export async function prepareLearner(balancer: Balancer, seeded: { userId: number; cookie: string }): Promise<Learner> {
  const { token } = await read<{ token: string }>(balancer, seeded, '/user/check-auth');
  const [goal] = await read<{ goal: { program: { id: number } } }[]>(balancer, seeded, '/goal/enrolled-goals');
  const questions: Question[] = [];
  if (goal) {
    // Today's activities: the seed's history has answered those of earlier days.
    const day = await read<DayList>(balancer, seeded, `/activity/day-list/0?program_id=${goal.goal.program.id}`);
    for (const activity of day.activityList.filter((item) => item.enabled && !item.completed)) {
      const { questions: items } = await read<Questions>(balancer, seeded, `/strapi/get-questions/${activity.goal_id}/${activity.activity_id}`);
      for (const item of items.filter((candidate) => candidate.response === null)) {
        const answer = item.question.type === 'mcq' ? item.question.components[0]?.id : item.question.type === 'fill_blanks' ? 'crash test' : undefined;
        if (answer === undefined) continue;
        const ids = { goal_id: activity.goal_id, activity_id: activity.activity_id, question_id: item.question_id };
        questions.push({ goalId: activity.goal_id, activityId: activity.activity_id, questionId: item.question_id, body: { type: item.question.type, answer, ...ids } });
      }
    }
  }
  return { ...seeded, token, questions };
}

/** A write the learner makes: a note, a to-do or an answer, keyed as the verification finds it in the database. */
interface Write {
  kind: 'notes' | 'todos' | 'answers';
  key: string;
  path: string;
  body: unknown;
}

function nextWrite(learner: Learner, step: number): Write | null {
  const label = `crash ${learner.userId}-${step}`;
  switch (step % 4) {
    case 0:
      return { kind: 'notes', key: `${learner.userId}:${label}`, path: '/user-data/add-note', body: { note_title: label, note_text: 'Written during the crash test.' } };
    case 1:
      return { kind: 'todos', key: `${learner.userId}:${label}`, path: '/user-data/add-todo', body: { todo_title: label } };
    case 2: {
      const question = learner.questions.shift();
      return question ? { kind: 'answers', key: `${learner.userId}:${question.activityId}:${question.questionId}`, path: '/strapi/response', body: question.body } : null;
    }
    default:
      return null;
  }
}

const isTransient = (answer: Answer) => answer === 'no answer' || answer >= 500;

/**
 * One learner until `running()` says stop: a note, a to-do, an answer, a session check, over and over, a
 * moment apart. A write that fails for want of Stride (no answer, 5xx) is tried again with backoff, as a
 * person would after the apps' notice, until acknowledged. Anything else leaves it unacknowledged (a retried
 * answer that meets a 409 was stored by the attempt nobody heard back from).
 */
export async function runLearner(learner: Learner, balancer: Balancer, tally: Tally, running: () => boolean, thinkMs: number): Promise<void> {
  for (let step = 0; running(); step += 1) {
    const write = nextWrite(learner, step);
    if (write) {
      for (let attempt = 0; ; attempt += 1) {
        const { answer } = await call(balancer, tally, learner, 'POST', write.path, write.body);
        if (answer === 200) {
          tally.acknowledge(write.kind, write.key);
          break;
        }
        if (!isTransient(answer) || !running()) {
          tally.leaveUnacknowledged(write.kind, write.key);
          break;
        }
        await sleep(Math.min(4_000, 250 * 2 ** attempt));
      }
    } else {
      await call(balancer, tally, learner, 'GET', '/user/check-auth');
    }
    await sleep(thinkMs);
  }
}
