export { WorkInProgressScreen, type WorkInProgressScreenProps } from './work-in-progress-screen';
