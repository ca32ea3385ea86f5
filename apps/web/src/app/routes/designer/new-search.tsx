import { PageHeader } from '../../../components/page-header';

// Placeholder until the screen's own feature is built.
export default function NewSearchRoute() {
  return <PageHeader title="New search view" />;
}
