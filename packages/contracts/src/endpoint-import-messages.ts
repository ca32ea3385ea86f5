import { importBudget, maxServerEndpoints } from './import-budget.ts';

const count = (value: number) => value.toLocaleString('en-US');

/** Texts of the OpenAPI import (DESIGN.md §6b): the API's refusals and skip reasons, and the dialog. */
export const endpointImportMessages = {
  importNeedsDocument:
    'Send the OpenAPI document as document (an object), as text (JSON or YAML), or as the url it is published at.',
  /** Followed by where the text breaks, e.g. "line 3, column 5: …". */
  importNotJsonOrYaml: 'The text is neither JSON nor YAML:',
  importNotOpenApi:
    'This is not an OpenAPI 3.0/3.1 or Swagger 2.0 document: it declares no "openapi" or "swagger" version.',
  /** Followed by the version the document declares. */
  importUnsupportedVersion:
    'Only OpenAPI 3.0, 3.1 and Swagger 2.0 documents can be imported; this one declares',
  /** Followed by where and why, e.g. " at paths./users.get.responses: must be object". */
  importBroken: 'The document is broken',
  importNul: 'it holds a NUL character, which cannot be stored.',
  /** Followed by the reference. */
  importRefNowhere: 'this reference points to nothing in the document:',
  importTooDeep: 'The document is nested too deeply.',
  importTooLarge: `The document holds more than ${count(importBudget.values)} values (YAML aliases counted as what they repeat), the most one import reads.`,
  importTooIntricate: `The document's schemas take more than ${count(importBudget.steps)} steps to read, the most one import takes. Import a smaller document.`,
  importTooManyOperations: `The document has more than ${count(importBudget.operations)} operations, the most one import reads.`,
  importTooSlow: `Reading the document took longer than ${importBudget.seconds} seconds, so it was stopped. Import a smaller document.`,
  importOutOfMemory:
    'Reading the document needed more memory than one import may use. Import a smaller document.',
  importBusy: 'The portal is reading other documents right now. Please try again in a minute.',
  importTooOften: 'Too many imports in the last minute. Please try again in a minute.',
  /** Followed by the number of endpoints the server would hold. */
  importServerFull: `A server holds at most ${count(maxServerEndpoints)} endpoints; this import would give it`,
  serverEndpointsFull: `A server holds at most ${count(maxServerEndpoints)} endpoints. Delete some before adding another.`,
  importSkipMethod: 'Only GET operations become endpoints.',
  /** Followed by the reference. */
  importSkipExternalRef: 'It refers to another document, which is never fetched:',
  /** Followed by the reason the endpoint would be refused on save. */
  importSkipInvalid: 'It cannot be saved as an endpoint:',
  importTooManyParams: 'with the declared query parameters it would have more than 100 params.',
  /** Followed by the URL. */
  importSkipSameUrl: 'An earlier GET operation of the document has the same URL:',
  importAction: 'Import OpenAPI',
  importTitle: 'Import from OpenAPI',
  importIntro:
    'GET operations become endpoints; importing the same document again updates them and never duplicates one.',
  importTextLabel: 'OpenAPI 3.0/3.1 or Swagger 2.0 document (JSON or YAML)',
  importFileLabel: 'Or choose a file',
  importFilePlaceholder: '.json, .yaml or .yml',
  importSubmit: 'Import',
  importTextRequired: "Give the document's address, paste the document or choose a file.",
  importUrlLabel: "The document's address",
  importUrlDescription:
    "Where the API publishes it: absolute, or relative to the server's URL (FastAPI: openapi.json).",
  importUrlPlaceholder: 'openapi.json or https://api.example.com/openapi.json',
  importOrPaste: 'Or paste it',
  /** Followed by the sign-in's label, e.g. "OAuth2 Resource Owner Password Credentials". */
  importAuthFound: "The document's sign-in:",
  importAuthPrefilled:
    "It is filled in under the server's authentication: enter the username and password there and save.",
  importFileTooLarge: 'The file is larger than 1 MB, the most the portal reads.',
  importCreated: 'Created',
  importUpdated: 'Updated',
  importUnchanged: 'Unchanged',
  importSkipped: 'Skipped',
  importNothing: 'The document has no operations.',
  importDone: 'Endpoints imported',
  importFailed: 'Import failed',
  importClose: 'Close',
  importAgain: 'Import another',
} as const;
