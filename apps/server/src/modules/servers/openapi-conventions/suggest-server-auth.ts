import type { AuthSuggestion } from '@portal/contracts';
import type { StepBudget } from '../../../http/step-budget.ts';
import type { OpenApiDocument } from '../read-openapi-document.ts';
import { isSchema, type Schema } from './schema-walk.ts';

const own = (node: Schema, key: string): unknown => (Object.hasOwn(node, key) ? node[key] : undefined);

/** The security schemes of an OpenAPI 3 (components.securitySchemes) or Swagger 2 document. */
function schemesOf(document: OpenApiDocument): Array<[string, Schema]> {
  const components = own(document, 'components');
  const holder = isSchema(components)
    ? own(components, 'securitySchemes')
    : own(document, 'securityDefinitions');
  return isSchema(holder)
    ? Object.entries(holder).filter((entry): entry is [string, Schema] => isSchema(entry[1]))
    : [];
}

/** The password flow's token URL of an OAuth2 scheme (3.x flows.password, Swagger 2 flow: password). */
function passwordTokenUrl(scheme: Schema): string | undefined {
  const flows = own(scheme, 'flows');
  const password = isSchema(flows)
    ? own(flows, 'password')
    : own(scheme, 'flow') === 'password'
      ? scheme
      : undefined;
  const tokenUrl = isSchema(password) ? own(password, 'tokenUrl') : undefined;
  return typeof tokenUrl === 'string' && tokenUrl !== '' ? tokenUrl : undefined;
}

/**
 * How the server's sign-in may be prefilled from the document's security schemes (DESIGN.md §7d):
 * HTTP basic, or the OAuth2 password flow with its token URL (made absolute against the server's
 * address; its client needs no authentication unless the admin says so). Undefined when the document
 * names neither: an API key or a bearer token is typed by the admin.
 */
export function suggestServerAuth(
  document: OpenApiDocument,
  budget: StepBudget,
  { serverUrl }: { serverUrl: string },
): AuthSuggestion | undefined {
  const schemes = schemesOf(document);
  budget.spend(schemes.length);
  for (const [name, scheme] of schemes) {
    const tokenUrl = scheme.type === 'oauth2' ? passwordTokenUrl(scheme) : undefined;
    if (tokenUrl && URL.canParse(tokenUrl, serverUrl)) {
      return {
        scheme: name.slice(0, 200),
        authType: 'auth2ropasswordcredentias',
        tokenurl: new URL(tokenUrl, serverUrl).href,
        clientauth: 'none',
      };
    }
  }
  const basic = schemes.find(
    ([, scheme]) =>
      scheme.type === 'basic' || (scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'basic'),
  );
  return basic ? { scheme: basic[0].slice(0, 200), authType: 'basic' } : undefined;
}
