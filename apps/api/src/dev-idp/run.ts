import { demoIdentities } from '@stride/demo';
import { loadConfig } from '../config';
import { startDevIdentityProvider } from './dev-identity-provider';

/** Runs the development identity provider for the API's configured client; `npm start` starts it. */
async function main() {
  const config = loadConfig();
  if (!config.devIdentityProvider || !config.socialSignIn) {
    throw new Error('The development identity provider runs only outside production, when OIDC_ISSUER is unset (its default).');
  }
  const { clientId, clientSecret, redirectUri } = config.socialSignIn;
  const provider = await startDevIdentityProvider({
    port: config.devIdentityProvider.port,
    clientId,
    clientSecret,
    redirectUris: [redirectUri],
    accounts: demoIdentities,
  });
  console.log(`Development identity provider on ${provider.issuer} (sends people back to ${redirectUri})`);
  const stop = () => void provider.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
