import { Button, Tooltip, VisuallyHidden } from '@mantine/core';
import { messages, type Navigation } from '@portal/contracts';
import { useId } from 'react';
import { useFollowNavigation } from '../hooks/use-follow-navigation';
import { hrefOf, type ListFilter, type ReadValue } from '../utils/build-navigation';
import { useLeadsToDeletedPage } from './deleted-destination';
import classes from './panels.module.css';

interface SearchViewButtonProps {
  navigation: Navigation;
  readValue: ReadValue;
  /** The list's own filter: the search page shows the rows the panel shows (DESIGN.md §7c). */
  listFilter?: ListFilter;
}

/**
 * A list panel's 'Go to search view': a link while the values it searches with are there; inert
 * otherwise (never a broken page), still focusable so it can say why: a value is missing, or the
 * search page was deleted.
 */
export function SearchViewButton({ navigation, readValue, listFilter }: SearchViewButtonProps) {
  const follow = useFollowNavigation();
  const descriptionId = useId();
  const deleted = useLeadsToDeletedPage(navigation);
  const href = deleted ? undefined : hrefOf(navigation, readValue, listFilter);
  const reason = deleted ? messages.destinationDeleted : messages.detailNavigationUnavailable;
  if (href)
    return (
      <Button
        component="a"
        href={href}
        variant="light"
        size="xs"
        mt="sm"
        className={classes.searchButton}
        onClick={(event: React.MouseEvent) => follow(event, navigation, readValue, href, listFilter)}
      >
        {messages.detailGoToSearchView}
      </Button>
    );
  return (
    <>
      <VisuallyHidden id={descriptionId}>{reason}</VisuallyHidden>
      <Tooltip label={reason} withArrow events={{ hover: true, focus: true, touch: true }}>
        <Button
          variant="light"
          size="xs"
          mt="sm"
          className={classes.searchButton}
          // data-disabled (not disabled) keeps it focusable, so the tooltip and description reach everyone.
          data-disabled
          aria-disabled="true"
          aria-describedby={descriptionId}
          onClick={(event) => event.preventDefault()}
        >
          {messages.detailGoToSearchView}
        </Button>
      </Tooltip>
    </>
  );
}
