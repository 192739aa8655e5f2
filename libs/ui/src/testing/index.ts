export { renderWithProviders } from './render';
export { mediaQueryList, stubMatchMedia } from './media-query';
export { axeViolations } from './axe';
