import { Button, Card, PageLayout } from '@portal/design-system';
import { useNavigate } from '@portal/router';
import { copy, PRODUCT_NAME } from '../copy';
import { useDocumentTitle } from '../use-document-title';

/** `/`: the role chooser. Also where users land after signing out. */
export function WelcomePage() {
  useDocumentTitle();
  const navigate = useNavigate();
  return (
    <div data-owner="shell">
      <PageLayout title={PRODUCT_NAME} subtitle={copy.welcome.tagline}>
        <p>{copy.welcome.intro}</p>
        <div className="shell-actions">
          <Button variant="primary" size="lg" fullWidth onClick={() => navigate('/onboarding')}>
            {copy.welcome.startOnboarding}
          </Button>
          <Button variant="secondary" size="lg" fullWidth onClick={() => navigate('/parent/login')}>
            {copy.welcome.parent}
          </Button>
          <Button variant="secondary" size="lg" fullWidth onClick={() => navigate('/child/login')}>
            {copy.welcome.child}
          </Button>
        </div>
        <section aria-labelledby="shell-features-title">
          <h2 id="shell-features-title">{copy.welcome.featuresTitle}</h2>
          <ul className="shell-tiles">
            {copy.welcome.features.map((feature) => (
              <Card
                key={feature.id}
                as="li"
                titleAs="h3"
                title={
                  <>
                    <span className="shell-tile-icon" aria-hidden="true">
                      {feature.icon}
                    </span>{' '}
                    {feature.title}
                  </>
                }
              >
                <p>{feature.body}</p>
              </Card>
            ))}
          </ul>
        </section>
      </PageLayout>
    </div>
  );
}
