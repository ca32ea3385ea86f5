import { messages } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { viewQueryOptions } from '../../../lib/api/views';
import { showToast } from '../../../lib/toasts';
import { prefetchMain } from '../api/fetch-dataset';
import { parseVars } from '../utils/parse-vars';
import { DetailPage } from './detail-page';

/** /user/detail/{uuid}?vars=…: loads the view, then the page; a view that cannot be loaded sends the user home. */
export function DetailViewScreen({ uuid, rawVars }: { uuid: string; rawVars: string | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [vars] = useState(() => parseVars(rawVars));
  const options = viewQueryOptions(uuid);
  const view = useQuery({
    ...options,
    queryFn: async (context) => {
      const loaded = await options.queryFn!(context);
      prefetchMain(queryClient, loaded, vars);
      return loaded;
    },
  });
  const notFound = view.isError || (view.data !== undefined && view.data.type !== 'detail');

  useEffect(() => {
    if (!notFound) return;
    showToast(messages.viewNotFound, 'error');
    navigate(paths.home.getHref(), { replace: true });
  }, [notFound, navigate]);

  if (view.data?.type !== 'detail') return <PageLoader />;
  return <DetailPage view={view.data} vars={vars} />;
}
