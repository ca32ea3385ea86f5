import { type Endpoint, type EndpointTestBody, messages, parseUrlVariables } from '@portal/contracts';

/** What the admin typed in the tester, by section and name. */
export type TestInputs = Record<keyof EndpointTestBody, Record<string, string>>;

export const emptyTestInputs = (): TestInputs => ({
  urlVariables: {},
  params: {},
  bodyParams: {},
  headers: {},
});

const filled = (values: Record<string, string>, names: string[]) =>
  Object.fromEntries(names.filter((name) => values[name]).map((name) => [name, values[name]]));

// Fixed values (secret ones too) are applied by the server whatever is sent, so only the open entries travel.
const openNames = (entries: { name: string; value?: string; secret?: boolean }[]) =>
  entries.filter((entry) => !entry.value && !entry.secret).map((entry) => entry.name);

/** The tester's request: one value per $(var) of the URL and per declared entry; blanks left out. */
export function buildTestBody(endpoint: Endpoint, inputs: TestInputs): EndpointTestBody {
  const { settings } = endpoint;
  return {
    urlVariables: filled(inputs.urlVariables, parseUrlVariables(settings.url)),
    params: filled(inputs.params, openNames(settings.params)),
    bodyParams: filled(inputs.bodyParams, openNames(settings.bodyParams)),
    headers: filled(inputs.headers, openNames(settings.headers)),
  };
}

/** Every $(var) of the URL needs a value, or the request cannot be built: the empty ones, by name. */
export function missingUrlVariables(endpoint: Endpoint, inputs: TestInputs): Record<string, string> {
  const missing: Record<string, string> = {};
  for (const name of parseUrlVariables(endpoint.settings.url)) {
    if (!inputs.urlVariables[name]?.trim()) missing[name] = messages.required;
  }
  return missing;
}
