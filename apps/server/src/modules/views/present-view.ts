import type { View } from '@portal/contracts';
import type { ViewRow } from './view-repository.ts';

export function presentView(row: ViewRow): View {
  return {
    uuid: row.id,
    name: row.name,
    type: row.type,
    metacontent: JSON.parse(row.metacontent),
    metadata: JSON.parse(row.metadata),
    version: row.version,
  } as View;
}
