// Runs before anything else so that an old Node fails with a sentence, not a stack trace.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `The portal needs Node.js 24 or newer; this is ${process.version}. ` +
      'Upgrade with: npm install -g --force node@24',
  );
  process.exit(1);
}
