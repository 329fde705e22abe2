// CloudFront Function (viewer request, runtime cloudfront-js-2.0) for the site on S3 (docs/static-hosts.md):
// '/en/about' is fetched as the object en/about.html, '/en/about/' is redirected to '/en/about'. Only paths
// of our own letters are redirected, so that no request can make the redirect point to another host.
// tests/site/static-hosts.test.ts runs this very function over every URL of the sitemap.
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var slashed = /^(\/[a-z0-9][a-z0-9/-]*?)\/+$/.exec(uri);
  if (slashed) {
    return { statusCode: 301, statusDescription: 'Moved Permanently', headers: { location: { value: slashed[1] } } };
  }
  var name = uri.slice(uri.lastIndexOf('/') + 1);
  if (uri !== '/' && name.indexOf('.') === -1) request.uri = uri + '.html';
  return request;
}
