import { messages } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { showToast } from '../../../lib/toasts';
import { useView } from '../api/get-detail-view';
import { parseVars } from '../utils/parse-vars';
import { DetailPage } from './detail-page';

/** /user/detail/{uuid}?vars=…: loads the view, then the page; a view that cannot be loaded sends the user home. */
export function DetailViewScreen({ uuid, rawVars }: { uuid: string; rawVars: string | null }) {
  const view = useView(uuid);
  const navigate = useNavigate();
  const [vars] = useState(() => parseVars(rawVars));
  const notFound = view.isError || (view.data !== undefined && view.data.type !== 'detail');

  useEffect(() => {
    if (!notFound) return;
    showToast(messages.viewNotFound, 'error');
    navigate(paths.home.getHref(), { replace: true });
  }, [notFound, navigate]);

  if (view.data?.type !== 'detail') return <PageLoader />;
  return <DetailPage view={view.data} vars={vars} />;
}
