import { useParams } from 'react-router';
import { SearchViewScreen } from '../../../features/search-view/components/search-view-screen';

export default function SearchViewRoute() {
  const { uuid = '' } = useParams();
  // A new uuid is a new page: its filters, sort and rows start afresh.
  return <SearchViewScreen key={uuid} uuid={uuid} />;
}
