// The options and help text of `quire import gitbook`, apart from the importer so that the CLI
// loads the importer (and @gitbook/api) only when the command runs.

export const IMPORT_GITBOOK_OPTIONS = {
  from: { type: 'string' },
  token: { type: 'string' },
  'source-org': { type: 'string' },
  into: { type: 'string' },
  to: { type: 'string' },
  'to-token': { type: 'string' },
  state: { type: 'string' },
  concurrency: { type: 'string' },
};

export const IMPORT_GITBOOK_USAGE = `  import gitbook --from <API base URL> --token <token> --source-org <id> --into <organizationId>
                [--to <Quire URL>] [--to-token <token>] [--state <file>] [--concurrency <n>]
      Copies an organization from a GitBook-compatible API (GitBook, or another Quire) into a
      Quire organization: collections, spaces, pages with their content, files, sites. Run it
      again to bring over what changed, or to resume a run that stopped.
      --to / QUIRE_API_URL: Quire's API (default http://127.0.0.1:8080); --to-token /
      QUIRE_TOKEN: a token of an admin of <organizationId>. --token may come from GITBOOK_TOKEN.
      --state: the mapping of source ids to Quire ids (default .quire/imports/...json).`;
