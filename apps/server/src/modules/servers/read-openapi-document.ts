import SwaggerParser from '@apidevtools/swagger-parser';
import { type EndpointImportBody, endpointImportMessages as text } from '@portal/contracts';
import { parse as parseYaml } from 'yaml';
import { type AppError, badRequest } from '../../errors.ts';
import { checkJsonText } from '../../http/check-json-text.ts';
import { checkOpenApiShape, placeOf } from './check-openapi-shape.ts';
import { countDocumentValues } from './count-document-values.ts';

export type OpenApiDocument = Record<string, unknown>;

const firstLine = (message: string) => message.split('\n')[0].trim().replace(/:$/, '');

/**
 * Brackets nested deeper than any document needs: the YAML parser recurses into each, so 100,000 of
 * them took it seconds before it gave up. Counted as JSON nests them (a bracket inside double
 * quotes is text); far above the depth checked on the parsed document, so prose with a stray bracket never trips it.
 */
const maxTextNesting = 1_000;

/** JSON is YAML 1.2, so one parser reads both; its errors give the line and column. */
function parseText(source: string): unknown {
  if (checkJsonText(source, { maxDepth: maxTextNesting, allowNul: true }) === 'too_deep')
    throw badRequest(text.importTooDeep);
  try {
    // Aliases are counted so that a few lines cannot expand into gigabytes; warnings (an unknown
    // tag) are not logged, the value is read as text.
    return parseYaml(source, { maxAliasCount: 100, logLevel: 'error' });
  } catch (error) {
    // The parser also throws plain errors: an alias bomb, an alias to no anchor.
    const message = error instanceof Error ? error.message : String(error);
    throw badRequest(`${text.importNotJsonOrYaml} ${firstLine(message)}`);
  }
}

function checkVersion(document: OpenApiDocument): void {
  const { openapi, swagger } = document;
  if (openapi === undefined && swagger === undefined) throw badRequest(text.importNotOpenApi);
  const supported =
    (typeof openapi === 'string' && /^3\.[01]\.\d+$/.test(openapi)) ||
    (openapi === undefined && swagger === '2.0');
  if (!supported) throw badRequest(`${text.importUnsupportedVersion} ${String(openapi ?? swagger)}.`);
}

/** An ajv error's place: the JSON pointer `/paths/~1users/get` as `paths./users.get`. */
const placeOfPointer = (pointer: string) =>
  placeOf(
    pointer
      .split('/')
      .slice(1)
      .map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~')),
  );

type SchemaError = { instancePath?: string; message?: string };

/** What the parser found wrong, as a 400 that says where. */
function brokenDocument(error: unknown): AppError {
  const details = (error as { details?: unknown }).details;
  if (Array.isArray(details) && details.length > 0) {
    const first = details[0] as SchemaError;
    return badRequest(
      `${text.importBroken} at ${placeOfPointer(first.instancePath ?? '')}: ${first.message}`,
    );
  }
  const message = error instanceof Error ? firstLine(error.message) : String(error);
  return badRequest(`${text.importBroken}: ${message}`);
}

/**
 * The document of an import, validated against its specification with every reference inside it
 * replaced by what it points to. References to other documents are never fetched (no file, no
 * network): they stay `{$ref}` objects, and the operations that need them are skipped. Its size
 * once YAML aliases are expanded is counted before anything walks it. This runs on the import's
 * thread (analyze-openapi-document.ts), never on the event loop.
 */
export async function readOpenApiDocument(body: EndpointImportBody): Promise<OpenApiDocument> {
  const document = body.document ?? parseText(body.text ?? '');
  if (document === null || typeof document !== 'object' || Array.isArray(document)) {
    throw badRequest(text.importNotOpenApi);
  }
  countDocumentValues(document);
  const shaped = document as OpenApiDocument;
  checkOpenApiShape(shaped);
  checkVersion(shaped);
  try {
    // Never a string here: the parser would read it as a file path or a URL.
    const parsed = await SwaggerParser.validate(shaped as never, {
      resolve: { external: false, file: false, http: false },
    });
    return parsed as unknown as OpenApiDocument;
  } catch (error) {
    throw brokenDocument(error);
  }
}
