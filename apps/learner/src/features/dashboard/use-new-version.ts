import { useEffect, useState } from 'react';

/** How often an open dashboard asks whether a newer build is out. */
export const VERSION_CHECK_MS = 5 * 60_000;

/** The id of the build deployed now, from the version.json each build writes; null when there is none. */
async function deployedVersion(): Promise<string | null> {
  try {
    const response = await fetch('/version.json', { cache: 'no-store' });
    const body = (await response.json()) as { version?: unknown };
    return response.ok && typeof body.version === 'string' ? body.version : null;
  } catch {
    return null;
  }
}

/**
 * Whether a newer build than `running` has been deployed: checked on load, every 5 minutes and whenever
 * the window regains focus. Off without a build id (development, tests), where no version.json exists.
 * Plain fetch rather than the API client: version.json is a static file beside the app, not an API call.
 */
export function useNewVersion(running: string | undefined): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    if (running === undefined) return;
    let active = true;
    const check = () =>
      void deployedVersion().then((deployed) => {
        if (active && deployed !== null && deployed !== running) setAvailable(true);
      });
    check();
    const timer = setInterval(check, VERSION_CHECK_MS);
    window.addEventListener('focus', check);
    return () => {
      active = false;
      clearInterval(timer);
      window.removeEventListener('focus', check);
    };
  }, [running]);
  return available;
}
