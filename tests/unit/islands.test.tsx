import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorBoundary } from '../../src/islands/ErrorBoundary.tsx';
import { I18nProvider, islandStrings } from '../../src/islands/i18n.tsx';

const labelStrings = islandStrings(['nav.home', 'nav.about']);

function Label({ k }: { k: (typeof labelStrings.keys)[number] }) {
  const { t, lang } = labelStrings.useT();
  return <span lang={lang}>{t(k)}</span>;
}

describe('island translations', () => {
  it('translate inside the provider and show an unknown key as itself', () => {
    const html = renderToString(
      // A page that passed fewer strings than declared is a type error; at run time the key shows.
      <I18nProvider lang="en" strings={{ 'nav.home': 'Home' }}>
        <Label k="nav.home" />
        <Label k="nav.about" />
      </I18nProvider>,
    );
    // On the server the visitor's language is the page's: the language store lives in the browser.
    expect(html).toContain('<span lang="en">Home</span>');
    expect(html).toContain('<span lang="en">nav.about</span>');
  });

  it('throw a clear error when used outside the provider', () => {
    expect(() => renderToString(<Label k="nav.home" />)).toThrow(/useT\(\) must be used inside <I18nProvider>/);
  });
});

describe('island error boundary', () => {
  it('renders its children while nothing failed', () => {
    expect(
      renderToString(
        <ErrorBoundary>
          <p>fine</p>
        </ErrorBoundary>,
      ),
    ).toBe('<p>fine</p>');
  });

  // In English on every page, as the specification has it (docs/requirements.md): not a slip to mend.
  it('shows the spec error screen with the message once a child has thrown', () => {
    const boundary = new ErrorBoundary({ children: <p>never shown</p> });
    boundary.state = ErrorBoundary.getDerivedStateFromError(new Error('boom in the form'));
    const html = renderToString(<>{boundary.render()}</>);
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toContain('boom in the form');
    expect(html).toContain('role="alert"');
    expect(html).not.toContain('never shown');
  });
});
