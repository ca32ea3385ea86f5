/**
 * What one OpenAPI import may cost (docs/SECURITY.md): the values of the document once every YAML
 * alias is expanded (a plain 1 MiB document holds far fewer), the steps every walk over it takes
 * together, the operations it may declare and how long reading it may take.
 */
export const importBudget = {
  values: 250_000,
  steps: 1_000_000,
  operations: 2_000,
  seconds: 10,
} as const;
export const maxImportOperations = importBudget.operations;

/** The most endpoints a server holds, however they were added. */
export const maxServerEndpoints = 1_000;
