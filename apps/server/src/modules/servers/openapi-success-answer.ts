type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** An operation's success answer: 200 (else 2XX, another 2xx, default). */
export function successResponseOf(operation: Node): Node | undefined {
  const responses = isNode(operation.responses) ? operation.responses : {};
  const keys = Object.keys(responses);
  const key =
    ['200', '2XX', '2xx'].find((code) => keys.includes(code)) ??
    keys.find((code) => /^2\d\d$/.test(code)) ??
    (keys.includes('default') ? 'default' : undefined);
  const response = key ? responses[key] : undefined;
  return isNode(response) ? response : undefined;
}

/** An answer's schema: Swagger 2's own, else its content's, JSON first. */
export function answerSchemaOf(response: Node | undefined): unknown {
  if (!response) return undefined;
  if (Object.hasOwn(response, 'schema')) return response.schema;
  const content = isNode(response.content) ? response.content : {};
  const types = Object.keys(content);
  const type =
    types.find((name) => /^application\/json\b/i.test(name)) ??
    types.find((name) => /json/i.test(name)) ??
    types[0];
  const media = type ? content[type] : undefined;
  return isNode(media) ? media.schema : undefined;
}
