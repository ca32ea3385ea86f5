import { buildApp } from './app.ts';
import { closeContext, createContext } from './bootstrap.ts';
import { ConfigError, loadConfig } from './config.ts';
import { seedDemo, startDemoUpstream } from './demo/start-demo.ts';

async function main() {
  const config = loadConfig();
  const context = await createContext(config);
  const upstream = config.demo ? await startDemoUpstream(config) : undefined;
  const app = await buildApp(context);
  if (upstream) await seedDemo(app, upstream.url);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await upstream?.close();
    await closeContext(context);
    clearTimeout(force);
    process.exit(0);
  };
  // A stray rejection (a mail that failed after its request was answered, say) must not take every
  // tenant's portal down with it: it is logged with its stack and the portal keeps serving.
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`The portal is running at ${config.publicUrl}`);
  if (upstream) app.log.info(`The demo's sample upstream is running at ${upstream.url}`);
  if (!config.webDist) app.log.warn('The web app is not built (npm run build); only the API is served.');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The portal could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
