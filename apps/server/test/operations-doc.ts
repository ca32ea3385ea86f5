import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from '../src/config.ts';

/**
 * The commands of docs/OPERATIONS.md, which the tests run as written (with this machine's hosts,
 * ports, folders and secrets put in), so that the document cannot drift from what works.
 */
export const documented = {
  health: /^curl -s http:\/\/127\.0\.0\.1:3000\/api\/health$/,
  ready: /^curl -s -w ' %\{http_code\}\\n' http:\/\/127\.0\.0\.1:3000\/api\/ready$/,
  metrics: /^curl -s -H "Authorization: Bearer \$METRICS_TOKEN" http:\/\/127\.0\.0\.1:3000\/metrics$/,
  install: /^npm ci && npm run build$/,
  instance:
    /^DATABASE_URL=\S+ REDIS_URL=\S+ APP_SECRET_KEY=\S+ DEMO=0 PORT=300\d node apps\/server\/src\/server\.ts$/,
  backup: /^npm run backup -- --out \S+$/,
  restoreSqlite: /^DATA_DIR=\S+ npm run restore -- \S+$/,
  restorePostgres: /^DATABASE_URL=\S+ APP_SECRET_KEY=\S+ npm run restore -- \S+$/,
} as const;

const document = () => readFileSync(join(repositoryRoot, 'docs/OPERATIONS.md'), 'utf8');

function blocks(language: string): string[] {
  const fence = new RegExp(`^\`\`\`${language}\\n([\\s\\S]*?)^\`\`\`$`, 'gm');
  return [...document().matchAll(fence)].map((match) => match[1]);
}

/** Every command line of the document's sh blocks. */
export function shellCommands(): string[] {
  return blocks('sh')
    .flatMap((block) => block.split('\n'))
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** The documented commands of one kind, in their order in the document; at least one. */
export function operationsCommands(pattern: RegExp): string[] {
  const found = shellCommands().filter((line) => pattern.test(line));
  if (found.length === 0) throw new Error(`docs/OPERATIONS.md has no command like ${pattern}`);
  return found;
}

export function operationsCommand(pattern: RegExp): string {
  return operationsCommands(pattern)[0];
}

/** The nginx example of the document. */
export function nginxExample(): string {
  const [example] = blocks('nginx');
  if (!example) throw new Error('docs/OPERATIONS.md has no nginx example');
  return example;
}

/** The command with the values of its leading NAME=value assignments replaced where given. */
export function withAssignments(command: string, values: Record<string, string>): string {
  return command.replace(/(^|\s)([A-Z_]+)=(\S+)/g, (whole, space: string, name: string) =>
    name in values ? `${space}${name}=${values[name]}` : whole,
  );
}
