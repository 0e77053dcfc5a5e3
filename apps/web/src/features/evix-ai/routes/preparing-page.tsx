import { Link } from 'react-router-dom';
import { Button, Card, EmptyState, PageHeader } from '@cdmnet/ui';
import { header, page } from '../../../app/layout/page-anatomy.css';
import { useDocumentTitle } from '../../../app/use-document-title';
import { evixAiMessages as t, type EvixAiFeature } from '../messages.ko';

/**
 * An EVIX-AI page whose feature does not exist yet: the menu leads here, so it must say honestly that
 * the feature is being prepared (never a not-found page) and where the same need is met today.
 */
function PreparingPage({ feature }: { feature: EvixAiFeature }) {
  const copy = t[feature];
  useDocumentTitle(copy.title);
  return (
    <section className={page}>
      <PageHeader className={header} title={copy.title} description={copy.description} />
      <Card>
        <EmptyState
          role="status"
          message={t.preparingMessage(copy.title)}
          description={t.meanwhile}
          action={
            <Button variant="secondary" asChild>
              <Link to="/atlas/search">{t.openSearch}</Link>
            </Button>
          }
        />
      </Card>
    </section>
  );
}

export function AiAssistantPage() {
  return <PreparingPage feature="aiAssistant" />;
}
