import { messages } from '@portal/contracts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { showToast } from '../../../lib/toasts';
import { useView } from '../api/get-search-view';
import { SearchViewContent } from './search-view-content';

/** /user/search/{uuid}: loads the view, then the page; a view that cannot be loaded sends the user home. */
export function SearchViewScreen({ uuid }: { uuid: string }) {
  const view = useView(uuid);
  const navigate = useNavigate();
  const notFound = view.isError || (view.data !== undefined && view.data.type !== 'search');

  useEffect(() => {
    if (!notFound) return;
    showToast(messages.viewNotFound, 'error');
    navigate(paths.home.getHref(), { replace: true });
  }, [notFound, navigate]);

  if (view.data?.type !== 'search') return <PageLoader />;
  return <SearchViewContent view={view.data} />;
}
