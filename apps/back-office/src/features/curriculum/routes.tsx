import type { RouteObject } from 'react-router';
import { placeholderRoute } from '@stride/app-shell';

const programs = () => import('./components/program-screens');
const topics = () => import('./components/topic-screens');
const subtopics = () => import('./components/subtopic-screens');
const goals = () => import('./components/goal-screens');
const activities = () => import('./components/activity-screens');
const readings = () => import('./components/reading-screens');
const revisions = () => import('./components/revision-screens');
const challenges = () => import('./components/challenge-screens');
const assessments = () => import('./components/assessment-screens');

/** Curriculum content: programs, topics, goals, activities, questions, readings, revisions, challenges, assessments (docs/back-office-app.md). */
export const curriculumRoutes: RouteObject[] = [
  { path: '/admin/curriculum', lazy: async () => ({ Component: (await import('./components/curriculum-screen')).CurriculumScreen }) },
  { path: '/admin/program', lazy: async () => ({ Component: (await programs()).ProgramListScreen }) },
  { path: '/admin/program/add', lazy: async () => ({ Component: (await programs()).AddProgramScreen }) },
  { path: '/admin/program/edit/:program_id', lazy: async () => ({ Component: (await programs()).EditProgramScreen }) },
  { path: '/admin/topic', lazy: async () => ({ Component: (await topics()).TopicListScreen }) },
  { path: '/admin/topic/add', lazy: async () => ({ Component: (await topics()).AddTopicScreen }) },
  { path: '/admin/topic/edit/:topic_id', lazy: async () => ({ Component: (await topics()).EditTopicScreen }) },
  { path: '/admin/subtopic/add', lazy: async () => ({ Component: (await subtopics()).AddSubtopicScreen }) },
  { path: '/admin/subtopic/list', lazy: async () => ({ Component: (await subtopics()).SubtopicListScreen }) },
  { path: '/admin/goal/add', lazy: async () => ({ Component: (await goals()).AddGoalScreen }) },
  { path: '/admin/goal/list', lazy: async () => ({ Component: (await goals()).GoalListScreen }) },
  { path: '/admin/goal-static-schedule', lazy: async () => ({ Component: (await import('./components/schedule-screen')).GoalScheduleScreen }) },
  { path: '/admin/activity/add', lazy: async () => ({ Component: (await activities()).AddActivityScreen }) },
  { path: '/admin/activity/all', lazy: async () => ({ Component: (await activities()).AllActivitiesScreen }) },
  { path: '/admin/activity/list', lazy: async () => ({ Component: (await activities()).GoalActivityListScreen }) },
  { path: '/admin/activity/edit/:activity_id', lazy: async () => ({ Component: (await activities()).EditActivityScreen }) },
  { path: '/admin/activity/preview/:activity_id', lazy: async () => ({ Component: (await import('./components/activity-preview-screen')).ActivityPreviewScreen }) },
  placeholderRoute('/admin/get-activity', 'Get activity'),
  { path: '/admin/question/add/:activity_id?', lazy: async () => ({ Component: (await import('./components/question-screen')).AddQuestionScreen }) },
  placeholderRoute('/admin/add-question', 'Add question'),
  { path: '/admin/reading/add', lazy: async () => ({ Component: (await readings()).AddReadingScreen }) },
  { path: '/admin/reading/list', lazy: async () => ({ Component: (await readings()).ReadingListScreen }) },
  { path: '/admin/revision/add', lazy: async () => ({ Component: (await revisions()).AddRevisionScreen }) },
  { path: '/admin/revision/list', lazy: async () => ({ Component: (await revisions()).RevisionListScreen }) },
  { path: '/admin/challenge/add', lazy: async () => ({ Component: (await challenges()).AddChallengeScreen }) },
  { path: '/admin/challenge/list', lazy: async () => ({ Component: (await challenges()).GoalChallengeListScreen }) },
  { path: '/admin/challenge/all', lazy: async () => ({ Component: (await challenges()).AllChallengesScreen }) },
  { path: '/admin/challenge/edit/:challenge_id', lazy: async () => ({ Component: (await challenges()).EditChallengeScreen }) },
  { path: '/admin/assessment/add', lazy: async () => ({ Component: (await assessments()).AddAssessmentScreen }) },
  { path: '/admin/assessment/list', lazy: async () => ({ Component: (await assessments()).AssessmentListScreen }) },
];
