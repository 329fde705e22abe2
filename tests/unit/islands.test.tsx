import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorBoundary } from '../../src/islands/ErrorBoundary.tsx';
import { I18nProvider, useT } from '../../src/islands/i18n.tsx';

function Label({ k }: { k: string }) {
  const { t } = useT();
  return <span>{t(k)}</span>;
}

describe('island translations', () => {
  it('translate inside the provider and show an unknown key as itself', () => {
    const html = renderToString(
      <I18nProvider lang="en" strings={{ 'nav.home': 'Home' }}>
        <Label k="nav.home" />
        <Label k="nav.missing" />
      </I18nProvider>,
    );
    expect(html).toContain('<span>Home</span>');
    expect(html).toContain('<span>nav.missing</span>');
  });

  it('throw a clear error when used outside the provider', () => {
    expect(() => renderToString(<Label k="nav.home" />)).toThrow(/useT\(\) must be used inside <I18nProvider>/);
  });
});

describe('island error boundary', () => {
  it('renders its children while nothing failed', () => {
    expect(renderToString(<ErrorBoundary><p>fine</p></ErrorBoundary>)).toBe('<p>fine</p>');
  });

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
