// The published @types/negotiator describe version 0.6; version 1 adds the `preferred` option that
// lets the server break ties between codings the client accepts equally. Only what we call is declared.
declare module 'negotiator' {
  class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    encoding(available?: string[], options?: { preferred?: string[] }): string | undefined;
  }
  export default Negotiator;
}
