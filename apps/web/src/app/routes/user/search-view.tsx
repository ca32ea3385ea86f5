import { PageHeader } from '../../../components/page-header';

// Placeholder until the screen's own feature is built.
export default function SearchViewRoute() {
  return <PageHeader title="Search view" />;
}
