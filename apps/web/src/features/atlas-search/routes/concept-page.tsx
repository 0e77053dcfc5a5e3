import { NotFoundPage } from '../../../app/errors/not-found-page';

// Scaffold: the feature's work replaces this with the page.
export function ConceptPage() {
  return <NotFoundPage />;
}
