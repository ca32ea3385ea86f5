import { startSampleUpstream } from './start-sample-upstream.ts';

// node apps/sample-upstream/src/cli.ts [--port 4010] [--host 127.0.0.1]
const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
};

const upstream = await startSampleUpstream({
  port: Number(argument('port') ?? process.env.PORT ?? 4010),
  host: argument('host') ?? process.env.HOST ?? '127.0.0.1',
});
const { username, password, clientId, clientSecret } = upstream.credentials;
console.log(`Sample upstream on ${upstream.url}`);
console.log(`  basic: ${username} / ${password}; OAuth2 client: ${clientId} / ${clientSecret}`);

const stop = () => upstream.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
