import { StrideProvider } from '@stride/ui';
import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';

const preview: Preview = {
  decorators: [
    (Story) => (
      <StrideProvider>
        <Story />
      </StrideProvider>
    ),
  ],
  // Stories add handlers with `beforeEach({ msw }) { msw.use(...) }`. An API call no story
  // handles fails loudly instead of reaching a server that is not there.
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({
        quiet: true,
        onUnhandledRequest(request, print) {
          if (new URL(request.url).pathname.startsWith('/api/')) print.error();
        },
      });
      return worker;
    }),
  ],
  parameters: {
    // Axe violations fail the story's test instead of only showing in the panel.
    a11y: { test: 'error' },
    layout: 'padded',
  },
};

export default preview;
