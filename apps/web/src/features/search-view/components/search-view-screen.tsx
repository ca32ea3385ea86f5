import { messages } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { readSavedSearchLinkState } from '../../../lib/saved-search-link';
import { showToast } from '../../../lib/toasts';
import { useView } from '../api/get-search-view';
import { fitSavedSearch } from '../utils/fit-saved-search';
import { SearchViewContent } from './search-view-content';

/** /user/search/{uuid}: loads the view, then the page; a view that cannot be loaded sends the user home. */
export function SearchViewScreen({ uuid }: { uuid: string }) {
  const view = useView(uuid);
  const navigate = useNavigate();
  const location = useLocation();
  const [address] = useSearchParams();
  const notFound = view.isError || (view.data !== undefined && view.data.type !== 'search');
  // Each pick of a saved search starts the page afresh from its address.
  const picked = readSavedSearchLinkState(location.state);
  const [pick, setPick] = useState(picked?.pick ?? 0);
  if (picked && picked.pick !== pick) setPick(picked.pick);

  useEffect(() => {
    if (!notFound) return;
    showToast(messages.viewNotFound, 'error');
    navigate(paths.home.getHref(), { replace: true });
  }, [notFound, navigate]);

  if (view.data?.type !== 'search') return <PageLoader />;
  if (picked && picked.missing === undefined) {
    // A saved search opens without the fields the page no longer has, and the page says which.
    const fitted = fitSavedSearch(view.data, address);
    const search = fitted.address.toString();
    return (
      <Navigate
        replace
        to={{ pathname: location.pathname, search: search ? `?${search}` : '' }}
        state={{ ...picked, missing: fitted.missing }}
      />
    );
  }
  return <SearchViewContent key={pick} view={view.data} />;
}
