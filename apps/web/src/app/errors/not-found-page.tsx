import { Link } from 'react-router-dom';
import { Button, ErrorPage } from '@cdmnet/ui';
import { useDocumentTitle } from '../use-document-title';
import { appMessages } from '../messages.ko';

const t = appMessages.notFound;

export function NotFoundPage() {
  useDocumentTitle(t.title);
  return (
    <ErrorPage
      code={404}
      title={t.title}
      description={t.description}
      action={
        <Button asChild variant="secondary">
          <Link to="/">{t.home}</Link>
        </Button>
      }
    />
  );
}
