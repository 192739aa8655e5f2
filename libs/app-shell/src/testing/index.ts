export { useMockApi } from './mock-api';
export { renderRoute } from './render-route';
