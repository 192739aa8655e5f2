export { setupMockApi } from './setup-mock-api';
export { renderRoute } from './render-route';
