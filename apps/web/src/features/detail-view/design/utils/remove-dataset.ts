import { type DetailMetacontent, type DetailMetadata, mainDatasetName, messages } from '@portal/contracts';
import { dependenciesOf } from '../../engine/dataset-graph';

/** The titles of the panels that show or navigate with a field of the dataset. */
function panelsUsing(metacontent: DetailMetacontent, name: string): string[] {
  return metacontent.panels
    .filter((panel) => {
      if (panel.type === 'list') {
        const navigations = [
          ...[panel.fields.line1, panel.fields.line2, panel.fields.line3, panel.fields.line4].map(
            (line) => line?.navigation,
          ),
          panel.fields.navigationPage?.navigation,
        ];
        return panel.dataset === name || navigations.some((navigation) => readsFrom(navigation, name));
      }
      return panel.fields.some((field) => field.dataset === name || readsFrom(field.navigation, name));
    })
    .map((panel) => panel.title);
}

function readsFrom(
  navigation: { dataset?: string; variables?: Array<{ dataset: string }> } | undefined,
  name: string,
): boolean {
  if (!navigation) return false;
  return navigation.dataset === name || (navigation.variables ?? []).some((v) => v.dataset === name);
}

/** Whether a dataset may go (SPEC.md §5): never main, never one a panel, dataset or the title reads. */
export function checkRemoveDataset(
  content: { metacontent: DetailMetacontent; metadata: DetailMetadata },
  name: string,
): { ok: true; datasets: DetailMetadata['datasets'] } | { ok: false; error: string } {
  if (name === mainDatasetName) return { ok: false, error: messages.detailCannotDeleteMain };
  const titles = panelsUsing(content.metacontent, name);
  if (titles.length > 0)
    return { ok: false, error: `${messages.detailDatasetUsedInPanels} ${titles.join(', ')}` };
  const readers = content.metadata.datasets
    .filter((definition) => dependenciesOf(definition).includes(name))
    .map((definition) => definition.name);
  if (readers.length > 0)
    return { ok: false, error: `${messages.detailDatasetUsedByDatasets} ${readers.join(', ')}` };
  if (content.metacontent.title.dataset === name) return { ok: false, error: messages.detailDatasetIsTitle };
  return { ok: true, datasets: content.metadata.datasets.filter((definition) => definition.name !== name) };
}
