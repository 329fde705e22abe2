import type { APIRoute } from 'astro';
import { langStaticPaths, type LangProps } from '../../lib/lang-paths.ts';
import { webManifest } from '../../lib/web-manifest.ts';

export function getStaticPaths() {
  return langStaticPaths();
}

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(webManifest((props as LangProps).lang), null, 2), {
    headers: { 'Content-Type': 'application/manifest+json' },
  });
