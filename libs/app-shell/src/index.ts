export { createAppApi } from './app-api';
export { ProtectedOutlet, RequireSession, type RequireSessionProps } from './require-session';
export { loginPathFor, safeReturnUrl } from './return-url';
export { SignInForm, type SignInFormProps, type SignInValues } from './sign-in-form';
export { clearSession, hasFreshSession, saveSession, saveStoredNames, storedEmail, storedOrganizationId, storedToken, storedUser, type SessionData, type StoredUser } from './stored-session';
export { AppProviders, type AppProvidersProps } from './app-providers';
export { notFoundRoute, placeholderRoute, workInProgressRoute } from './route-helpers';
export { renderApp } from './render-app';
