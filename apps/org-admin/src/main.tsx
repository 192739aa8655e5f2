import { renderApp } from '@stride/app-shell';
import { createAppRouter } from './app/router';

void renderApp(createAppRouter);
