import { Button, Carousel, PageLayout } from '@portal/design-system';
import { useState } from 'react';
import { Link, useNavigate } from '@portal/router';
import { copy } from '../copy';
import { useDocumentTitle } from '../use-document-title';

/** `/onboarding`: four slides about the product; the last one starts the parent sign-up. */
export function OnboardingPage() {
  useDocumentTitle(copy.onboarding.title);
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  return (
    <div data-owner="shell">
      <PageLayout title={copy.onboarding.title}>
        <Carousel
          label={copy.onboarding.carouselLabel}
          slides={[...copy.onboarding.slides]}
          index={index}
          onIndexChange={setIndex}
          previousLabel={copy.onboarding.previous}
          nextLabel={copy.onboarding.next}
          lastAction={
            <Button variant="primary" size="lg" onClick={() => navigate('/parent/signup')}>
              {copy.onboarding.start}
            </Button>
          }
        />
        <p className="shell-centered">
          {copy.onboarding.haveAccount} <Link to="/">{copy.onboarding.login}</Link>
        </p>
      </PageLayout>
    </div>
  );
}
