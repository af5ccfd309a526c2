import { Card, PageLayout } from '@portal/design-system';
import { Link } from '@portal/router';
import { useDocumentTitle } from '../use-document-title';
import { privacyCopy as C } from './privacy-copy';

/**
 * `/privacidade` (issue 41): the privacy policy, public, with no session and no remote: the
 * consent checkboxes and the settings' privacy tab link here (new tab). Loaded on its own
 * chunk, so the policy's text costs the other pages nothing.
 */
export default function PrivacyPage() {
  useDocumentTitle(C.title);
  return (
    <div data-owner="shell">
      <PageLayout title={C.title} subtitle={C.updated}>
        <div className="shell-policy">
          <p>{C.intro}</p>
          {C.sections.map((section) => (
            <Card key={section.id} as="section" title={section.title} titleAs="h2">
              {section.paragraphs.map((text) => (
                <p key={text}>{text}</p>
              ))}
              {section.items ? (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </Card>
          ))}
          <p>
            <Link to="/">{C.home}</Link>
          </p>
        </div>
      </PageLayout>
    </div>
  );
}
