import { buildApp } from './app.ts';
import { closeContext, createContext } from './bootstrap.ts';
import { ConfigError, loadConfig, readEnvFile } from './config.ts';
import { seedDemo, startDemoUpstream } from './demo/start-demo.ts';
import { describeServices } from './log/describe-services.ts';

async function main() {
  readEnvFile();
  const config = loadConfig();
  const context = await createContext(config);
  const upstream = config.demo ? await startDemoUpstream(config) : undefined;
  const app = await buildApp(context);
  for (const line of describeServices(config, context.migrated)) app.log.info(line);
  const demoLogin = upstream ? await seedDemo(app, upstream.url) : undefined;
  // A log line like the others, so that JSON output stays one object per line; shown at every
  // LOG_LEVEL, as it is shown only this once.
  if (demoLogin) {
    app.log
      .child({}, { level: 'info' })
      .info(
        `Demo account created. Sign in as ${demoLogin.email} with password: ${demoLogin.password} (shown only this once)`,
      );
  }

  // A slow proxy call may wait for a token and then for its data, each up to the upstream deadline.
  const drainMs = 2 * config.upstreamTimeoutMs + 5_000;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing the requests in flight, then stopping`);
    app.draining.start();
    // A load balancer that polls /api/ready stops choosing this instance meanwhile; everything that
    // arrives is served. Ctrl-C in a terminal stops at once.
    await new Promise((resolve) => setTimeout(resolve, signal === 'SIGTERM' ? config.shutdownDelayMs : 0));
    const force = setTimeout(() => {
      app.log.error(`Requests were still running after ${drainMs / 1000} s; stopping anyway`);
      process.exit(1);
    }, drainMs).unref();
    // No new connections (a balancer retries a refused one elsewhere, POSTs included); requests on
    // open ones are served, in flight or not, and then the proxy engine and the rest are closed.
    await app.draining.stopListening();
    await app.close();
    await upstream?.close();
    await closeContext(context);
    clearTimeout(force);
    app.log.info('Stopped');
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
