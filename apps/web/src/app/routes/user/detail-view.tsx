import { useParams, useSearchParams } from 'react-router';
import { DetailViewScreen } from '../../../features/detail-view/components/detail-view-screen';

export default function DetailViewRoute() {
  const { uuid = '' } = useParams();
  const [searchParams] = useSearchParams();
  const vars = searchParams.get('vars');
  // Another view or another record is a new page: its datasets load afresh.
  return <DetailViewScreen key={`${uuid}?${vars ?? ''}`} uuid={uuid} rawVars={vars} />;
}
