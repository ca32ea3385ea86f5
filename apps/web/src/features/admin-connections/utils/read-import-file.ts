import { endpointImportMessages, maxImportTextLength } from '@portal/contracts';

export type ImportFileReading = { ok: true; text: string } | { ok: false; message: string };

/** The text of a chosen OpenAPI file; a file larger than the API reads is refused before it is sent. */
export async function readImportFile(file: Blob): Promise<ImportFileReading> {
  if (file.size > maxImportTextLength)
    return { ok: false, message: endpointImportMessages.importFileTooLarge };
  return { ok: true, text: await file.text() };
}
