import { Loader } from '@mantine/core';
import { mainDatasetName, messages } from '@portal/contracts';
import { Fragment } from 'react';
import { formatValue } from '../../../lib/format-value';
import { inferValueType } from '../../../lib/infer-value-type';
import { useDetailPage } from '../hooks/detail-page-context';
import { fieldValueOf } from '../hooks/use-dataset-value';
import { useDatasets } from '../hooks/use-datasets';
import classes from './detail-view.module.css';

/** SPEC.md: prefix, value (a field of main) and suffix per element, separated by dividers. */
export function ContextualStrip() {
  const { content } = useDetailPage();
  const [main] = useDatasets([mainDatasetName]);
  const elements = content.metacontent.contextual;
  if (elements.length === 0) return null;
  return (
    <ul className={classes.strip} aria-label="Contextual information">
      {elements.map((element, index) => {
        const shown = fieldValueOf(main, element.value);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: elements have no identity but their place
          <Fragment key={index}>
            {index > 0 && <li className={classes.stripDivider} aria-hidden="true" />}
            <li className={classes.stripItem}>
              <span>
                {element.prefix && <>{element.prefix} </>}
                <span className={classes.stripValue}>
                  {shown.kind === 'loading' && (
                    <Loader
                      size={12}
                      color="#01696A"
                      aria-label={messages.detailLoadingValue}
                      role="status"
                    />
                  )}
                  {shown.kind === 'value' &&
                    formatValue(shown.value, inferValueType(element.value, [shown.value]))}
                  {shown.kind === 'none' && '–'}
                </span>
                {element.suffix && <> {element.suffix}</>}
              </span>
            </li>
          </Fragment>
        );
      })}
    </ul>
  );
}
